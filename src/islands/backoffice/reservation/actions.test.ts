import { describe, expect, it } from 'vitest';
import type { ReservationActionResult } from '../../../api/booking-types.ts';
import { actionKey, actionPreview, isActionEnabled, policyData } from './actions.ts';

const result = (over: Partial<ReservationActionResult>): ReservationActionResult => ({
  code: 'ABC',
  action: 'cancel',
  outcome: 'CANCELLED',
  message: '',
  preview: true,
  status: 'CANCELLED',
  statusText: 'free',
  deleteCheckin: false,
  checkout: '2026-12-12',
  currency: 'EUR',
  total: 200,
  cityTax: 4,
  grandTotal: 204,
  cancelAmount: 0,
  rooms: [],
  released: [],
  emailSent: false,
  sendsEmail: true,
  ...over,
});

const view = {
  checkin: '2026-12-10',
  guest: {
    email: 'mario@example.it',
    name: 'Mario',
    surname: 'Rossi',
    phone: { prefix: '', number: '' },
    nationality: '',
    countryIso: null,
    consents: { MARKETING: { value: false }, PROFILING: { value: false } },
  },
};

describe('staff actions on the reservation screen', () => {
  it('offers only the actions the server allows', () => {
    expect(isActionEnabled({ allowedActions: ['cancel'] }, 'cancel')).toBe(true);
    expect(isActionEnabled({ allowedActions: ['cancel'] }, 'no-show')).toBe(false);
    expect(actionKey('no-show')).toBe('noshow');
    expect(actionKey('early-checkout')).toBe('earlycheckout');
  });

  it('a free cancellation e-mails the guest', () => {
    expect(actionPreview(result({}), view)).toEqual({
      outcome: 'CANCELLED',
      penalty: 0,
      nightsCharged: null,
      checkout: '2026-12-12',
      total: 200,
      statusText: 'free',
      emailTo: 'mario@example.it',
      currency: 'EUR',
    });
  });

  it('a no-show charges its amount and sends nothing', () => {
    const preview = actionPreview(
      result({
        action: 'no-show',
        outcome: 'NO_SHOW',
        statusText: null,
        cancelAmount: 100,
        sendsEmail: false,
      }),
      view,
    );
    expect(preview).toMatchObject({
      penalty: 100,
      statusText: 'penalty',
      emailTo: null,
      nightsCharged: null,
    });
  });

  it('an early checkout charges the nights up to the new check-out', () => {
    const preview = actionPreview(
      result({
        action: 'early-checkout',
        outcome: 'EARLY_CHECKOUT',
        checkout: '2026-12-11',
        statusText: null,
        total: 100,
      }),
      view,
    );
    expect(preview).toMatchObject({ nightsCharged: 1, total: 100, statusText: 'free' });
  });

  it('a guest without an address gets no e-mail', () => {
    expect(actionPreview(result({}), { ...view, guest: { ...view.guest, email: '' } }).emailTo).toBeNull();
  });
});

describe("a room's policy for PolicySummary", () => {
  it('turns the view (decimal money, ISO deadline) into the summary figures (cents, epoch)', () => {
    expect(
      policyData({
        type: 'CUSTOM',
        gracePeriod: true,
        freeNow: true,
        deadline: '2026-12-01T23:00:00.000Z',
        deadlineDate: '2026-12-02',
        deadlineTime: '00:00',
        reservationPenalty: 0,
        checkinPenalty: 141.3,
        reservationPenaltyAmount: 0,
        checkinPenaltyAmount: 141.3,
        deposit: false,
        noShowPenalty: 141.3,
        cancellation: null,
      }),
    ).toEqual({
      type: 'CUSTOM',
      gracePeriod: true,
      freeNow: true,
      deadline: Date.UTC(2026, 11, 1, 23),
      deadlineDate: '2026-12-02',
      reservationPenaltyCents: 0,
      checkinPenaltyCents: 14_130,
      deposit: false,
    });
  });
});
