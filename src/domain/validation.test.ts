import { describe, it, expect } from 'vitest';
import {
  validateCardEmail,
  validateDeletionConfirmation,
  validateEmail,
  validateGuests,
  validatePasscode,
  validatePasswordConfirmation,
  validateVerificationForm,
} from './validation';

describe('e-mail (accounts-and-loyalty.md §5; orders-and-payments.md §5.2)', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.lee+food@mail.example.com.au', true],
    ['  ann@example.com ', true],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann example.com', false],
    ['ann@-example.com', false],
  ])('standard pattern: %j is valid %s', (email, valid) => {
    expect(validateEmail(email).ok).toBe(valid);
  });

  it('is optional unless required', () => {
    expect(validateEmail('')).toEqual({ ok: true, value: '' });
    expect(validateEmail('', true)).toEqual({ ok: false, code: 'EMAIL_REQUIRED' });
    expect(validateEmail('x')).toEqual({ ok: false, code: 'EMAIL_INVALID' });
  });

  it.each([
    ['ann@example.com', true],
    ['a|b c_d-e.f@mail-box.example.co', true],
    ['9lives@cat.io', true],
    ['.ann@example.com', false],
    ['_ann@example.com', false],
    ['ann@example.COM', false],
    ['ann@example.c', false],
    ['ann@ex-am-ple.com', false],
    ['ann@ex_ample.com', false],
    ['ann+x@example.com', false],
    ['ann@example', false],
  ])('card e-mail pattern: %j is valid %s', (email, valid) => {
    expect(validateCardEmail(email).ok).toBe(valid);
  });

  it('requires the card e-mail', () => {
    expect(validateCardEmail(' ')).toEqual({ ok: false, code: 'EMAIL_REQUIRED' });
    expect(validateCardEmail('nope')).toEqual({ ok: false, code: 'CARD_EMAIL_INVALID' });
  });
});

describe('table passcode and guests (storefront.md §5 "Fulfilment configuration")', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
  ])('passcode %j is valid %s', (passcode, valid) => {
    expect(validatePasscode(passcode)).toEqual(valid ? { ok: true, value: passcode } : { ok: false, code: 'PASSCODE_INVALID' });
  });

  it.each([
    ['4', { ok: true, value: 4 }],
    ['12', { ok: true, value: 12 }],
    [99, { ok: true, value: 99 }],
    ['', { ok: false, code: 'GUESTS_REQUIRED' }],
    ['0', { ok: false, code: 'GUESTS_REQUIRED' }],
    ['00', { ok: false, code: 'GUESTS_REQUIRED' }],
    ['100', { ok: false, code: 'GUESTS_INVALID' }],
    ['-1', { ok: false, code: 'GUESTS_INVALID' }],
    ['2.5', { ok: false, code: 'GUESTS_INVALID' }],
  ])('guests %j give %j', (input, result) => {
    expect(validateGuests(input)).toEqual(result);
  });
});

describe('passwords (accounts-and-loyalty.md §5)', () => {
  it.each([
    ['secret', 'secret', { ok: true, value: 'secret' }],
    ['', '', { ok: false, code: 'PASSWORD_REQUIRED' }],
    ['secret', '', { ok: false, code: 'PASSWORD_MISMATCH' }],
    ['secret', 'Secret', { ok: false, code: 'PASSWORD_MISMATCH' }],
  ])('password %j confirmed by %j gives %j', (password, confirm, result) => {
    expect(validatePasswordConfirmation(password, confirm)).toEqual(result);
  });

  it.each([
    ['an empty password first', { password: '', confirm: '', code: '' }, 'PASSWORD_REQUIRED'],
    ['then an empty confirmation', { password: 'a', confirm: '', code: '' }, 'CONFIRM_PASSWORD_REQUIRED'],
    ['then an empty code', { password: 'a', confirm: 'b', code: ' ' }, 'CODE_REQUIRED'],
    ['then a mismatch', { password: 'a', confirm: 'b', code: '123456' }, 'CONFIRM_PASSWORD_MISMATCH'],
    ['only the code when binding', { password: '', confirm: '', code: '', bindOnly: true }, 'CODE_REQUIRED'],
  ])('the verification screen checks %s', (_, form, code) => {
    expect(validateVerificationForm(form)).toEqual({ ok: false, code });
  });

  it.each([
    [{ password: 'a', confirm: 'a', code: '123456' }],
    [{ password: '', confirm: 'x', code: '123456', bindOnly: true }],
  ])('accepts %j', (form) => {
    expect(validateVerificationForm(form)).toEqual({ ok: true, value: form });
  });
});

describe('account deletion (accounts-and-loyalty.md §5: DELETE exactly)', () => {
  it.each([
    ['DELETE', true],
    ['delete', false],
    [' DELETE', false],
    ['DELETE ', false],
    ['', false],
  ])('%j confirms: %s', (text, confirmed) => {
    expect(validateDeletionConfirmation(text).ok).toBe(confirmed);
  });

  it('names the failure', () => {
    expect(validateDeletionConfirmation('nope')).toEqual({ ok: false, code: 'DELETE_CONFIRMATION_MISMATCH' });
  });
});
