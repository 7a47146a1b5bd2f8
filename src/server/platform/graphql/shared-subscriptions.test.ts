import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import * as ws from 'ws';
import { WebSocket, WebSocketServer } from 'ws';
import { pushStream } from './push-stream';
import { inOneWriteBatch } from './write-batch';
import { attachSharedPayload, sharedPayloadJson, SharedPayloadWebSocket, textFrameHeader, useSharedSubscriptionResults } from './shared-subscriptions';

/** A WebSocket server of SharedPayloadWebSocket and `n` ws clients connected to it (server side in the same order). */
async function socketPairs(n: number) {
  const server = createServer();
  const wss = new WebSocketServer({ server, WebSocket: SharedPayloadWebSocket });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const serverSockets: SharedPayloadWebSocket[] = [];
  wss.on('connection', (s: SharedPayloadWebSocket) => serverSockets.push(s));
  const clients: WebSocket[] = [];
  // One at a time, so that the server's sockets come in the clients' order.
  for (let i = 0; i < n; i++) {
    clients.push(await new Promise<WebSocket>((resolve) => { const c = new WebSocket(url); c.once('open', () => resolve(c)); }));
    while (serverSockets.length < clients.length) await new Promise((r) => setTimeout(r, 5));
  }
  return { server, wss, serverSockets, clients };
}

describe('shared subscription results', () => {
  it('executes one event once for every subscriber with the same operation, and per subscriber otherwise', async () => {
    let executions = 0;
    const event = { tick: { n: 1 } };
    const schema = createSchema({
      typeDefs: 'type Query { x: Int } type Tick { n: Int! doubled: Int! } type Subscription { tick(k: Int): Tick! other: Tick! }',
      resolvers: {
        Tick: { doubled: (t: { n: number }) => (executions++, t.n * 2) },
        Subscription: {
          tick: { subscribe: async function* () { yield event; } },
          other: { subscribe: async function* () { yield { other: { n: 1 } }; } },
        },
      },
    });
    const yoga = createYoga({ schema, plugins: [useSharedSubscriptionResults(new Set(['tick']))] });
    const first = async (query: string, variables: Record<string, unknown> = {}) => {
      const { parse, subscribe, contextFactory } = yoga.getEnveloped({ request: new Request('http://x/'), params: { query } });
      const stream = (await subscribe({ schema: yoga.getEnveloped().schema, document: parse(query), variableValues: variables, contextValue: await contextFactory() })) as AsyncIterable<unknown>;
      for await (const r of stream) return r;
    };
    const q = 'subscription($k: Int) { tick(k: $k) { n doubled } }';
    const a = await first(q, { k: 1 });
    const b = await first(q, { k: 1 });
    expect(a).toEqual({ data: { tick: { n: 1, doubled: 2 } } });
    expect(b).toBe(a);
    expect(executions).toBe(1);
    expect(sharedPayloadJson(a)).toBe(JSON.stringify(a));
    // Other variables: another execution; a field not shared: the usual path, nothing spliced.
    expect(await first(q, { k: 2 })).not.toBe(a);
    expect(executions).toBe(2);
    const other = await first('subscription { other { n } }');
    expect(other).toEqual({ data: { other: { n: 1 } } });
    expect(sharedPayloadJson(other)).toBeNull();
    expect(attachSharedPayload(other)).toBeUndefined();
    // The stand-in serialises to a placeholder, which the socket class replaces with the JSON.
    expect(JSON.stringify({ payload: attachSharedPayload(a) })).not.toContain('doubled');
  });
});

