import { describe, expect, it } from 'vitest';
import { bodyOf, emptyForm, firstInvalid, formOf, validateForm } from './promotion-form.ts';

const valid = { ...emptyForm(), nameEn: 'Autumn', amount: '15' };

describe('promotion form', () => {
  it('accepts a valid standard promotion and sends what the type reads', () => {
    expect(validateForm(valid)).toEqual({});
    expect(bodyOf({ ...valid, days: '5', minStay: '3', nameIt: ' ' })).toMatchObject({
      name: { en: 'Autumn', it: null },
      discount: { type: 'PERCENTAGE', amount: 15 },
      days: null,
      minStay: null,
      validFrom: null,
    });
  });

  it.each([
    [{ nameEn: '' }, 'name.en', { key: 'error.required', params: {} }],
    [{ amount: '' }, 'discount.amount', { key: 'error.required', params: {} }],
    [{ amount: 'abc' }, 'discount.amount', { key: 'error.field.generic.invalid', params: {} }],
    [{ amount: '101' }, 'discount.amount', { key: 'error.amount.max', params: {} }],
    [{ type: 'EARLY_BOOKING' as const }, 'days', { key: 'error.required', params: {} }],
    [{ type: 'LAST_SECOND' as const, days: '80' }, 'days', { key: 'error.field.max', params: { num: 72 } }],
    // The min stay input accepts 0; the message says minimum 1 (BOCHECK-2).
    [
      { type: 'MINIMUM_STAY' as const, minStay: '0' },
      'minStay',
      { key: 'error.field.min', params: { num: 1 } },
    ],
    [
      { validFrom: '2027-05-10', validTo: '2027-05-01' },
      'validTo',
      { key: 'error.date.end.before.start', params: {} },
    ],
    [{ roomTypeIds: [] }, 'roomTypeIds', { key: 'error.required', params: {} }],
  ])('refuses %o on %s', (over, field, message) => {
    const messages = validateForm({ ...valid, ...over });
    expect(messages).toMatchObject({ [field]: message });
  });

  it('focuses the first invalid field in screen order', () => {
    const messages = validateForm({ ...valid, nameEn: '', type: 'EARLY_BOOKING', amount: '0' });
    expect(firstInvalid(messages)).toBe('name.en');
  });

  it('round-trips a saved promotion', () => {
    const form = formOf({
      id: 1,
      type: 'LAST_MINUTE',
      name: { en: 'Late', it: null },
      discount: { type: 'PRICE', amount: 12.5 },
      days: 3,
      minStay: null,
      enabled: true,
      onArrival: true,
      secretCode: null,
      validFrom: '2027-01-01',
      validTo: null,
      ratePlanIds: [4],
      roomTypeIds: null,
      version: 2,
    });
    expect(bodyOf(form)).toMatchObject({
      days: 3,
      discount: { type: 'PRICE', amount: 12.5 },
      ratePlanIds: [4],
    });
    expect(validateForm(form)).toEqual({});
  });
});
