import { describe, it, expect } from 'vitest';
import { customTip, presetTip, tipAmount, TIP_PRESETS } from './tips';

describe('tip presets (orders-and-payments.md §9: 0, 5, 10, 15, 20 % of the total before discounts)', () => {
  it('offers not now, 5 %, 10 %, 15 % and 20 %', () => {
    expect(TIP_PRESETS).toEqual([0, 5, 10, 15, 20]);
  });

  it.each([
    [0, 4321, 0],
    [5, 4321, 216],
    [10, 4321, 432],
    [15, 4321, 648],
    [20, 4321, 864],
    [15, 1010, 152],
    [10, -50, 0],
  ])('%i %% of %i cents is %i cents', (percent, total, tip) => {
    expect(presetTip(percent, total)).toEqual({ ok: true, value: tip });
  });

  it('refuses a percentage that is not a preset', () => {
    expect(presetTip(12, 1000)).toEqual({ ok: false, code: 'BAD_INPUT', params: { field: 'tip' } });
  });
});

describe('custom tip (orders-and-payments.md §5.4: ≥ 0, divided by the monetary rate, whole cents)', () => {
  it.each([
    [2.5, 1, 250],
    [0, 1, 0],
    [10, 2, 500],
    [3.333, 1, 333],
  ])('%s at rate %s is %i cents', (amount, rate, cents) => {
    expect(customTip(amount, rate)).toEqual({ ok: true, value: cents });
  });

  it('refuses a negative tip', () => {
    expect(customTip(-1)).toEqual({ ok: false, code: 'TIP_NEGATIVE' });
  });

  it('refuses a tip that is not a number', () => {
    expect(customTip(Number.NaN)).toMatchObject({ ok: false, code: 'BAD_INPUT' });
  });
});

describe('tipAmount', () => {
  it.each([
    [undefined, 0],
    [{ kind: 'none' }, 0],
    [{ kind: 'preset', percent: 10 }, 300],
    [{ kind: 'custom', amount: 4 }, 200],
    [{ kind: 'cents', cents: 150 }, 150],
  ] as const)('%j on a 3000 total at rate 2 is %i', (choice, tip) => {
    expect(tipAmount(choice, 3000, 2)).toEqual({ ok: true, value: tip });
  });

  it.each([
    [{ kind: 'cents', cents: -1 }, 'TIP_NEGATIVE'],
    [{ kind: 'cents', cents: 1.5 }, 'BAD_INPUT'],
    [{ kind: 'custom', amount: -2 }, 'TIP_NEGATIVE'],
  ] as const)('refuses %j with %s', (choice, code) => {
    expect(tipAmount(choice, 3000)).toMatchObject({ ok: false, code });
  });
});

describe('courierTipPreview (issue 27 item 6: each tip as % and $, the total after the tip)', () => {
  it('shows each preset in cents of the tip base (items + delivery here), and the total after the chosen tip', async () => {
    const { courierTipPreview } = await import('./tips');
    const p = courierTipPreview(3_995, { kind: 'preset', percent: 10 });
    expect(p.base).toBe(3_995);
    expect(p.presets).toEqual([
      { percent: 0, cents: 0 },
      { percent: 5, cents: 200 },
      { percent: 10, cents: 400 },
      { percent: 15, cents: 599 },
      { percent: 20, cents: 799 },
    ]);
    expect([p.tip, p.total]).toEqual([400, 4_395]);
    expect(courierTipPreview(3_995, { kind: 'cents', cents: 250 }).total).toBe(4_245);
    expect(courierTipPreview(3_995, { kind: 'none' }).total).toBe(3_995);
    expect(courierTipPreview(3_995, { kind: 'custom', amount: -1 }).tip).toBe(0);
  });
});