describe('shared answers framed once per event', () => {
  it('makes the frame header ws makes, for 7-bit, 16-bit and 64-bit lengths', () => {
    // ws's own framing (its public Sender.frame; not in @types/ws).
    const Sender = (ws as unknown as { Sender: { frame(d: Buffer, o: object): Buffer[] } }).Sender;
    for (const length of [0, 1, 125, 126, 400, 65_535, 65_536, 70_000]) {
      const [header] = Sender.frame(Buffer.alloc(length), { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false });
      expect(textFrameHeader(length).equals(header)).toBe(true);
    }
  });

  it('sends each socket its own id with the shared answer, as whole text messages a ws client reads', async () => {
    // A shared result (made by the shared path) for one event.
    const schema = createSchema({
      typeDefs: 'type Query { x: Int } type Subscription { tick: Tick! } type Tick { n: Int! text: String! }',
      resolvers: { Subscription: { tick: { subscribe: async function* () { yield { tick: { n: 7, text: 'é'.repeat(200) } }; } } } },
    });
    const yoga = createYoga({ schema, plugins: [useSharedSubscriptionResults(new Set(['tick']))] });
    const { parse, subscribe, contextFactory } = yoga.getEnveloped({ request: new Request('http://x/'), params: { query: 'subscription { tick { n text } }' } });
    const stream = (await subscribe({ schema: yoga.getEnveloped().schema, document: parse('subscription { tick { n text } }'), contextValue: await contextFactory() })) as AsyncIterable<unknown>;
    let result: unknown;
    for await (const r of stream) {
      result = r;
      break;
    }
    expect(sharedPayloadJson(result)).not.toBeNull();

    const { server, wss, serverSockets, clients } = await socketPairs(3);
    expect(serverSockets).toHaveLength(3);
    const received: string[][] = clients.map(() => []);
    clients.forEach((c, i) => c.on('message', (d: Buffer, binary: boolean) => received[i].push(`${binary ? 'binary:' : ''}${d.toString()}`)));
    // As graphql-ws sends: stringify the message with the stand-in, then send it on the socket.
    const ids = ['a', 'b-7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910', 'c'];
    const sent: Promise<void>[] = [];
    serverSockets.forEach((s, i) => {
      const message = JSON.stringify({ id: ids[i], type: 'next', payload: attachSharedPayload(result) });
      sent.push(new Promise((resolve, reject) => s.send(message, (e?: Error) => (e ? reject(e) : resolve()))));
    });
    // A second subscription on the first socket, and a message that is not shared, in order after it.
    sent.push(new Promise((resolve, reject) => serverSockets[0].send(JSON.stringify({ id: 'z', type: 'next', payload: attachSharedPayload(result) }), (e?: Error) => (e ? reject(e) : resolve()))));
    serverSockets[0].send(JSON.stringify({ id: 'a', type: 'complete' }));
    await Promise.all(sent);
    await new Promise((r) => setTimeout(r, 100));
    const payload = JSON.parse(sharedPayloadJson(result)!);
    expect(payload).toEqual({ data: { tick: { n: 7, text: 'é'.repeat(200) } } });
    expect(received[0].map((m) => JSON.parse(m))).toEqual([{ id: 'a', type: 'next', payload }, { id: 'z', type: 'next', payload }, { id: 'a', type: 'complete' }]);
    expect(received[1].map((m) => JSON.parse(m))).toEqual([{ id: ids[1], type: 'next', payload }]);
    expect(received[2].map((m) => JSON.parse(m))).toEqual([{ id: 'c', type: 'next', payload }]);
    for (const c of clients) c.close();
    await new Promise<void>((r) => wss.close(() => server.close(() => r())));
  });
});

