import { describe, expect, it } from 'vitest';
import { PERCENT_DECIMALS } from '../../domain/rate-plan-setup.ts';
import { ratePlanInput } from './rate-plans.ts';

describe('ratePlanInput', () => {
  const base = { name: { en: 'Room only' }, type: 'STANDARD' };
  const issues = (body: unknown) => {
    const parsed = ratePlanInput.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes the brief’s body and fills the defaults', () => {
    const parsed = ratePlanInput.parse({
      name: { en: 'Flexible', it: 'Flessibile' },
      type: 'STANDARD',
      roomTypeIds: [7],
    });
    expect(parsed).toMatchObject({
      derivation: null,
      includedMealPlans: [],
      roomTypeIds: [7],
      channels: null,
      pricingModel: 'PER_ROOM',
      occupantsForBaseRate: null,
      cancellationPolicyId: null,
      minStay: null,
      maxStay: null,
      enabled: true,
      position: null,
    });
  });

  it.each([
    ['no name', { type: 'STANDARD', name: {} }, [['name.en', 'error.required']]],
    ['an unknown type', { ...base, type: 'CHEAP' }, [['type', 'error.field.generic.invalid']]],
    [
      'a percentage of three decimals',
      { ...base, derivation: { parentId: 1, kind: 'PERCENTAGE', value: 1.125 } },
      [['derivation.value', PERCENT_DECIMALS]],
    ],
    [
      'a percentage below −100',
      { ...base, derivation: { parentId: 1, kind: 'PERCENTAGE', value: -101 } },
      [['derivation.value', 'error.field.min']],
    ],
    [
      'an amount in fractions of a cent',
      { ...base, derivation: { parentId: 1, kind: 'AMOUNT', value: 10.5 } },
      [['derivation.value', 'error.field.generic.invalid']],
    ],
    [
      'a meal plan twice',
      { ...base, includedMealPlans: ['BREAKFAST', 'BREAKFAST'] },
      [['includedMealPlans', 'error.field.generic.invalid']],
    ],
    [
      'a minimum stay above the maximum',
      { ...base, minStay: 7, maxStay: 5 },
      [
        ['minStay', 'error.field.max'],
        ['maxStay', 'error.field.min'],
      ],
    ],
    [
      'no room type at all (null is all of them)',
      { ...base, roomTypeIds: [] },
      [['roomTypeIds', 'error.required']],
    ],
    ['a maximum stay of 31 nights', { ...base, maxStay: 31 }, [['maxStay', 'error.field.max']]],
  ])('refuses %s', (_, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });
});
