/**
 * The socket writes of one event's dispatch, sent together once every listener has run (issue 28 item 4;
 * ADR 0016). A pushed subscription answer (shared-subscriptions.ts `sendNext`) used to be written to
 * its TCP socket as soon as its listener made it: each phone's JavaScript (the listener, the stream,
 * the sender, the frame) ran between two write system calls, and each write's kernel work (the TCP
 * send, the receiving side's TCP work on loopback, the reader's wake-up) pushed that JavaScript's objects
 * out of the CPU caches, so the per-socket JavaScript ran cold: measured with `perf`, ~5 µs a socket in
 * the server against ~0.3 µs when run without the writes between. Now, inside `inOneWriteBatch`, the
 * frames are made first (warm) and then written in one tight loop, as the socket floor writes.
 *
 * Order per socket is kept: a batch is open only during a synchronous dispatch, and every frame queued
 * in it is written, in queue order, before the dispatch returns (so no other write to the same socket can
 * come between). Outside a batch, `writeFrame` writes at once.
 */
import { fanoutMade, fanoutSent } from './fanout-clock';

/** A TCP socket as the batch writes to it (`net.Socket`). */
export interface FrameSink {
  write(frame: Buffer): boolean;
}

/** Queued sockets and their frames (parallel arrays; a send made another way: a function, no frame), or null while no batch is open. */
let sockets: (FrameSink | (() => void))[] | null = null;
let frames: (Buffer | null)[] = [];

/**
 * Writes one WebSocket frame to `socket` — queued until the end of the open batch if there is one, else
 * at once — and counts it on the fan-out clock when written.
 */
export function writeFrame(socket: FrameSink, frame: Buffer): void {
  if (sockets === null) {
    socket.write(frame);
    fanoutSent();
    return;
  }
  sockets.push(socket);
  frames.push(frame);
}

/**
 * Sends a message another way (through `ws`: `send`) — after the frames queued before it if a batch is
 * open, else at once — and counts it on the fan-out clock when sent.
 */
export function sendInOrder(send: () => void): void {
  if (sockets === null) {
    send();
    fanoutSent();
    return;
  }
  sockets.push(send);
  frames.push(null);
}

/**
 * Runs `run` (an event's dispatch to its listeners) with `writeFrame`'s writes queued, then writes them
 * in order, even when `run` throws (the error is then rethrown). Nested calls join the outer batch.
 */
export function inOneWriteBatch(run: () => void): void {
  if (sockets !== null) {
    run();
    return;
  }
  const queued: (FrameSink | (() => void))[] = (sockets = []);
  const made: (Buffer | null)[] = (frames = []);
  try {
    run();
  } finally {
    sockets = null;
    frames = [];
    if (queued.length > 0) {
      fanoutMade();
      for (let i = 0; i < queued.length; i++) {
        const to = queued[i]!;
        if (typeof to === 'function') to();
        else to.write(made[i]!);
      }
      fanoutSent(queued.length);
    }
  }
}
