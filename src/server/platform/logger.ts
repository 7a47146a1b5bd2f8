/**
 * The server's logger (pino): JSON lines, with personal data redacted (accounts-and-loyalty.md §2.15;
 * issue 26 item 1: the log keeps no phone number, e-mail address or name). Log calls pass ids (user
 * id, outbox id, order id), never contact details; the `redact` paths below are the safety net for a
 * field that slips through — at the top level and one object down (e.g. `{ user: { phone } }`,
 * `{ variables: { account } }`) — and are replaced by '[redacted]'.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

const PERSONAL_FIELDS = ['phone', 'mobile', 'account', 'email', 'toAddress', 'to', 'firstname', 'lastname', 'username', 'senderName', 'recipientName', 'recipientEmail', 'street1', 'street2', 'password'];

/** The pino `redact` paths of personal fields: each field at the top level, one level down, and in a request's body. */
export const LOG_REDACT_PATHS: readonly string[] = [...PERSONAL_FIELDS, ...PERSONAL_FIELDS.map((f) => `*.${f}`), 'req.body', 'req.query'];

/** A logger at `level` ('info', 'silent' …) writing to `destination` (stdout when absent), with personal fields redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'platter' }, redact: { paths: [...LOG_REDACT_PATHS], censor: '[redacted]' } }, destination);
}
