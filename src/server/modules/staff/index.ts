/**
 * The staff module's door: everything other modules, the composition root and pages may use.
 */
export { staffRoute } from './console-http';
