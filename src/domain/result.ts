/**
 * Expected failures are values (STYLE.md §3): domain functions return a `Result` whose error carries
 * a code from the one catalogue in `errors.ts`. Throw only for broken invariants.
 */
import type { ErrorCode } from './errors';

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err {
  readonly ok: false;
  readonly code: ErrorCode;
  /** Values for the message template, e.g. { countLimit: 2, modifierName: 'Extra shot' }. */
  readonly params?: Readonly<Record<string, string | number>>;
  /**
   * Data the caller needs to recover, beyond the message (JSON): e.g. the fresh `version` and `carts`
   * of a table edit made against a stale cart, or the lines a menu no longer matches (`changed`).
   * GraphQL errors carry these fields in `extensions`.
   */
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T> = Ok<T> | Err;

/** Wraps a success value. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Builds an expected failure with a catalogue code and optional message parameters. */
export const err = (code: ErrorCode, params?: Record<string, string | number>): Err =>
  params ? { ok: false, code, params } : { ok: false, code };

/** Builds an expected failure that carries data for the caller to recover with (`Err.details`). */
export const errWithDetails = (code: ErrorCode, details: Record<string, unknown>): Err => ({ ok: false, code, details });
