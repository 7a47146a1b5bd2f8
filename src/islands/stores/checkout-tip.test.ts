import { describe, expect, it } from 'vitest';
import { makeCartLine, makeVenue } from '../../domain/test-fixtures';
import { orderTipChoice, tipOnAmount } from '../../domain/tips';
import { buildOrderParam } from './checkout-flow';

/** Wednesday 11 June 2025, 10:00 in Sydney: the fixture venue is open. */
const NOW = Date.UTC(2025, 5, 11, 0, 0, 0) / 1000;
const line = makeCartLine({ count: 2 });
const cart = { lines: [line], categoryType: 3, preOrder: false, validDate: '', validTime: '', address: null, notes: '' };

describe('the pickup tip in the orderEdit param (issue 24 item 3)', () => {
  it('a preset goes as feetips and extra.tip_percent, which the server reads back as the same preset', () => {
    const built = buildOrderParam(makeVenue(), cart, { now: NOW, tip: { kind: 'preset', percent: 10 } });
    if (!built.ok) throw new Error(built.code);
    const { param, priced } = built.value;
    expect(param.feetips).toBe(Math.round(priced.breakdown.tipBase / 10));
    expect(JSON.parse(String(param.extra))).toMatchObject({ tip_percent: 10 });
    expect(param.feetopay).toBe(priced.feetopay);
    const choice = orderTipChoice(param.feetips, JSON.parse(String(param.extra)).tip_percent);
    const server = tipOnAmount('custom', priced.breakdown.tipBase, choice);
    expect(server.ok && server.value.tip).toBe(param.feetips);
  });

  it('a custom amount goes as feetips cents without a percent; no tip sends 0', () => {
    const custom = buildOrderParam(makeVenue(), cart, { now: NOW, tip: { kind: 'custom', amount: 2.5 } });
    if (!custom.ok) throw new Error(custom.code);
    expect(custom.value.param.feetips).toBe(250);
    expect(JSON.parse(String(custom.value.param.extra)).tip_percent).toBeUndefined();
    const none = buildOrderParam(makeVenue(), cart, { now: NOW });
    expect(none.ok && none.value.param.feetips).toBe(0);
  });
});
