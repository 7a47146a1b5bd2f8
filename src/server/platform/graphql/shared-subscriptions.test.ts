import { describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { attachSharedPayload, sharedPayloadJson, useSharedSubscriptionResults } from './shared-subscriptions';

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
