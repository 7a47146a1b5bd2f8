import { describe, expect, it, vi } from 'vitest';
import { createDropinWiring, simulatorDropin, type DropinLike, type PayCalls, type WiringOptions } from './dropin-wiring';

/** A fake adyen-web drop-in: records status changes, actions handled and submits. */
function fakeDropin(valid = true) {
  const log: string[] = [];
  const dropin: DropinLike & { log: string[] } = {
    log,
    isValid: valid,
    submit: () => log.push('submit'),
    setStatus: (s) => log.push(`status:${s}`),
    handleAction: (a) => log.push(`action:${String(a.type)}`),
    showValidation: () => log.push('showValidation'),
  };
  return dropin;
}

function fakeActions() {
  const calls: unknown[] = [];
  return { calls, resolve: (r: unknown) => calls.push(['resolve', r]), reject: () => calls.push(['reject']) };
}

function setup(answer: { session_id?: string; session_data?: string; result_code: string } | Error = { result_code: 'Authorised' }, over: Partial<WiringOptions> = {}) {
  const calls: PayCalls = {
    apply: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return { session_id: 'S1', session_data: '{}', ...answer };
    }),
    details: vi.fn(async () => ({ code: 'Authorised', data: '{}' })),
    error: vi.fn(async () => true),
    removeStored: vi.fn(async (id: string) => id === 'pm_1'),
  };
  const seen = { go: [] as string[], remembered: [] as string[], emailMissing: 0, refused: 0, apiErrors: [] as unknown[] };
  const email = { value: 'ada@example.com' };
  const wiring = createDropinWiring({
    calls,
    platform: 1,
    amount: 1200,
    surcharge: 14,
    returnUrl: 'https://shop.test/pay/callback?target=pay&platform=1&tid=P1&vid=3',
    reference: 'uid-ada',
    email: () => email.value,
    emailValid: () => /@/.test(email.value),
    successUrl: (s) => `/ok?sessionId=${s}`,
    failedUrl: (s) => `/failed?sessionId=${s}`,
    go: (u) => seen.go.push(u),
    rememberSession: (s) => seen.remembered.push(s),
    onEmailMissing: () => seen.emailMissing++,
    onRefused: () => seen.refused++,
    onApiError: (e) => seen.apiErrors.push(e),
    ...over,
  });
  return { wiring, calls, seen, email };
}

const card = { type: 'scheme', encryptedCardNumber: 'adyenjs_x', holderName: 'Ada' };

describe('the Pay button (§2.8: only when the drop-in is valid and the e-mail is set)', () => {
  it('asks for the e-mail first, then the drop-in validity, then submits', () => {
    const { wiring, seen, email } = setup();
    email.value = '';
    const dropin = fakeDropin(true);
    expect(wiring.pay(dropin)).toBe(false);
    expect(seen.emailMissing).toBe(1);
    expect(dropin.log).toEqual([]);
    email.value = 'ada@example.com';
    const invalid = fakeDropin(false);
    expect(wiring.pay(invalid)).toBe(false);
    expect(invalid.log).toEqual(['showValidation']);
    expect(wiring.pay(dropin)).toBe(true);
    expect(dropin.log).toEqual(['submit']);
  });
});

