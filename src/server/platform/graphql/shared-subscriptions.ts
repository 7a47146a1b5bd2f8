/**
 * Subscription fan-out that executes and serialises once per event, not once per socket (issue 15:
 * a table-cart change reaching 1,000 phones).
 *
 * graphql-ws runs, for every subscribed socket and every event, the operation's selection set on the
 * event (`execute`), then `JSON.stringify`s the message. With 1,000 phones subscribed to one table
 * that is 1,000 identical executions and serialisations of the same payload. Here, for the root
 * subscription fields named as shared (fields whose per-event execution reads only the event, never
 * the caller's context), the answer is computed once per
 * (source event object, operation text, operation name, variables) and the same result object is
 * handed to every socket; its JSON is made once (`sharedPayloadJson`) and spliced into each socket's
 * message (`attachSharedPayload` / `SharedPayloadWebSocket`). Everything per caller stays per socket:
 * the subscribe resolver (authorisation), and what the resolver yields per event (a redacted event is
 * another object, so another cache entry).
 *
 * Sharing needs the resolver to yield the SAME source object to every socket for one event (e.g. memoised
 * per published payload, see tables/resolvers.ts); a fresh object per socket is simply executed per socket.
 */
import { getOperationAST, Kind, type DocumentNode, type ExecutionArgs, type ExecutionResult, type FieldNode } from 'graphql';
// The executor and helpers graphql-yoga itself runs with (so the schema, its errors and this code share
// one copy of graphql-js: under vitest the project's own `import 'graphql'` may load another one).
import { buildExecutionContext, buildResolveInfo, execute } from '@graphql-tools/executor';
import { getArgumentValues, isAsyncIterable, locatedError } from '@graphql-tools/utils';
import type { Plugin } from 'graphql-yoga';
import { WebSocket } from 'ws';
import { fanoutSent } from './fanout-clock';
import { isPushStream, PUSH, type PushStream } from './push-stream';
import { sendInOrder, writeFrame, type FrameSink } from './write-batch';

/** Results made by the shared path: source event object → operation key → result (or its promise). */
const resultsByEvent = new WeakMap<object, Map<string, ExecutionResult | Promise<ExecutionResult>>>();
/** Results that came from the shared path (only those are spliced as raw JSON). */
const sharedResults = new WeakSet<object>();

/** The root field name of a single-field subscription operation, or null. */
function sharedRootField(document: DocumentNode, operationName: string | null | undefined): string | null {
  const op = getOperationAST(document, operationName);
  if (!op || op.operation !== 'subscription' || op.selectionSet.selections.length !== 1) return null;
  const field = op.selectionSet.selections[0];
  return field.kind === Kind.FIELD ? field.name.value : null;
}

/**
 * The event stream of a single-root-field subscription: its subscribe resolver called with the
 * operation's arguments and this socket's context (as graphql-js' createSourceEventStream does), or
 * the errors (variables that do not fit, a resolver that refused), located at the field.
 */
async function sourceEventStream(a: ExecutionArgs): Promise<AsyncIterable<unknown> | ExecutionResult> {
  const exe = buildExecutionContext(a as Parameters<typeof buildExecutionContext>[0]);
  if (!('schema' in exe)) return { errors: exe };
  const rootType = exe.schema.getSubscriptionType();
  const node = exe.operation.selectionSet.selections[0] as FieldNode;
  const def = rootType?.getFields()[node.name.value];
  if (!rootType || !def) return { errors: [locatedError(new Error(`The subscription field "${node.name.value}" is not defined.`), [node], [])] };
  const key = node.alias?.value ?? node.name.value;
  const info = buildResolveInfo(exe, def, [node], rootType, { prev: undefined, key, typename: rootType.name });
  try {
    const vars = exe.variableValues as unknown as { coerced?: Record<string, unknown> };
    const args = getArgumentValues(def, node, vars.coerced ?? (vars as Record<string, unknown>));
    const subscribe = def.subscribe;
    if (!subscribe) throw new Error(`The subscription field "${node.name.value}" has no subscribe resolver.`);
    const stream = await subscribe(a.rootValue, args, a.contextValue, info);
    if (!isAsyncIterable(stream)) throw new Error(`Subscription field must return Async Iterable. Received: ${String(stream)}.`);
    return stream as AsyncIterable<unknown>;
  } catch (e) {
    return { errors: [locatedError(e as Error, [node], [key])] };
  }
}

