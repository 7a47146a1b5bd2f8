// Table fan-out framed once per event (issue 28 item 4; graphql/shared-subscriptions.ts): phones at a
// table each get, on their own socket and under their own subscription id, the one answer of an event
// (a whole WebSocket text message a plain ws client reads); a phone that may see the cart and one that
// may not (passcode table, not joined) get different answers of the same event; a phone of another
// table and a socket without a session get an error and no event at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const T1 = 'mvnw98rxyj'; // demo table 1, code mode
const T2 = 'a7ep6f39up'; // demo table 2, code mode
const COURTYARD = 'j7fpuywwkk'; // passcode 1937
const Q_INFO = `query($rc: String, $d: String) { orderResInfo(rc: $rc, device_uid: $d) { auth { authorization { token } } } }`;
const M_EDIT = `mutation($rc: String, $k: String, $count: Int) { orderResEdit(rc: $rc, k: $k, count: $count) { orderversion } }`;
const S_CHANGED = `subscription($rc: String) { orderResEditingChanged(rc: $rc) { orderversion count state carts { id count } } }`;

type Message = { id?: string; type: string; payload?: any };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A graphql-transport-ws socket spoken by hand, keeping every message as received (text frames only). */
async function rawSocket(url: string, token?: string) {
  const ws = new WebSocket(url.replace('http', 'ws') + '/websocket/user/gapi', 'graphql-transport-ws');
  const messages: Message[] = [];
  const binary: Buffer[] = [];
  ws.on('message', (d: Buffer, isBinary: boolean) => (isBinary ? binary.push(d) : messages.push(JSON.parse(d.toString()))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
  const until = Date.now() + 5_000;
  while (!messages.some((m) => m.type === 'connection_ack')) {
    if (Date.now() > until) throw new Error('no connection_ack');
    await sleep(5);
  }
  return {
    ws,
    binary,
    subscribe: (id: string, rc: string) => ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: S_CHANGED, variables: { rc } } })),
    /** Messages of subscription `id` (all types), in order. */
    of: (id: string) => messages.filter((m) => m.id === id),
  };
}

describe.each(testDatabaseKinds())('table fan-out framed once on %s', (kind) => {
  let t: TestApp;
  const sockets: WebSocket[] = [];
  const token = async (rc: string, d: string) => (await t.gql(Q_INFO, { rc, d })).data.orderResInfo.auth.authorization.token as string;
  const edit = async (tok: string, v: Record<string, unknown>) => {
    const r = await t.gql(M_EDIT, v, { authorization: `Bearer ${tok}` });
    expect(r.errors).toBeUndefined();
    return r.data.orderResEdit.orderversion as number;
  };
  const open = async (tok?: string) => {
    const s = await rawSocket(t.url, tok);
    sockets.push(s.ws);
    return s;
  };
  /** Changes the seats until every subscription has had an event (a subscribe is not acknowledged). */
  const untilLive = async (tok: string, rc: string, ready: () => boolean, k?: string) => {
    for (let i = 0; i < 100 && !ready(); i++) {
      await edit(tok, { rc, k, count: 2 + (i % 2) });
      await sleep(50);
    }
    expect(ready()).toBe(true);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it('sends every phone at the table the same answer under its own subscription id, and nothing to a phone of another table or without a session', async () => {
    const editor = await token(T1, 'fanout-editor');
    const phones = await Promise.all(['fanout-a', 'fanout-b', 'fanout-c'].map(async (d) => open(await token(T1, d))));
    // Ids of different lengths; the first phone holds two subscriptions on one socket.
    const ids = ['1', 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', 'phone-c'];
    phones.forEach((p, i) => p.subscribe(ids[i], T1));
    phones[0].subscribe('second', T1);
    const spy = await open(await token(T2, 'fanout-spy'));
    spy.subscribe('spy', T1);
    const anonymous = await open();
    anonymous.subscribe('anon', T1);
    await untilLive(editor, T1, () => phones.every((p, i) => p.of(ids[i]).length > 0) && phones[0].of('second').length > 0);

    const version = await edit(editor, { rc: T1, count: 5 });
    const nextOf = (p: Awaited<ReturnType<typeof open>>, id: string) => p.of(id).filter((m) => m.type === 'next' && m.payload.data.orderResEditingChanged.orderversion === version);
    const until = Date.now() + 5_000;
    while (Date.now() < until && !(phones.every((p, i) => nextOf(p, ids[i]).length === 1) && nextOf(phones[0], 'second').length === 1)) await sleep(10);
    const answers = [...phones.map((p, i) => nextOf(p, ids[i])), nextOf(phones[0], 'second')];
    for (const a of answers) expect(a).toHaveLength(1);
    expect(answers.map((a) => a[0].id)).toEqual([...ids, 'second']);
    for (const a of answers) expect(a[0]).toEqual({ id: a[0].id, type: 'next', payload: { data: { orderResEditingChanged: { orderversion: version, count: 5, state: 0, carts: [] } } } });
    for (const p of phones) expect(p.binary).toHaveLength(0);

    // Refused: the refusal, then nothing, however many events the table has.
    for (const [s, id, message] of [[spy, 'spy', 'not found'], [anonymous, 'anon', 'invalid token']] as const) {
      const got = s.of(id);
      expect(got.filter((m) => m.type === 'next' && m.payload?.data)).toHaveLength(0);
      const refusal = got.find((m) => m.type === 'error' || (m.type === 'next' && m.payload?.errors));
      expect(refusal?.type === 'error' ? refusal.payload[0].message : refusal?.payload.errors[0].message).toBe(message);
    }
  });

  it('sends a phone that joined a passcode table the cart, and one that did not the same event without it', async () => {
    const member = await token(COURTYARD, 'fanout-member');
    await edit(member, { rc: COURTYARD, k: '1937', count: 2 });
    const inside = await open(member);
    const outside = await open(await token(COURTYARD, 'fanout-outsider'));
    inside.subscribe('in', COURTYARD);
    outside.subscribe('out', COURTYARD);
    await untilLive(member, COURTYARD, () => inside.of('in').length > 0 && outside.of('out').length > 0);
    const version = await edit(member, { rc: COURTYARD, count: 4 });
    const pick = (s: Awaited<ReturnType<typeof open>>, id: string) => s.of(id).find((m) => m.type === 'next' && m.payload.data.orderResEditingChanged.orderversion === version);
    const until = Date.now() + 5_000;
    while (Date.now() < until && !(pick(inside, 'in') && pick(outside, 'out'))) await sleep(10);
    expect(pick(inside, 'in')!.payload.data.orderResEditingChanged).toEqual({ orderversion: version, count: 4, state: 0, carts: [] });
    expect(pick(outside, 'out')!.payload.data.orderResEditingChanged).toEqual({ orderversion: version, count: 4, state: 1, carts: null });
  });
});
