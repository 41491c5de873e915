import { describe, expect, it } from 'vitest';
import { ratePlanInput } from '../../../contracts/secure/rate-plans.ts';
import { DEFAULT_CANCELLATION_POLICY } from '../../../domain/rate-plan-setup.ts';
import {
  cancellationWords,
  derivationValue,
  emptyPlanForm,
  planBody,
  planForm,
  signedDerivation,
} from './rate-plan-text.ts';

const choices = {
  roomTypes: [],
  channels: [
    { channel: 'WEBSITE', disabled: false },
    { channel: 'BOOKING', disabled: true },
  ],
  cancellationPolicies: [],
  noShowPolicies: [],
  currency: 'EUR',
  timeZone: 'Europe/Rome',
};

describe('signedDerivation', () => {
  it.each([
    ['PERCENTAGE', -10, 'en', '\u221210\u00a0%'],
    ['PERCENTAGE', 12.5, 'it', '+12,5\u00a0%'],
    ['AMOUNT', -1500, 'en', '\u2212€15.00'],
    ['AMOUNT', 250, 'it', '+2,50\u00a0€'],
  ] as const)('%s %d in %s → %s', (kind, value, language, text) => {
    expect(signedDerivation({ kind, value }, language, 'EUR')).toBe(text);
  });
});

describe('the form', () => {
  it('sends an amount in whole cents and a percentage as typed', () => {
    expect(derivationValue({ kind: 'AMOUNT', value: '-15.5' })).toBe(-1550);
    expect(derivationValue({ kind: 'AMOUNT', value: '-15,5' })).toBe(-1550);
    expect(derivationValue({ kind: 'PERCENTAGE', value: '-12.5' })).toBe(-12.5);
    expect(derivationValue({ kind: 'PERCENTAGE', value: '' })).toBeNull();
  });

  it('makes a new plan the schema takes: every channel, all room types', () => {
    const values = { ...emptyPlanForm(choices), nameEn: 'Flexible' };
    const parsed = ratePlanInput.parse(planBody(values));
    expect(parsed).toMatchObject({ channels: ['WEBSITE', 'BOOKING'], roomTypeIds: null, derivation: null });
  });

  it('gives a saved plan back as it was', () => {
    const plan = {
      id: 5,
      nameKey: 'rate.x',
      name: { en: 'Room only', it: 'Solo pernottamento' },
      type: 'STANDARD' as const,
      derivation: { parentId: 1, kind: 'AMOUNT' as const, value: -1500 },
      includedMealPlans: ['BREAKFAST'],
      roomTypeIds: [3],
      channels: ['WEBSITE'],
      pricingModel: 'OCCUPANCY_BASED_PRICING' as const,
      occupantsForBaseRate: 2,
      cancellationPolicyId: 7,
      noShowPolicyId: null,
      minStay: 2,
      maxStay: null,
      enabled: true,
      position: 1,
      booked: false,
      version: 3,
    };
    expect(ratePlanInput.parse(planBody(planForm(plan)))).toEqual({
      name: { en: 'Room only', it: 'Solo pernottamento' },
      type: 'STANDARD',
      derivation: { parentId: 1, kind: 'AMOUNT', value: -1500 },
      includedMealPlans: ['BREAKFAST'],
      roomTypeIds: [3],
      channels: ['WEBSITE'],
      pricingModel: 'OCCUPANCY_BASED_PRICING',
      occupantsForBaseRate: 2,
      cancellationPolicyId: 7,
      noShowPolicyId: null,
      minStay: 2,
      maxStay: null,
      enabled: true,
      position: 1,
    });
  });
});

describe('cancellationWords', () => {
  it('says the default policy as a guest reads it, on the example stay', () => {
    const words = cancellationWords(
      { id: '1', cancellation: null, ...DEFAULT_CANCELLATION_POLICY },
      { currency: 'EUR', timeZone: 'Europe/Rome', language: 'en', now: Date.UTC(2026, 10, 29, 10) },
    );
    // Arriving 29 Dec 2026: free until the end of 27 Dec, then the first night.
    expect(words).toEqual([
      'Free cancellation until 27 Dec, 23:59.',
      'From then until check-in, cancelling costs €100.00.',
    ]);
  });
});
