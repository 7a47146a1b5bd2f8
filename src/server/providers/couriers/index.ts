/**
 * The couriers (orders-and-payments.md §3.8–3.9, §9 methods 21 and 22): one `Courier` per delivery
 * method — the real adapter when its credentials are configured, else the embedded simulator
 * (simulator.ts). Built once by `createProviders`; the delivery module calls them.
 */
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { createCourierSimulator, type CourierSimulatorControl } from './simulator';
import { createDoorDashCourier, doordashConfigFrom } from './doordash';
import { createUberCourier, uberConfigFrom } from './uber';
import type { Courier, CourierMethod, Couriers } from './types';

export * from './types';
export { courierSimulatorDeliveries } from './schema';
export { forgetSimulatorDropoffs } from './simulator';
export { courierWebhookPath, signSimulatorWebhook, SIMULATOR_SIGNATURE_HEADER, SIMULATOR_TRACK_PATH } from './simulator';
export type { CourierSimulatorControl, SimulatorWebhookBody } from './simulator';

/** The couriers by method, and the simulator's timer and tracking page (used whenever a method falls back to it). */
export type CourierProviders = Couriers & { readonly simulator: CourierSimulatorControl };

/**
 * The courier of each method: simulator unless the adapter's credentials are configured.
 * `nowMs` replaces the clock (tests).
 */
export function createCouriers(deps: { config: Config; db: Db; logger: Logger; nowMs?: () => number }): CourierProviders {
  const simulator = createCourierSimulator(deps);
  // Real adapters when their credentials are set (doordash.ts, uber.ts): DoorDash Drive v2 takes method 21,
  // Uber Direct method 22 (§9).
  const doordash = doordashConfigFrom(deps.config);
  const uber = uberConfigFrom(deps.config);
  const real: Partial<Record<CourierMethod, Courier>> = {
    21: doordash ? createDoorDashCourier(doordash) : undefined,
    22: uber ? createUberCourier(uber) : undefined,
  };
  return {
    21: real[21] ?? simulator.couriers[21],
    22: real[22] ?? simulator.couriers[22],
    simulator: simulator.control,
  };
}
