import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { checkFolioDraft, refusalFields, suggestedAmount } from './folio-form.ts';

const draft = (patch: Partial<{ description: string; amount: string; reason: string }>) => ({
  description: '',
  amount: '',
  reason: '',
  ...patch,
});

describe('a folio draft', () => {
  it.each([
    ['charge', draft({ description: 'Parking', amount: '15.00' }), { ok: true, amountCents: 1500 }],
    ['charge', draft({ amount: '15' }), { ok: false, errors: { description: 'error.required' } }],
    // A correction (negative charge) needs its reason; a payment may not be negative.
    [
      'charge',
      draft({ description: 'Fix', amount: '-5,50' }),
      { ok: false, errors: { reason: 'error.required' } },
    ],
    [
      'charge',
      draft({ description: 'Fix', amount: '-5,50', reason: 'typo' }),
      { ok: true, amountCents: -550 },
    ],
    ['payment', draft({ amount: '-5' }), { ok: false, errors: { amount: 'bo.folio.amount.invalid' } }],
    ['payment', draft({ amount: '' }), { ok: false, errors: { amount: 'bo.folio.amount.invalid' } }],
    ['payment', draft({ amount: '120.10' }), { ok: true, amountCents: 12010 }],
    ['refund', draft({ amount: '30' }), { ok: false, errors: { reason: 'error.required' } }],
    // An empty waiver waives all of the penalty still owed.
    ['waive', draft({ reason: 'regular guest' }), { ok: true, amountCents: null }],
    [
      'waive',
      draft({ amount: 'ten', reason: 'x' }),
      { ok: false, errors: { amount: 'bo.folio.amount.invalid' } },
    ],
  ] as const)('%s %j → %j', (kind, value, expected) => {
    expect(checkFolioDraft(kind, value)).toEqual(expected);
  });

  it.each([
    ['payment', { balanceCents: 12050, penaltyCents: 0 }, '120.50'],
    ['payment', { balanceCents: -300, penaltyCents: 0 }, ''],
    ['waive', { balanceCents: 0, penaltyCents: 4000 }, '40.00'],
    ['charge', { balanceCents: 12050, penaltyCents: 4000 }, ''],
  ] as const)('%s starts with %j → %s', (kind, folio, expected) => {
    expect(suggestedAmount(kind, folio)).toBe(expected);
  });

  it("puts a refusal's errors on the fields it names, the rest on the form", () => {
    const refusal = new ApiRequestError(400, 'Bad request', [
      { field: 'amountCents', code: 'error.folio.amount.too.large' },
      { field: 'version', code: 'error.unknown' },
    ]);
    expect(refusalFields(refusal, (code, fallback) => (code === 'error.unknown' ? fallback : code))).toEqual({
      amount: 'error.folio.amount.too.large',
      form: 'Bad request',
    });
    expect(refusalFields(new Error('offline'), (code) => code)).toEqual({});
  });
});
