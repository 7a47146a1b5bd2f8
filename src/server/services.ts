/**
 * What every request handler may use: the injected dependencies of `buildApp` (STYLE.md §7), built
 * once by the composition root (main.ts; tests build their own with simulators or fakes).
 * GraphQL resolvers receive it as context; Astro pages as `Astro.locals.platter`.
 */
import type { Logger } from 'pino';
import type { Db } from './platform/db/client';
import type { Clock } from './platform/clock';
import type { PlatterPubSub } from './platform/pubsub';
import type { Config } from './platform/config';
import type { ModuleHooks } from './platform/hooks';
import type { Providers } from './providers';

export interface Services {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly pubsub: PlatterPubSub;
  readonly config: Config;
  /** One port per external system, each the embedded default or the configured real adapter. */
  readonly providers: Providers;
  /** The order hooks and named extension points, filled by the modules when the app was built (platform/hooks.ts). */
  readonly hooks: ModuleHooks<Services>;
}