describe('shared answers pushed to the socket in the event dispatch', () => {
  it('writes each event to each subscribed socket within the emit, and ends the operation with the stream', async () => {
    // One subscription field whose resolver returns a push stream the test fires by hand.
    const emits: ((make: (arg: null) => unknown, arg: null) => void)[] = [];
    let unsubscribed = 0;
    let executions = 0;
    const schema = createSchema({
      typeDefs: 'type Query { x: Int } type Subscription { tick: Tick! } type Tick { n: Int! seen: Int! }',
      resolvers: {
        Tick: { seen: (t: { n: number }) => (executions++, t.n) },
        Subscription: {
          tick: {
            subscribe: () =>
              pushStream((emit) => {
                emits.push(emit);
                return () => unsubscribed++;
              }),
          },
        },
      },
    });
    const yoga = createYoga({ schema, plugins: [useSharedSubscriptionResults(new Set(['tick']))] });
    const { server, wss, serverSockets, clients } = await socketPairs(2);
    const received: unknown[][] = clients.map(() => []);
    clients.forEach((c, i) => c.on('message', (d: Buffer) => received[i].push(JSON.parse(d.toString()))));

    const query = 'subscription { tick { n seen } }';
    const operations = await Promise.all(
      serverSockets.map(async (socket, i) => {
        const { parse, subscribe, contextFactory } = yoga.getEnveloped({ request: new Request('http://x/'), params: { query }, wsOperation: { socket, id: `op-${i}` } });
        return (await subscribe({ schema: yoga.getEnveloped().schema, document: parse(query), contextValue: await contextFactory() })) as AsyncGenerator<unknown>;
      }),
    );
    // graphql-ws waits on next(): it yields nothing while the answers go straight to the sockets.
    const ends = operations.map((o) => o.next());
    const event = { tick: { n: 5 } };
    for (const emit of emits) emit(() => event, null);
    // Not executed per socket, and each socket got its message during the emit (before any turn).
    expect(executions).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    const payload = { data: { tick: { n: 5, seen: 5 } } };
    expect(received).toEqual([[{ id: 'op-0', type: 'next', payload }], [{ id: 'op-1', type: 'next', payload }]]);
    // graphql-ws' return() (the client's complete, the socket closing): the stream unsubscribes, next() ends.
    await operations[0].return(undefined);
    expect(await ends[0]).toEqual({ done: true, value: undefined });
    expect(unsubscribed).toBe(1);
    // A closed socket is sent nothing.
    clients[1].close();
    await new Promise((r) => setTimeout(r, 50));
    emits[1](() => ({ tick: { n: 6 } }), null);
    await operations[1].return(undefined);
    expect(unsubscribed).toBe(2);
    expect(received[1]).toHaveLength(1);
    clients[0].close();
    await new Promise<void>((r) => wss.close(() => server.close(() => r())));
  });
});

describe('one frame for every socket whose subscription has the same id', () => {
  it('writes the same bytes, made once, to the sockets sharing an id, after the dispatch’s listeners (write batch)', async () => {
    const emits: ((make: (arg: null) => unknown, arg: null) => void)[] = [];
    const schema = createSchema({
      typeDefs: 'type Query { x: Int } type Subscription { tick: Tick! } type Tick { n: Int! }',
      resolvers: { Subscription: { tick: { subscribe: () => pushStream((emit) => (emits.push(emit), () => undefined)) } } },
    });
    const yoga = createYoga({ schema, plugins: [useSharedSubscriptionResults(new Set(['tick']))] });
    const { server, wss, serverSockets, clients } = await socketPairs(3);
    const received: unknown[][] = clients.map(() => []);
    clients.forEach((c, i) => c.on('message', (d: Buffer) => received[i].push(JSON.parse(d.toString()))));
    // What each server socket's TCP socket is handed.
    const written: Buffer[][] = serverSockets.map(() => []);
    serverSockets.forEach((s, i) => {
      const tcp = (s as unknown as { _socket: { write: (b: Buffer, ...rest: unknown[]) => boolean } })._socket;
      const write = tcp.write.bind(tcp);
      tcp.write = (b: Buffer, ...rest: unknown[]) => (written[i].push(b), write(b, ...rest));
    });
    const ids = ['1', '1', 'x'];
    const query = 'subscription { tick { n } }';
    const operations = await Promise.all(
      serverSockets.map(async (socket, i) => {
        const { parse, subscribe, contextFactory } = yoga.getEnveloped({ request: new Request('http://x/'), params: { query }, wsOperation: { socket, id: ids[i] } });
        return (await subscribe({ schema: yoga.getEnveloped().schema, document: parse(query), contextValue: await contextFactory() })) as AsyncGenerator<unknown>;
      }),
    );
    const event = { tick: { n: 9 } };
    let writtenDuringListeners = -1;
    inOneWriteBatch(() => {
      for (const emit of emits) emit(() => event, null);
      writtenDuringListeners = written.flat().length;
    });
    expect(writtenDuringListeners).toBe(0);
    expect(written.map((w) => w.length)).toEqual([1, 1, 1]);
    // The two sockets of id "1": the very same buffer; the third its own.
    expect(written[1][0]).toBe(written[0][0]);
    expect(written[2][0]).not.toBe(written[0][0]);
    await new Promise((r) => setTimeout(r, 100));
    const payload = { data: { tick: { n: 9 } } };
    expect(received).toEqual([[{ id: '1', type: 'next', payload }], [{ id: '1', type: 'next', payload }], [{ id: 'x', type: 'next', payload }]]);
    for (const o of operations) await o.return(undefined);
    for (const c of clients) c.close();
    await new Promise<void>((r) => wss.close(() => server.close(() => r())));
  });
});