/**
 * Operation keys made so far, each kept as one string: the sockets of one operation then hold the same
 * string, so comparing two keys in an event's loop is comparing two references (not a few hundred
 * characters each), and each socket does not keep its own copy. Emptied when it reaches 1,000 keys.
 */
const keys = new Map<string, string>();

/** The key of one operation: its text, its name and its variables (JSON); the same string for equal keys. */
function operationKey(args: ExecutionArgs): string {
  const text = args.document.loc?.source.body ?? '';
  const key = `${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${text}`;
  const kept = keys.get(key);
  if (kept !== undefined) return kept;
  if (keys.size >= 1_000) keys.clear();
  keys.set(key, key);
  return key;
}

/** Whether `x` is a promise (or any thenable). */
const isThenable = (x: unknown): x is PromiseLike<unknown> => typeof (x as { then?: unknown } | null)?.then === 'function';

/**
 * Maps an async iterable through `map` (return and throw passed on to the source). A value `map`
 * returns at once is handed on in the same step as the source's (no extra await per event and socket).
 */
function mapAsync<T, U>(source: AsyncIterable<T>, map: (value: T) => U | Promise<U>): AsyncGenerator<U> {
  const it = source[Symbol.asyncIterator]();
  const step = (r: IteratorResult<T>): IteratorResult<U> | Promise<IteratorResult<U>> => {
    if (r.done) return { done: true, value: undefined };
    const v = map(r.value);
    return isThenable(v) ? Promise.resolve(v).then((value) => ({ done: false, value })) : { done: false, value: v };
  };
  return asyncGenerator<U>({
    next: () => it.next().then(step),
    async return() {
      await it.return?.();
      return { done: true, value: undefined };
    },
    async throw(e: unknown) {
      if (it.throw) await it.throw(e);
      throw e;
    },
  });
}

/** An async generator object from its three methods (iterating returns itself; disposing returns). */
function asyncGenerator<T>(m: { next(): Promise<IteratorResult<T>>; return(): Promise<IteratorResult<T>>; throw(e: unknown): Promise<IteratorResult<T>> }): AsyncGenerator<T> {
  const out: AsyncGenerator<T> = {
    next: () => m.next(),
    return: () => m.return(),
    throw: (e: unknown) => m.throw(e),
    [Symbol.asyncIterator]() {
      return out;
    },
    async [Symbol.asyncDispose]() {
      await m.return();
    },
  };
  return out;
}

/** What attachWebSocket puts in a WebSocket operation's context (yoga.ts): its socket and the operation's id. */
export interface WebSocketOperation {
  readonly socket: WebSocket;
  readonly id: string;
}

/** The event, operation key and answer `resultOf` made or found last (an answer made at once only). */
let lastPayload: unknown = null;
let lastKey: string | null = null;
let lastAnswer: ExecutionResult | null = null;

/**
 * The answer to one event for one operation: made once per (event object, operation key) and handed to
 * every socket with that operation; an event that is not an object is executed for each socket.
 */
function resultOf(a: ExecutionArgs, key: string, payload: unknown): ExecutionResult | Promise<ExecutionResult> {
  // The sockets of one event ask in turn, mostly for the same operation: its answer is at hand.
  if (payload === lastPayload && key === lastKey) return lastAnswer!;
  if (typeof payload !== 'object' || payload === null) return execute({ ...a, rootValue: payload }) as ExecutionResult | Promise<ExecutionResult>;
  let byKey = resultsByEvent.get(payload);
  if (!byKey) resultsByEvent.set(payload, (byKey = new Map()));
  let result = byKey.get(key);
  if (!result) {
    // An event's fields resolve at once (they read the event): the result is then kept as is,
    // so every other socket takes it without waiting a turn.
    const made = execute({ ...a, rootValue: payload }) as ExecutionResult | Promise<ExecutionResult>;
    const keep = (r: ExecutionResult) => {
      sharedResults.add(r);
      byKey.set(key, r);
      return r;
    };
    result = isThenable(made) ? Promise.resolve(made).then(keep) : keep(made);
    if (isThenable(result)) byKey.set(key, result);
  }
  if (!isThenable(result)) {
    lastPayload = payload;
    lastKey = key;
    lastAnswer = result;
  }
  return result;
}

/**
 * One WebSocket operation's sink of a pushed stream: each event's answer made (or found: `resultOf`) and
 * sent on the socket (`SharedPayloadWebSocket.sendNext`). One object holds all an operation needs, so an
 * event's loop reads one object per socket rather than a chain of closures and their contexts (each a
 * cache miss in a loop over 1,000 sockets; ADR 0016).
 */
