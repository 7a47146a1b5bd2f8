import { describe, expect, it } from 'vitest';
import { checkTipChoice, orderTipChoice, readTipSettings, tipModeFor, tipOnAmount, tipOptions, TIPS_OFF, validateTipSettings } from './tips';

describe('tip settings (issue 24 item 3)', () => {
  it('validates a change over the current settings and refuses unknown keys and modes', () => {
    expect(validateTipSettings({ pickup: 'custom' })).toEqual({ ok: true, value: { dinein: 'off', pickup: 'custom' } });
    expect(validateTipSettings({ dinein: 'presets' }, { dinein: 'off', pickup: 'custom' })).toEqual({ ok: true, value: { dinein: 'presets', pickup: 'custom' } });
    expect(validateTipSettings({ pickup: 'sometimes' })).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { field: 'tips.pickup', reason: 'unknownMode' } });
    expect(validateTipSettings({ delivery: 'off' })).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { field: 'tips.delivery', reason: 'unknownKey' } });
    expect(validateTipSettings('custom')).toMatchObject({ ok: false, params: { field: 'tips', reason: 'notObject' } });
  });

  it('reads the config keys, off by default or when unreadable', () => {
    expect(readTipSettings({})).toEqual(TIPS_OFF);
    expect(readTipSettings({ tips_pickup: 'presets', tips_dinein: 'bogus' })).toEqual({ dinein: 'off', pickup: 'presets' });
  });

  it('maps category types to their setting (delivery keeps the courier drawer)', () => {
    const s = { dinein: 'presets', pickup: 'custom' } as const;
    expect([1, 2, 3, 4, 6].map((t) => tipModeFor(s, t))).toEqual(['custom', 'presets', 'custom', null, 'presets']);
  });
});

describe('checkTipChoice / orderTipChoice', () => {
  it('reads an order param: a preset percent wins over cents', () => {
    expect(orderTipChoice(150, 10)).toEqual({ kind: 'preset', percent: 10 });
    expect(orderTipChoice(150, undefined)).toEqual({ kind: 'cents', cents: 150 });
    expect(orderTipChoice(0, null)).toEqual({ kind: 'none' });
    expect(orderTipChoice(undefined, undefined)).toEqual({ kind: 'none' });
  });

  it('refuses a tip when off, an amount when presets only, negatives and unknown presets', () => {
    expect(checkTipChoice('off', { kind: 'cents', cents: 100 })).toMatchObject({ ok: false, code: 'TIPS_OFF' });
    expect(checkTipChoice('off', { kind: 'preset', percent: 10 })).toMatchObject({ ok: false, code: 'TIPS_OFF' });
    expect(checkTipChoice('off', { kind: 'preset', percent: 0 }).ok).toBe(true);
    expect(checkTipChoice('off', { kind: 'cents', cents: 0 }).ok).toBe(true);
    expect(checkTipChoice('presets', { kind: 'cents', cents: 100 })).toMatchObject({ ok: false, code: 'TIP_PRESETS_ONLY' });
    expect(checkTipChoice('presets', { kind: 'preset', percent: 15 }).ok).toBe(true);
    expect(checkTipChoice('custom', { kind: 'cents', cents: -1 })).toMatchObject({ ok: false, code: 'TIP_NEGATIVE' });
    expect(checkTipChoice('custom', { kind: 'custom', amount: -0.5 })).toMatchObject({ ok: false, code: 'TIP_NEGATIVE' });
    expect(checkTipChoice('custom', { kind: 'preset', percent: 12 })).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { reason: 'unknownPreset' } });
    expect(checkTipChoice('custom', { kind: 'cents', cents: Number.NaN })).toMatchObject({ ok: false, code: 'BAD_INPUT' });
    expect(checkTipChoice('custom', { kind: 'custom', amount: 3.5 }).ok).toBe(true);
  });
});

describe('tipOptions / tipOnAmount (the reusable chooser)', () => {
  it('lists the presets above 0 on the amount, none when off', () => {
    expect(tipOptions('presets', 2345)).toEqual({
      mode: 'presets',
      base: 2345,
      presets: [
        { percent: 5, cents: 117 },
        { percent: 10, cents: 235 },
        { percent: 15, cents: 352 },
        { percent: 20, cents: 469 },
      ],
      custom: false,
    });
    expect(tipOptions('off', 2345).presets).toEqual([]);
    expect(tipOptions('custom', -5)).toMatchObject({ base: 0, custom: true });
  });

  it('computes the tip and the amount with it, refusing what the mode does not take', () => {
    expect(tipOnAmount('custom', 2000, { kind: 'preset', percent: 10 })).toEqual({ ok: true, value: { tip: 200, total: 2200 } });
    expect(tipOnAmount('custom', 2000, { kind: 'custom', amount: 2.5 }, 1)).toEqual({ ok: true, value: { tip: 250, total: 2250 } });
    expect(tipOnAmount('presets', 2000, { kind: 'none' })).toEqual({ ok: true, value: { tip: 0, total: 2000 } });
    expect(tipOnAmount('off', 2000, { kind: 'preset', percent: 5 })).toMatchObject({ ok: false, code: 'TIPS_OFF' });
  });
});