describe('onSubmit → orderPayApply in the drop-in shape, answered per §4.10', () => {
  it('sends the drop-in shape with the member reference and the store flag, then goes to the success URL', async () => {
    const { wiring, calls, seen } = setup({ result_code: 'Authorised', session_id: 'S9' });
    const dropin = fakeDropin();
    const actions = fakeActions();
    await wiring.onSubmit({ data: { paymentMethod: card, browserInfo: { colorDepth: 24 }, riskData: { clientData: 'r' }, storePaymentMethod: true } }, dropin, actions);
    expect(calls.apply).toHaveBeenCalledWith({
      platform: 1,
      amount: 1200,
      surcharge: 14,
      email: 'ada@example.com',
      payment_method: JSON.stringify(card),
      browser_info: '{"colorDepth":24}',
      risk_data: '{"clientData":"r"}',
      return_url: 'https://shop.test/pay/callback?target=pay&platform=1&tid=P1&vid=3',
      reference: 'uid-ada',
      store_payment_method: true,
    });
    expect(actions.calls).toEqual([['resolve', { resultCode: 'Authorised' }]]);
    expect(seen.remembered).toEqual(['S9']);
    expect(seen.go).toEqual(['/ok?sessionId=S9']);
  });

  it('never asks to store a card without a member reference', async () => {
    const { wiring, calls } = setup({ result_code: 'Received' }, { reference: null });
    await wiring.onSubmit({ data: { paymentMethod: card, storePaymentMethod: true } }, fakeDropin(), fakeActions());
    const pay = vi.mocked(calls.apply).mock.calls[0][0];
    expect(pay.store_payment_method).toBe(false);
    expect(pay).not.toHaveProperty('reference');
  });

  it.each(['Authorised', 'Pending', 'Received'])('%s goes to the success URL', async (code) => {
    const { wiring, seen } = setup({ result_code: code });
    const out = await wiring.onSubmit({ data: { paymentMethod: card } }, fakeDropin(), fakeActions());
    expect(out).toEqual({ kind: 'success' });
    expect(seen.go).toEqual(['/ok?sessionId=S1']);
  });

  it('hands an action back to the drop-in (it runs handleAction) and goes nowhere', async () => {
    const action = { type: 'threeDS2', token: 't', paymentMethodType: 'scheme' };
    const { wiring, seen } = setup({ result_code: 'IdentifyShopper', session_data: JSON.stringify(action) });
    const actions = fakeActions();
    await wiring.onSubmit({ data: { paymentMethod: card } }, fakeDropin(), actions);
    expect(actions.calls).toEqual([['resolve', { resultCode: 'IdentifyShopper', action }]]);
    expect(seen.go).toEqual([]);
  });

  it('Refused shows the failure message and leaves the drop-in ready', async () => {
    const { wiring, seen } = setup({ result_code: 'Refused' });
    const dropin = fakeDropin();
    const actions = fakeActions();
    await wiring.onSubmit({ data: { paymentMethod: card } }, dropin, actions);
    expect(actions.calls).toEqual([['reject']]);
    expect(dropin.log).toEqual(['status:ready']);
    expect(seen.refused).toBe(1);
    expect(seen.go).toEqual([]);
  });

  it('Error resets the drop-in to ready without a message', async () => {
    const { wiring, seen } = setup({ result_code: 'Error' });
    const dropin = fakeDropin();
    await wiring.onSubmit({ data: { paymentMethod: card } }, dropin, fakeActions());
    expect(dropin.log).toEqual(['status:ready']);
    expect(seen.refused).toBe(0);
    expect(seen.go).toEqual([]);
  });

  it('any other code goes to the failed URL', async () => {
    const { wiring, seen } = setup({ result_code: 'PresentToShopper' });
    await wiring.onSubmit({ data: { paymentMethod: card } }, fakeDropin(), fakeActions());
    expect(seen.go).toEqual(['/failed?sessionId=S1']);
  });

  it('a card payment without an e-mail never reaches the API; a wallet needs none', async () => {
    const { wiring, calls, seen, email } = setup();
    email.value = '';
    const dropin = fakeDropin();
    const actions = fakeActions();
    await wiring.onSubmit({ data: { paymentMethod: card } }, dropin, actions);
    expect(calls.apply).not.toHaveBeenCalled();
    expect(actions.calls).toEqual([['reject']]);
    expect(seen.emailMissing).toBe(1);
    await wiring.onSubmit({ data: { paymentMethod: { type: 'applepay', applePayToken: 'x' } } }, dropin, fakeActions());
    expect(calls.apply).toHaveBeenCalledTimes(1);
    expect(vi.mocked(calls.apply).mock.calls[0][0]).not.toHaveProperty('email');
  });

  it('an API failure is shown and the drop-in is ready again', async () => {
    const boom = new Error('Paying');
    const { wiring, seen } = setup(boom);
    const dropin = fakeDropin();
    const actions = fakeActions();
    await wiring.onSubmit({ data: { paymentMethod: card } }, dropin, actions);
    expect(actions.calls).toEqual([['reject']]);
    expect(dropin.log).toEqual(['status:ready']);
    expect(seen.apiErrors).toEqual([boom]);
  });
});

