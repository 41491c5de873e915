import { describe, expect, it } from 'vitest';
import type {
  PenaltyView,
  ReservationActionResult,
  StaffReservationRoomView,
} from '../../../contracts/booking-types.ts';
import { actionKey, actionPreview, isActionEnabled, owedRoom, policyData } from './actions.ts';

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
      owed: [],
      checkout: '2026-12-12',
      releasedFrom: null,
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
    expect(preview).toMatchObject({ total: 100, statusText: 'free' });
  });

  it('a no-show puts back on sale the nights from the first one it frees, or says it frees none', () => {
    const noShow = (released: { roomId: number; roomTypeId: number; dates: string[] }[]) =>
      actionPreview(result({ action: 'no-show', outcome: 'NO_SHOW', released }), view).releasedFrom;
    expect(
      noShow([
        { roomId: 2, roomTypeId: 1, dates: ['2026-12-11'] },
        { roomId: 1, roomTypeId: 1, dates: ['2026-12-10', '2026-12-11'] },
      ]),
    ).toBe('2026-12-10');
    // Marked on the check-out day: the stay's nights are all past, nothing goes back on sale.
    expect(noShow([])).toBeNull();
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

const penalty = (over: Partial<PenaltyView>): PenaltyView => ({
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmount: 0,
  ...over,
});

/** A 5-night room of €590 (€118 a night) from 2026-12-10, with a deadline 3 days before. */
const room = (over: {
  rateType?: 'STANDARD' | 'NOT_REFUNDABLE';
  reservationPenalty?: PenaltyView | null;
  checkinPenalty?: PenaltyView | null;
  cancellation?: { chargeNights: number; percentage: number | null } | null;
  noShow?: StaffReservationRoomView['noShowPolicy'];
}): StaffReservationRoomView =>
  ({
    id: 11,
    roomType: { id: 1, nameKey: 'room.double', name: { en: 'Double room' } },
    rateType: over.rateType ?? 'STANDARD',
    status: 'CONFIRMED',
    nightly: ['10', '11', '12', '13', '14'].map((day) => ({ date: `2026-12-${day}`, amount: 118 })),
    total: 590,
    cancellationPolicy: {
      type: 'CUSTOM',
      gracePeriod: true,
      deadline: { count: 3, unit: 'DAYS' },
      reservationPenalty: over.reservationPenalty ?? null,
      checkinPenalty: over.checkinPenalty ?? null,
      cancellation: over.cancellation ?? null,
      deposit: false,
    },
    noShowPolicy: over.noShow ?? null,
    policy: { deadline: '2026-12-06T23:00:00.000Z' },
  }) as unknown as StaffReservationRoomView;

const BEFORE_DEADLINE = Date.UTC(2026, 11, 1);
const AFTER_DEADLINE = Date.UTC(2026, 11, 8);
const roomAfter = (over: Partial<ReservationActionResult['rooms'][number]>) => ({
  id: 11,
  status: 'CANCELLED' as const,
  endDate: '2026-12-15',
  total: 590,
  cancelAmount: 0,
  penalty: false,
  ...over,
});

describe('nights charged by an action, per room (shown as "Due for 2 nights: €236.00 of €590.00")', () => {
  const twoNights = penalty({ firstNight: true, additionalNights: 1 });
  it.each([
    // [case, room, after, now, nights, charged]
    [
      'cancel before the deadline, free',
      room({ checkinPenalty: twoNights }),
      roomAfter({}),
      BEFORE_DEADLINE,
      0,
      0,
    ],
    [
      'cancel after the deadline: the check-in penalty, first night + 1',
      room({ checkinPenalty: twoNights }),
      roomAfter({ cancelAmount: 236 }),
      AFTER_DEADLINE,
      2,
      236,
    ],
    [
      'cancel before the deadline with a reservation penalty of 1 chargeNight',
      room({ reservationPenalty: penalty({ chargeNights: 1 }), checkinPenalty: twoNights }),
      roomAfter({ cancelAmount: 118 }),
      BEFORE_DEADLINE,
      1,
      118,
    ],
    [
      'cancel charging a percentage of the total: not counted in nights',
      room({ checkinPenalty: penalty({ percentage: 50 }) }),
      roomAfter({ cancelAmount: 295 }),
      AFTER_DEADLINE,
      null,
      295,
    ],
    [
      'penalty nights beyond the stay are capped at its nights',
      room({ checkinPenalty: penalty({ chargeNights: 9 }) }),
      roomAfter({ cancelAmount: 590 }),
      AFTER_DEADLINE,
      5,
      590,
    ],
    [
      'no-show charging the whole stay',
      room({ noShow: { percentage: null, chargeNights: 0, stayNights: true, chargeAmount: 0 } }),
      roomAfter({ status: 'NO_SHOW', cancelAmount: 590 }),
      AFTER_DEADLINE,
      5,
      590,
    ],
    [
      'no-show charging the first night',
      room({ noShow: { percentage: null, chargeNights: 1, stayNights: false, chargeAmount: 0 } }),
      roomAfter({ status: 'NO_SHOW', cancelAmount: 118 }),
      AFTER_DEADLINE,
      1,
      118,
    ],
    [
      'early checkout of a standard rate: the nights stayed',
      room({}),
      roomAfter({ status: 'EARLY_CHECKOUT', endDate: '2026-12-12', total: 236 }),
      AFTER_DEADLINE,
      2,
      236,
    ],
    [
      'early checkout of a non-refundable rate: stayed + the first chargeNights given back',
      room({ rateType: 'NOT_REFUNDABLE', cancellation: { chargeNights: 2, percentage: null } }),
      roomAfter({ status: 'EARLY_CHECKOUT', endDate: '2026-12-12', total: 472 }),
      AFTER_DEADLINE,
      4,
      472,
    ],
    [
      'early checkout where the check-in penalty is more: its nights',
      room({ rateType: 'NOT_REFUNDABLE', checkinPenalty: penalty({ chargeNights: 5 }) }),
      roomAfter({ status: 'EARLY_CHECKOUT', endDate: '2026-12-11', total: 590, penalty: true }),
      AFTER_DEADLINE,
      5,
      590,
    ],
  ])('%s', (_, before, done, now, nights, charged) => {
    expect(owedRoom(before, done, now)).toMatchObject({ roomId: 11, nights, owed: charged, of: 590 });
  });

  it('lists only the rooms the action changes', () => {
    const confirmed = room({ checkinPenalty: twoNights });
    const ended = { ...confirmed, id: 12, status: 'EARLY_CHECKOUT' } as StaffReservationRoomView;
    const preview = actionPreview(
      result({
        cancelAmount: 236,
        rooms: [roomAfter({ cancelAmount: 236 }), { ...roomAfter({}), id: 12, status: 'EARLY_CHECKOUT' }],
      }),
      { ...view, rooms: [confirmed, ended] },
      AFTER_DEADLINE,
    );
    expect(preview.owed).toEqual([
      { roomId: 11, roomType: confirmed.roomType, nights: 2, owed: 236, of: 590 },
    ]);
  });
});
