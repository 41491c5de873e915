/**
 * Pure helpers of the new-reservation screen: the stay from the address (`?checkin=…`), the
 * people limits of each room, the room the planning pre-chose (`?roomId=…`), the summary of the
 * chosen rates and the request body.
 */

import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../../../domain/booking/types.ts';
import { addDays, isIsoDate } from '../../../domain/dates-format.ts';
import { MAX_GUESTS_PER_ROOM, MAX_ROOMS } from '../../../schemas/booking-limits.ts';
import type {
  StaffAvailability,
  StaffBookingInput,
  StaffGuestForm,
  StaffRate,
} from '../../../schemas/secure/staff-booking.ts';

export { MAX_ROOMS };

/** Per band of one room (spec 002 §9 ages; at least one adult). */
export const BAND_LIMITS: Readonly<Record<AgeBand, { min: number; max: number }>> = {
  adults: { min: MIN_ADULTS, max: 10 },
  boys: { min: 0, max: 10 },
  children: { min: 0, max: 10 },
  kids: { min: 0, max: 10 },
};

export const DEFAULT_PEOPLE: People = { adults: 2, boys: 0, children: 0, kids: 0 };

/** The stay the screen opens with: `?checkin` when it is a date from today on, else today; one night. */
export function initialStay(query: URLSearchParams, today: string): { checkin: string; checkout: string } {
  const asked = query.get('checkin') ?? '';
  const checkin = isIsoDate(asked) && asked >= today ? asked : today;
  return { checkin, checkout: addDays(checkin, 1) };
}

/** The room `?roomId` names, as a positive integer, or null. */
export function queryRoomId(query: URLSearchParams): number | null {
  const value = query.get('roomId') ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Upper bound of a band's counter: its limit, and what the room's guest maximum leaves. */
export function bandMax(people: People, band: AgeBand, maxGuests = MAX_GUESTS_PER_ROOM): number {
  const total = AGE_BANDS.reduce((sum, b) => sum + people[b], 0);
  return Math.min(BAND_LIMITS[band].max, people[band] + Math.max(0, maxGuests - total));
}

/** A count typed in a band's input, kept within its bounds ('' or junk → the minimum). */
export function clampBand(people: People, band: AgeBand, typed: string): People {
  const value = Number.parseInt(typed, 10);
  const min = BAND_LIMITS[band].min;
  const max = bandMax(people, band);
  const next = Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
  return { ...people, [band]: next };
}

/** One room of the reservation being made. */
export type RoomDraft = {
  /** Stable identity in the list (React key). */
  key: string;
  people: People;
  /** The chosen room type and rate, or null. */
  choice: { roomTypeId: number; ratePlanId: number } | null;
  /** A physical room chosen by the staff, or null for the automatic assignment. */
  roomId: number | null;
};

let draftCount = 0;

/** A new room with the default party (2 adults), no rate chosen yet. */
export function newDraft(): RoomDraft {
  draftCount += 1;
  return { key: `room-${draftCount}`, people: DEFAULT_PEOPLE, choice: null, roomId: null };
}

/** The chosen rate of a room in its availability, or null. */
export function chosenRate(
  draft: RoomDraft,
  availability: StaffAvailability | null,
): { rate: StaffRate; roomTypeName: string; roomsLeft: number } | null {
  if (!draft.choice || !availability) return null;
  const { roomTypeId, ratePlanId } = draft.choice;
  const result = availability.results.find((r) => r.roomType.id === roomTypeId);
  const rate = result?.rates.find((r) => r.ratePlanId === ratePlanId);
  return result && rate ? { rate, roomTypeName: result.roomType.name, roomsLeft: result.roomsLeft } : null;
}

/**
 * The room the planning asked for (`?roomId`) if it is free for the stay in the chosen type,
 * else null (the automatic assignment).
 */
export function prefilledRoom(
  wanted: number | null,
  roomTypeId: number,
  availability: StaffAvailability | null,
): number | null {
  if (wanted === null || !availability) return null;
  const result = availability.results.find((r) => r.roomType.id === roomTypeId);
  return result?.freeRooms.some((room) => room.id === wanted) ? wanted : null;
}

/** The room type the planning's room belongs to, when it is free for the stay. */
export function roomTypeOfRoom(wanted: number | null, availability: StaffAvailability | null): number | null {
  if (wanted === null || !availability) return null;
  return (
    availability.results.find((r) => r.freeRooms.some((room) => room.id === wanted))?.roomType.id ?? null
  );
}

export type Summary = {
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  deposit: number;
  /** Rooms chosen out of the rooms asked. */
  chosen: number;
  /** True when a chosen room type has no room left on some night. */
  soldOut: boolean;
};

const cents = (amount: number) => Math.round(amount * 100);

/** Totals of the chosen rates (as the engine priced them), summed in cents. */
export function summaryOf(
  drafts: readonly RoomDraft[],
  availabilities: readonly (StaffAvailability | null)[],
): Summary {
  let total = 0;
  let cityTax = 0;
  let grandTotal = 0;
  let deposit = 0;
  let chosen = 0;
  let soldOut = false;
  let currency = 'EUR';
  drafts.forEach((draft, index) => {
    const found = chosenRate(draft, availabilities[index] ?? null);
    if (!found) return;
    chosen += 1;
    currency = found.rate.currency;
    total += cents(found.rate.finalAmount);
    cityTax += cents(found.rate.cityTax);
    grandTotal += cents(found.rate.grandTotal);
    deposit += cents(found.rate.deposit);
    if (found.rate.overrides.some((o) => o.code === 'stay.sold.out')) soldOut = true;
  });
  return {
    currency,
    total: total / 100,
    cityTax: cityTax / 100,
    grandTotal: grandTotal / 100,
    deposit: deposit / 100,
    chosen,
    soldOut,
  };
}

/** The POST body of the reservation (guest form values as the shared schema parsed them). */
export function bookingBody(
  stay: { checkin: string; checkout: string },
  drafts: readonly RoomDraft[],
  form: StaffGuestForm,
  overbook: boolean,
): StaffBookingInput {
  return {
    stay,
    rooms: drafts.map((draft) => ({
      roomTypeId: draft.choice?.roomTypeId ?? 0,
      ratePlanId: draft.choice?.ratePlanId ?? 0,
      people: draft.people,
      roomId: draft.roomId,
    })),
    guest: {
      ...form.guest,
      email: form.guest.email ?? null,
      countryIso: form.guest.countryIso ?? null,
    },
    source: form.source,
    notes: form.notes ?? null,
    sendEmail: form.sendEmail && form.guest.email !== undefined,
    overbook,
  };
}
