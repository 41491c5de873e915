import { describe, expect, it } from 'vitest';
import type { StaffReservationRoomView } from '../../../contracts/booking-types.ts';
import type { StaffAvailability } from '../../../contracts/secure/staff-booking.ts';
import { changeFields, planChoices } from './useChangeBooking.ts';

// Only what the choices read of a room and of an availability answer.
const room = {
  roomType: { id: 1, name: { en: 'Double', it: 'Doppia' }, nameKey: 'double' },
  ratePlan: { id: 10, name: { en: 'Flexible' }, nameKey: 'flexible' },
} as unknown as StaffReservationRoomView;
const sold = (id: number, name: string, plans: [number, string][]) =>
  ({ roomType: { id, name }, rates: plans.map(([ratePlanId, n]) => ({ ratePlanId, name: n })) }) as never;
const results: StaffAvailability['results'] = [
  sold(1, 'Double', [[11, 'Non refundable']]),
  sold(2, 'Suite', [
    [20, 'Suite flexible'],
    [21, 'Suite breakfast'],
  ]),
];

describe('the room types and plans a change offers', () => {
  it.each([
    // The room's own type sold, without its plan: the plan is offered first all the same.
    [results, 1, 'it', ['Double', 'Suite'], ['Flexible', 'Non refundable']],
    [results, 2, 'en', ['Double', 'Suite'], ['Suite flexible', 'Suite breakfast']],
    // Its type sold out (or the list failed): its own type and plan, in its own words.
    [[], 1, 'it', ['Doppia'], ['Flexible']],
    [[results[1]], 1, 'en', ['Double', 'Suite'], ['Flexible']],
    // A type not in the list falls back to the room's own.
    [[results[1]], 9, 'en', ['Double', 'Suite'], ['Flexible']],
  ] as const)('%#: type %i in %s', (answer, roomTypeId, language, types, plans) => {
    const choices = planChoices(answer as StaffAvailability['results'], room, roomTypeId, language);
    expect(choices.roomTypes.map((type) => type.roomTypeName)).toEqual(types);
    expect(choices.plans.map((plan) => plan.name)).toEqual(plans);
  });

  it('sends the party as numbers', () => {
    const draft = { checkin: '2027-05-01', checkout: '2027-05-04', roomId: 3, roomTypeId: 2, planId: 20 };
    expect(changeFields({ ...draft, adults: '2', children: '1' })).toEqual({
      ...draft,
      adults: 2,
      children: 1,
    });
  });
});
