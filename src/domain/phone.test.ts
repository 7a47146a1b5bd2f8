import { describe, it, expect } from 'vitest';
import { countryForCallingCode, detectDiallingCountry, toE164, validateMobile } from './phone';

describe('mobile numbers (accounts-and-loyalty.md §5 "Mobile input")', () => {
  it.each([
    ['0412345678', 'AU', { country: 'AU', national: '0412345678' }],
    ['412345678', 'AU', { country: 'AU', national: '412345678' }],
    ['+61412345678', 'CN', { country: 'AU', national: '412345678' }],
    ['0061412345678', 'CN', { country: 'AU', national: '412345678' }],
    ['+8613800138000', 'AU', { country: 'CN', national: '13800138000' }],
    ['07911123456', 'gb', { country: 'GB', national: '07911123456' }],
    ['12345', 'XX', { country: 'XX', national: '12345' }],
  ])('accepts %j with country %s as %j', (input, country, value) => {
    expect(validateMobile(input, country)).toEqual({ ok: true, value });
  });

  it('checks against Australia by default (accounts-and-loyalty.md §9)', () => {
    expect(validateMobile('0412345678')).toMatchObject({ ok: true, value: { country: 'AU' } });
  });

  it.each([
    ['', 'MOBILE_REQUIRED'],
    ['   ', 'MOBILE_REQUIRED'],
    ['0412 345 678', 'MOBILE_INVALID'],
    ['04-1234-5678', 'MOBILE_INVALID'],
    ['++61412345678', 'MOBILE_INVALID'],
    ['+6141234567890123456', 'MOBILE_INVALID'],
    ['0298765432', 'MOBILE_INVALID'],
    ['0412', 'MOBILE_INVALID'],
    ['+614', 'MOBILE_INVALID'],
  ])('refuses %j with %s', (input, code) => {
    expect(validateMobile(input, 'AU')).toMatchObject({ ok: false, code });
  });

  it('allows at most 18 characters', () => {
    expect(validateMobile('123456789012345678', 'XX').ok).toBe(true);
    expect(validateMobile('1234567890123456789', 'XX')).toEqual({ ok: false, code: 'MOBILE_INVALID' });
  });

  it.each([
    ['+6141', { country: 'AU', callingCode: '61' }],
    ['+614', undefined],
    ['00614', undefined],
    ['006141', { country: 'AU', callingCode: '61' }],
    ['+1415555', { country: 'US', callingCode: '1' }],
    ['+86138', { country: 'CN', callingCode: '86' }],
    ['+99999', undefined],
    ['0412345678', undefined],
  ])('typing %j switches the country to %j', (input, switched) => {
    expect(detectDiallingCountry(input)).toEqual(switched);
  });

  it.each([
    ['61', 'AU'],
    ['1', 'US'],
    ['44', 'GB'],
    ['999', undefined],
  ])('calling code %s belongs to %s', (code, country) => {
    expect(countryForCallingCode(code)).toBe(country);
  });

  it.each([
    [{ country: 'AU', national: '0412345678' }, '+61412345678'],
    [{ country: 'AU', national: '412345678' }, '+61412345678'],
    [{ country: 'XX', national: '12345' }, '12345'],
    [{ country: 'AU', national: '' }, ''],
  ])('writes %j as %j in E.164', (mobile, e164) => {
    expect(toE164(mobile)).toBe(e164);
  });
});
