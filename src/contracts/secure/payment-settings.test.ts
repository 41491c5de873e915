import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../error-codes.ts';
import { paymentSettingsForm, paymentSettingsUpdate } from './payment-settings.ts';

const errors = (value: unknown) => {
  const result = paymentSettingsUpdate.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
};

describe('payment settings', () => {
  it('takes a guarantee with any accepted circuit, or no guarantee with none', () => {
    expect(
      paymentSettingsForm.safeParse({ guaranteeCard: true, creditCards: [], otherCards: ['MAESTRO'] })
        .success,
    ).toBe(true);
    expect(
      paymentSettingsForm.safeParse({ guaranteeCard: false, creditCards: [], otherCards: [] }).success,
    ).toBe(true);
  });

  it.each([
    [
      { guaranteeCard: true, creditCards: [], otherCards: [], version: 1 },
      'creditCards',
      'error.payments.no.card',
    ],
    [
      { guaranteeCard: true, creditCards: ['VISA', 'VISA'], otherCards: [], version: 1 },
      'creditCards',
      'error.field.duplicate',
    ],
    [
      { guaranteeCard: true, creditCards: ['PAYPAL'], otherCards: [], version: 1 },
      'creditCards.0',
      'error.field.generic.invalid',
    ],
    [
      { guaranteeCard: null, creditCards: ['VISA'], otherCards: [], version: 1 },
      'guaranteeCard',
      'error.required',
    ],
    [
      { guaranteeCard: true, creditCards: ['VISA'], otherCards: [], version: 0 },
      'version',
      'error.field.min',
    ],
  ])('refuses %j (%s: %s)', (value, field, code) => {
    expect(errors(value)).toContainEqual({ field, code });
  });
});
