import { describe, expect, it } from 'vitest';
import { EMPTY_HOTEL } from '../backoffice/property/HotelInfoFields.tsx';
import {
  afterStepCheck,
  type RegisterDraft,
  type StepId,
  serverAnswer,
  shownErrors,
  shownStepErrors,
  stepFieldErrors,
  stepOfField,
} from './register-steps.ts';

const ready: RegisterDraft = {
  account: {
    name: 'Anna',
    surname: 'Rossi',
    email: 'anna@example.com',
    username: 'anna.rossi',
    password: 'Tramonto2026!',
    confirmPassword: 'Tramonto2026!',
  },
  hotel: { ...EMPTY_HOTEL, name: 'Hotel Aurora', stars: '3', roomsNumber: '12' },
  selection: { planId: 1, optionId: 2, discountId: null, startDate: '2026-12-01', endDate: null },
  billing: {
    companyName: 'Aurora srl',
    vatNumber: 'IT00743110157',
    address: 'Via Roma 1',
    zip: '00100',
    city: 'Roma',
    email: 'conti@example.com',
  },
  terms: true,
  privacy: true,
};
const ALL: ReadonlySet<StepId> = new Set(['account', 'hotel', 'plan', 'confirm']);

describe('register steps', () => {
  it.each([
    ['account.email', 'account'],
    ['hotel.name', 'hotel'],
    ['contract.billing.zip', 'plan'],
    ['contract.planId', 'plan'],
    ['terms', 'confirm'],
    ['language', 'confirm'],
  ] as const)('the server field %s belongs to the %s step', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it('each step of a filled draft can be left; its errors are keyed by the payload path', () => {
    for (const step of ALL) expect(stepFieldErrors(step, ready)).toEqual({});
    expect(stepFieldErrors('plan', { ...ready, selection: null })).toEqual({
      'contract.planId': 'error.plan.required',
    });
    expect(stepFieldErrors('confirm', { ...ready, privacy: false })).toEqual({
      privacy: 'error.consent.required',
    });
    expect(
      Object.keys(stepFieldErrors('account', { ...ready, account: { ...ready.account, name: '' } })),
    ).toEqual(['account.name']);
  });

  it("shows the server's refusals until the draft changes, then the submitted steps' own checks", () => {
    const server = serverAnswer(ready, { 'account.username': 'error.username.taken', language: 'error.x' });
    expect(shownErrors(ready, ALL, server)).toEqual(server.errors);
    expect(shownStepErrors(ready, ALL, server)).toEqual({
      account: 'register.error.fields',
      confirm: 'register.error.fields',
    });
    const changed = { ...ready, account: { ...ready.account, username: 'anna.rossi2' } };
    // The account's own check replaces the server's; a field no step checks keeps its refusal.
    expect(shownErrors(changed, ALL, server)).toEqual({ language: 'error.x' });
    expect(shownStepErrors(changed, ALL, server)).toEqual({});
    const emptied = { ...changed, account: { ...ready.account, name: '' } };
    expect(shownStepErrors(emptied, ALL, server)).toEqual({ account: 'register.error.fields' });
  });

  it("Next on an unchanged step drops the server's errors of its fields, and its mark once it passes", () => {
    const server = serverAnswer(ready, { 'account.email': 'error.email.taken', 'hotel.name': 'error.x' });
    const checked = afterStepCheck(server, 'account', true);
    expect(shownErrors(ready, ALL, checked)).toEqual({ 'hotel.name': 'error.x' });
    expect(shownStepErrors(ready, ALL, checked).account).toBeUndefined();
    expect(shownStepErrors(ready, ALL, checked).hotel).toBe('register.error.fields');
  });
});