describe('details, errors and stored cards', () => {
  it('onAdditionalDetails sends the details JSON and follows the answer', async () => {
    const { wiring, calls, seen } = setup({ result_code: 'IdentifyShopper', session_data: '{"type":"threeDS2"}', session_id: 'S5' });
    await wiring.onSubmit({ data: { paymentMethod: card } }, fakeDropin(), fakeActions());
    const actions = fakeActions();
    await wiring.onAdditionalDetails({ data: { details: { threeDSResult: 'abc' } } }, fakeDropin(), actions);
    expect(calls.details).toHaveBeenCalledWith('{"details":{"threeDSResult":"abc"}}');
    expect(actions.calls).toEqual([['resolve', { resultCode: 'Authorised' }]]);
    expect(seen.go).toEqual(['/ok?sessionId=S5']);
    vi.mocked(calls.details).mockRejectedValueOnce(new Error('network busy'));
    const dropin = fakeDropin();
    await wiring.onAdditionalDetails({ data: { details: {} } }, dropin, fakeActions());
    expect(dropin.log).toEqual(['status:ready']);
    expect(seen.apiErrors).toHaveLength(1);
  });

  it('onError reports to orderPayError, and a failing report is swallowed', async () => {
    const { wiring, calls } = setup();
    wiring.onError({ name: 'NETWORK_ERROR', message: 'offline' });
    expect(calls.error).toHaveBeenCalledWith('NETWORK_ERROR: offline');
    vi.mocked(calls.error).mockRejectedValueOnce(new Error('x'));
    expect(() => wiring.onError('plain')).not.toThrow();
    expect(calls.error).toHaveBeenLastCalledWith('Error: plain');
  });

  it('onDisableStoredPaymentMethod removes through the API and resolves or rejects', async () => {
    const { wiring, calls, seen } = setup();
    const done: string[] = [];
    await wiring.onDisableStoredPaymentMethod({ id: 'pm_1' }, () => done.push('resolved'), () => done.push('rejected'));
    await wiring.onDisableStoredPaymentMethod('pm_other', () => done.push('resolved'), () => done.push('rejected'));
    vi.mocked(calls.removeStored).mockRejectedValueOnce(new Error('forbidden'));
    await wiring.onDisableStoredPaymentMethod({ storedPaymentMethodId: 'pm_1' }, () => done.push('resolved'), () => done.push('rejected'));
    expect(calls.removeStored).toHaveBeenNthCalledWith(1, 'pm_1');
    expect(calls.removeStored).toHaveBeenNthCalledWith(2, 'pm_other');
    expect(done).toEqual(['resolved', 'rejected', 'rejected']);
    expect(seen.apiErrors).toHaveLength(1);
  });
});

describe("the simulator's stand-in drop-in", () => {
  it('a new card follows the redirect action to the card page; a stored card is charged and goes to the success URL', async () => {
    const redirect = { type: 'redirect', method: 'GET', url: 'https://shop.test/pay/simulator/abc' };
    const { wiring, calls, seen } = setup({ result_code: 'RedirectShopper', session_data: JSON.stringify(redirect) });
    let choice: string | null = null;
    const busy: boolean[] = [];
    const sim = simulatorDropin({ choice: () => choice, wiring, go: (u) => seen.go.push(u), setBusy: (b) => busy.push(b) });
    expect(sim.isValid).toBe(false);
    expect(wiring.pay(sim)).toBe(false);
    choice = 'new';
    expect(wiring.pay(sim)).toBe(true);
    await vi.waitFor(() => expect(seen.go).toEqual([redirect.url]));
    expect(vi.mocked(calls.apply).mock.calls[0][0].payment_method).toBe('{"type":"scheme"}');
    expect(busy).toEqual([true]);

    vi.mocked(calls.apply).mockResolvedValueOnce({ session_id: 'S2', session_data: '{}', result_code: 'Authorised' });
    choice = 'simpm_1';
    wiring.pay(sim);
    await vi.waitFor(() => expect(seen.go).toContain('/ok?sessionId=S2'));
    expect(vi.mocked(calls.apply).mock.calls[1][0].payment_method).toBe('{"type":"scheme","storedPaymentMethodId":"simpm_1"}');
    expect(busy.at(-1)).toBe(false);

    vi.mocked(calls.apply).mockResolvedValueOnce({ session_id: 'S3', session_data: '{}', result_code: 'Refused' });
    wiring.pay(sim);
    await vi.waitFor(() => expect(seen.refused).toBe(1));
    expect(busy.at(-1)).toBe(false);
  });
});
