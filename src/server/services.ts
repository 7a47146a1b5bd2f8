/**
 * What every request handler may use: the injected dependencies of `buildApp` (STYLE.md §7).
 * GraphQL resolvers receive it as context; Astro pages as `Astro.locals.platter`.
 */
import type { Logger } from 'pino';
import type { Db } from './platform/db/client';
import type { Clock } from './platform/clock';
import type { PlatterPubSub } from './platform/pubsub';
import type { Config } from './platform/config';

export interface Services {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly pubsub: PlatterPubSub;
  readonly config: Config;
}