class SocketSink {
  constructor(
    private readonly socket: SharedPayloadWebSocket,
    private readonly id: string,
    private readonly head: Buffer,
    private readonly args: ExecutionArgs,
    private readonly key: string,
    private readonly settle: (r: IteratorResult<never>) => void,
    private readonly fail: (e: unknown) => void,
  ) {}

  next(payload: unknown): void | Promise<void> {
    const result = resultOf(this.args, this.key, payload);
    if (isThenable(result)) return Promise.resolve(result).then((r) => this.socket.sendNext(this.id, this.head, r));
    this.socket.sendNext(this.id, this.head, result);
  }

  error(e: unknown): void {
    this.fail(e);
  }

  complete(): void {
    this.settle({ done: true, value: undefined });
  }
}

/**
 * graphql-ws' side of a pushed subscription: an async generator that yields nothing and ends when the
 * stream does (or with its error), while every answer goes from the event's dispatch straight to the
 * socket (`SocketSink`): no promise, no `for await` turn and no JSON per socket and event when the answer
 * is made at once. graphql-ws still owns the operation: its `return()` (the client's `complete`, the
 * socket closing) unsubscribes the stream, and its `complete` / `error` messages go as usual.
 */
function pushedToSocket(stream: PushStream<unknown>, socket: SharedPayloadWebSocket, id: string, args: ExecutionArgs, key: string): AsyncGenerator<never> {
  let settle!: (r: IteratorResult<never>) => void;
  let fail!: (e: unknown) => void;
  const ended = new Promise<IteratorResult<never>>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // Handled when graphql-ws awaits next(); this keeps an error before that from being reported as unhandled.
  ended.catch(() => undefined);
  stream[PUSH](new SocketSink(socket, id, headFor(id), args, key, settle, fail));
  return asyncGenerator<never>({
    next: () => ended,
    async return() {
      await stream.return();
      settle({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
    async throw(e: unknown) {
      await stream.return();
      settle({ done: true, value: undefined });
      throw e;
    },
  });
}

/**
 * The envelop plugin: subscriptions whose single root field is in `fields` get a subscribe function
 * that executes each event once for every socket with the same operation and variables. The event
 * stream itself (the field's subscribe resolver) is still made per socket, with that socket's context.
 * Over WebSocket (the context's `wsOperation`), a stream that pushes (push-stream.ts) sends each answer
 * to the socket in the event's dispatch (`pushedToSocket`); any other stream is mapped per value.
 */
export function useSharedSubscriptionResults(fields: ReadonlySet<string>): Plugin {
  return {
    onSubscribe({ args, setSubscribeFn }) {
      const field = sharedRootField(args.document, args.operationName);
      if (!field || !fields.has(field)) return;
      setSubscribeFn(async (a: ExecutionArgs) => {
        const stream = await sourceEventStream(a);
        if (!isAsyncIterable(stream)) return stream;
        const key = operationKey(a);
        const op = (a.contextValue as { wsOperation?: WebSocketOperation } | undefined)?.wsOperation;
        if (op && op.socket instanceof SharedPayloadWebSocket && isPushStream(stream)) return pushedToSocket(stream, op.socket, op.id, a, key);
        return mapAsync(stream as AsyncIterable<unknown>, (payload: unknown) => resultOf(a, key, payload));
      });
    },
  };
}

/** A shared result's wire forms, made once per result: its JSON, and the message tail `<json>}` as bytes. */
interface SharedWire {
  readonly json: string;
  /** UTF-8 of the JSON and the message's closing brace: the part every socket's message ends with. */
  readonly tail: Buffer;
  /** Frame headers made for this event, by payload length (the sockets' ids mostly share one length). */
  readonly headers: Map<number, Buffer>;
  /**
   * Whole frames made for this result, by message prefix (one `Buffer` per subscription id: `headFor`):
   * the sockets whose subscription has the same id (the storefront's table sockets all use "1") get the
   * same bytes, made once. At most `FRAMES_PER_RESULT`; past that, frames are made per socket.
   */
  readonly frames: Map<Buffer, Buffer>;
}

/** Frames kept per result (distinct subscription ids among one event's sockets). */
const FRAMES_PER_RESULT = 64;

/**
 * The `next` message prefixes `{"id":<id>,"type":"next","payload":` made so far, one `Buffer` per id, so
 * that sockets whose operations share an id share the prefix object (and `SharedWire.frames` finds their
 * frame by reference). Emptied when it reaches 1,000 ids (a prefix made after that is simply another object).
 */
const heads = new Map<string, Buffer>();

/** The `next` message prefix of subscription `id` (one object per id: `heads`). */
function headFor(id: string): Buffer {
  let head = heads.get(id);
  if (head === undefined) {
    if (heads.size >= 1_000) heads.clear();
    head = Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
    heads.set(id, head);
  }
  return head;
}
const wireByResult = new WeakMap<ExecutionResult, SharedWire>();

/** A result as graphql-ws sends it in a `next` message's payload (its errors in their JSON form, or none). */
function payloadOf(result: ExecutionResult): object {
  const { errors, ...rest } = result;
  return errors ? { ...rest, errors: errors.map((e) => e.toJSON()) } : rest;
}

/** The result `sharedWire` answered last and its wire forms (every socket of a fan-out asks for the same one in turn). */
let lastResult: unknown = null;
let lastWire: SharedWire | null = null;

/** The wire forms of a result made by the shared path (made once), or null for any other result. */
function sharedWire(result: unknown): SharedWire | null {
  if (result === lastResult) return lastWire;
  if (typeof result !== 'object' || result === null || !sharedResults.has(result)) return null;
  const r = result as ExecutionResult;
  let wire = wireByResult.get(r);
  if (wire === undefined) {
    const json = JSON.stringify(payloadOf(r));
    wire = { json, tail: Buffer.from(`${json}}`), headers: new Map(), frames: new Map() };
    wireByResult.set(r, wire);
  }
  lastResult = r;
  lastWire = wire;
  return wire;
}

/** The JSON of a result made by the shared path (made once), or null for any other result. */
export function sharedPayloadJson(result: unknown): string | null {
  return sharedWire(result)?.json ?? null;
}

/**
 * The header of an unmasked, final WebSocket text frame carrying `length` payload bytes (RFC 6455
 * §5.2: FIN + opcode 1; a 7-bit length, or 126 and 16 bits, or 127 and 64 bits), as `ws`'s
 * `Sender.frame` makes for a server's text message.
 */
export function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65_536) {
    const h = Buffer.allocUnsafe(4);
    h[0] = 0x81;
    h[1] = 126;
    h.writeUInt16BE(length, 2);
    return h;
  }
  const h = Buffer.allocUnsafe(10);
  h[0] = 0x81;
  h[1] = 127;
  h.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
  h.writeUInt32BE(length >>> 0, 6);
  return h;
}

/** Stands in the message for the raw JSON until `SharedPayloadWebSocket.send` splices it in. */
const PLACEHOLDER = '\u0000platter-shared-payload\u0000';
const PLACEHOLDER_JSON = JSON.stringify(PLACEHOLDER);
/** The shared answer waiting to be sent: set while graphql-ws stringifies a message, read by the send that follows at once (same tick). */
let pending: SharedWire | null = null;

/**
 * graphql-ws `onNext` helper: for a shared result, a payload stand-in whose JSON is a placeholder
 * that `SharedPayloadWebSocket` replaces with the result's bytes made once; otherwise undefined (graphql-ws
 * sends the result as usual). graphql-ws stringifies the message and hands it to the socket's `send`
 * synchronously, so the pending answer cannot be taken by another message.
 */
export function attachSharedPayload(result: unknown): object | undefined {
  const wire = sharedWire(result);
  if (wire === null) return undefined;
  return {
    toJSON() {
      pending = wire;
      return PLACEHOLDER;
    },
  };
}

/**
 * The `ws` socket class of the GraphQL WebSocket server: sends shared answers framed from bytes made
 * once per event (issue 28 item 4). A graphql-ws message is `{"id":"<id>","type":"next","payload":<json>}`:
 * everything up to the payload is this socket's own (its subscription id; kept per socket, as bytes),
 * the rest (`<json>}`) is the same for every socket and made once, and so is the frame header for each
 * message length. Each socket then gets one buffer (header, its prefix, the shared tail) in one write
 * to its TCP socket: no JSON, no UTF-8 encoding and no framing per socket; sockets whose subscription
 * has the same id (the storefront's table sockets all subscribe as "1") get the same buffer, made once.
 *
 * The direct write is used only while it is exactly what `ws` would send: the socket is open and no
 * extension was negotiated (no permessage-deflate; the server does not offer it, yoga.ts): `ws` then
 * writes every message at once, in order, with nothing queued, so a direct write cannot overtake one.
 * Otherwise the message goes through `ws` as usual, with the shared JSON spliced in.
 */
export class SharedPayloadWebSocket extends WebSocket {
  /** This socket's message prefixes (`{"id":"…","type":"next","payload":`) as bytes, by their text. */
  private prefixes?: Map<string, Buffer>;
  /** Whether a direct write is what `ws` would send (no extension negotiated; fixed once open), once known. */
  private plain?: boolean;

  /**
   * Sends operation `id`'s graphql-ws `next` message (`{"id":…,"type":"next","payload":…}`) with `result`;
   * `head` is the message's prefix up to the payload (`headFor(id)`). A result from the shared path is
   * framed from the bytes made once per event (`sharedFrame`: one frame per result and id) and written to
   * the TCP socket (`writeFrame`: after the dispatch's listeners when in a write batch) while the socket
   * takes a direct write (open, no extension); otherwise the message goes through `ws` (JSON per socket
   * for another result), in the same order. Nothing is sent on a socket that is no longer open
   * (graphql-ws then ends the operation).
   */
  sendNext(id: string, head: Buffer, result: ExecutionResult): void {
    if (this.readyState !== WebSocket.OPEN) return;
    const wire = sharedWire(result);
    const raw = (this as unknown as { _socket?: FrameSink })._socket;
    if (wire !== null && raw && (this.plain ??= this.extensions === '')) writeFrame(raw, sharedFrame(head, wire));
    else {
      const message = wire !== null ? `${head.toString()}${wire.json}}` : JSON.stringify({ id, type: 'next', payload: payloadOf(result) });
      sendInOrder(() => super.send(message));
    }
  }

  override send(data: unknown, ...rest: unknown[]): void {
    if (pending !== null && typeof data === 'string') {
      const wire = pending;
      pending = null;
      const at = data.indexOf(PLACEHOLDER_JSON);
      if (at >= 0) {
        const end = at + PLACEHOLDER_JSON.length;
        const raw = (this as unknown as { _socket?: { write(b: Buffer, cb?: (e?: Error | null) => void): boolean } })._socket;
        // The stand-in ends the message (`…"payload":<stand-in>}`): frame it from the shared bytes.
        if (end === data.length - 1 && data.charCodeAt(end) === 0x7d && this.readyState === WebSocket.OPEN && raw && (this.plain ??= this.extensions === '')) {
          const cb = rest.find((x) => typeof x === 'function') as ((e?: Error | null) => void) | undefined;
          raw.write(framed(this.prefixBytes(data.slice(0, at)), wire), cb);
          fanoutSent();
          return;
        }
        data = data.slice(0, at) + wire.json + data.slice(end);
      }
    }
    (super.send as (...a: unknown[]) => void)(data, ...rest);
    fanoutSent();
  }

  /** A message prefix's bytes, made once per socket and prefix. */
  private prefixBytes(prefix: string): Buffer {
    this.prefixes ??= new Map();
    let head = this.prefixes.get(prefix);
    if (!head) {
      // A few subscriptions per socket at once (WS_MAX_SUBSCRIPTIONS_PER_SOCKET); ended ones' go in time.
      if (this.prefixes.size >= 32) this.prefixes.clear();
      head = Buffer.from(prefix);
      this.prefixes.set(prefix, head);
    }
    return head;
  }

}

/** One frame: the header for this length, the message prefix `head`, then the shared tail. */
function framed(head: Buffer, wire: SharedWire): Buffer {
  const length = head.length + wire.tail.length;
  let header = wire.headers.get(length);
  if (!header) wire.headers.set(length, (header = textFrameHeader(length)));
  const out = Buffer.allocUnsafe(header.length + length);
  header.copy(out, 0);
  head.copy(out, header.length);
  wire.tail.copy(out, header.length + head.length);
  return out;
}

/**
 * The frame of `wire` with prefix `head` (one of `heads`' objects), made once per result and prefix and
 * written as is to every socket with that prefix (a socket's write does not change its buffer), or made
 * for this socket alone once the result holds `FRAMES_PER_RESULT` frames.
 */
function sharedFrame(head: Buffer, wire: SharedWire): Buffer {
  let frame = wire.frames.get(head);
  if (frame === undefined) {
    frame = framed(head, wire);
    if (wire.frames.size < FRAMES_PER_RESULT) wire.frames.set(head, frame);
  }
  return frame;
}
