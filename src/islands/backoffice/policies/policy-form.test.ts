import { describe, expect, it } from 'vitest';
import type { PoliciesView } from '../../../contracts/secure/policies.ts';
import {
  checkPolicies,
  enginePolicyOf,
  newCancellation,
  newNoShow,
  policiesForm,
  withoutPolicy,
  withPolicyAdded,
  withPolicyChange,
} from './policy-form.ts';

const view: PoliciesView = {
  cancellationPolicies: [
    {
      id: 7,
      name: 'Package (14 days)',
      freeUntil: { count: 14, unit: 'DAYS' },
      penalty: { type: 'CUSTOM', percentage: null },
      deposit: false,
      earlyCheckout: null,
      ratePlans: [{ id: 3, name: 'Package' }],
      engine: {
        deadline: { count: 14, unit: 'DAYS' },
        reservationPenalty: {
          percentage: null,
          firstNight: false,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmountCents: 5000,
        },
        checkinPenalty: null,
        cancellation: null,
        deposit: false,
      },
    },
  ],
  noShowPolicies: [],
  deposit: { kind: 'PERCENTAGE', value: 30, dueDaysBeforeArrival: null },
  currency: 'EUR',
  timeZone: 'Europe/Rome',
  version: 4,
};

describe('the Policies form and the shared schema', () => {
  it('sends what was read unchanged: CUSTOM kept, the deposit, the version', () => {
    const checked = checkPolicies(policiesForm(view), view.version);
    expect(checked).toMatchObject({
      ok: true,
      value: {
        cancellationPolicies: [{ id: 7, penalty: { type: 'CUSTOM', percentage: null } }],
        deposit: { kind: 'PERCENTAGE', value: 30, dueDaysBeforeArrival: null },
        version: 4,
      },
    });
  });

  it("names each refused field by the schema's path, with its key", () => {
    const form = policiesForm(view);
    form.cancellation.push({ ...newCancellation('New'), penaltyType: 'PERCENTAGE', freeCount: 'x' });
    form.depositKind = 'NIGHTS';
    form.depositValue = '1.5';
    const checked = checkPolicies(form, view.version);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.fromEntries(checked.errors)).toMatchObject({
      'cancellationPolicies.1.penalty.percentage': 'error.policy.percentage.required',
      'cancellationPolicies.1.freeUntil.count': 'error.field.generic.invalid',
      'deposit.value': 'error.field.generic.invalid',
    });
  });

  it("gives the live sentences the engine's terms the save will store; none while a number is wrong", () => {
    const policy = { ...newCancellation('Half'), penaltyType: 'PERCENTAGE' as const, percentage: '50' };
    expect(enginePolicyOf(policy)).toMatchObject({
      deadline: { count: 2, unit: 'DAYS' },
      reservationPenalty: null,
      checkinPenalty: { percentage: 50, firstNight: false },
    });
    expect(enginePolicyOf({ ...policy, percentage: '' })).toBeNull();
    // CUSTOM: the stored terms.
    const custom = policiesForm(view).cancellation[0];
    expect(custom && enginePolicyOf(custom)?.reservationPenalty?.chargeAmountCents).toBe(5000);
  });

  it('changes, adds and removes one policy of one list, the other list and the rest untouched', () => {
    const form = withPolicyAdded(policiesForm(view), 'noShow', newNoShow('No-show'));
    const changed = withPolicyChange(form, 'cancellation', 0, { name: 'Package (21 days)', freeCount: '21' });
    expect(changed.cancellation.map((p) => [p.name, p.freeCount])).toEqual([['Package (21 days)', '21']]);
    expect(changed.noShow).toBe(form.noShow);
    expect(form.cancellation[0]?.name).toBe('Package (14 days)');
    expect(withPolicyChange(form, 'noShow', 0, { percentage: '40' }).noShow[0]?.percentage).toBe('40');
    const removed = withoutPolicy(changed, 'cancellation', 0);
    expect(removed.cancellation).toEqual([]);
    expect(removed.noShow.map((p) => p.name)).toEqual(['No-show']);
    expect(removed.depositValue).toBe('30');
  });
});
