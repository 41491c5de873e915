/**
 * Pure helpers of the new-reservation screen: the stay from the address (`?checkin=…`), the
 * people limits of each room, the room the planning pre-chose (`?roomId=…`), the summary of the
 * chosen rates and the request body.
 */

import { MAX_GUESTS_PER_ROOM, MAX_ROOMS } from '../../../contracts/booking-limits.ts';
import type {
  StaffAvailability,
  StaffBookingInput,
  StaffExtraBedOffer,
  StaffGuestForm,
  StaffQuote,
  StaffQuoteInput,
  StaffRate,
  StaffRoomTypeAvailability,
  StaffServiceOffer,
} from '../../../contracts/secure/staff-booking.ts';
import { bedBands, bedFitsBand } from '../../../domain/booking/bed-bands.ts';
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../../../domain/booking/types.ts';
import { addDays, isIsoDate } from '../../../domain/dates-format.ts';

export { MAX_ROOMS };

/** Per band of one room (BOLIM-4 ages; at least one adult). */
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

/** An extra bed asked for a room: the bed of the type and who sleeps in it. */
export type BedDraft = { key: string; bedId: string; people: People };

/** One room of the reservation being made. */
export type RoomDraft = {
  /** Stable identity in the list (React key). */
  key: string;
  people: People;
  /** The chosen room type and rate, or null. */
  choice: { roomTypeId: number; ratePlanId: number } | null;
  /** A physical room chosen by the staff, or null for the automatic assignment. */
  roomId: number | null;
  /** Bookable services with the count asked (0: not wanted). */
  services: { serviceId: number; count: number }[];
  extraBeds: BedDraft[];
};

let draftCount = 0;

/** A new room with the default party (2 adults), no rate chosen yet. */
export function newDraft(): RoomDraft {
  draftCount += 1;
  return {
    key: `room-${draftCount}`,
    people: DEFAULT_PEOPLE,
    choice: null,
    roomId: null,
    services: [],
    extraBeds: [],
  };
}

/** The same room with the extras emptied (another room type or party has other extras). */
export function withoutExtras(draft: RoomDraft): RoomDraft {
  return { ...draft, services: [], extraBeds: [] };
}

/** The count asked for a service of a room (0 when not asked). */
export function serviceCount(draft: RoomDraft, serviceId: number): number {
  return draft.services.find((s) => s.serviceId === serviceId)?.count ?? 0;
}

/** Most of a service a room may take: its maxCount (-1: no cap, the request's 99). */
export function serviceMax(offer: Pick<StaffServiceOffer, 'maxCount'>): number {
  return offer.maxCount === -1 ? 99 : Math.max(0, Math.min(99, offer.maxCount));
}

/** The room with a service's count set from what was typed (kept within 0..its maximum). */
export function setServiceCount(draft: RoomDraft, offer: StaffServiceOffer, typed: string): RoomDraft {
  const value = Number.parseInt(typed, 10);
  const count = Number.isFinite(value) ? Math.min(serviceMax(offer), Math.max(0, value)) : 0;
  const others = draft.services.filter((s) => s.serviceId !== offer.id);
  return { ...draft, services: count > 0 ? [...others, { serviceId: offer.id, count }] : others };
}

let bedCount = 0;

/**
 * The room with one more bed of a kind, if the type allows another: its first guest is the
 * youngest of the room's guests not yet in an extra bed whom the bed fits (a cot only a kid,
 * CONSIST), else nobody (the desk says who).
 */
export function addBed(draft: RoomDraft, offer: StaffExtraBedOffer): RoomDraft {
  if (draft.extraBeds.filter((b) => b.bedId === offer.id).length >= offer.maxCount) return draft;
  const free = guestsOutsideBeds(draft);
  const band = [...bedBands(offer.type)].reverse().find((b) => free[b] > 0);
  const people: People = { adults: 0, boys: 0, children: 0, kids: 0 };
  if (band && offer.maxPerson > 0) people[band] = 1;
  bedCount += 1;
  return { ...draft, extraBeds: [...draft.extraBeds, { key: `bed-${bedCount}`, bedId: offer.id, people }] };
}

/** The room's guests not sleeping in an extra bed. */
export function guestsOutsideBeds(draft: Pick<RoomDraft, 'people' | 'extraBeds'>): People {
  const left = { ...draft.people };
  for (const bed of draft.extraBeds) for (const band of AGE_BANDS) left[band] -= bed.people[band];
  return left;
}

/**
 * Upper bound of a band's counter in a bed: its maxPerson, and the room's guests of that band
 * left; none when the bed does not fit the band (a cot, CONSIST).
 */
export function bedBandMax(
  draft: Pick<RoomDraft, 'people' | 'extraBeds'>,
  bed: BedDraft,
  band: AgeBand,
  offer: Pick<StaffExtraBedOffer, 'type' | 'maxPerson'>,
): number {
  if (!bedFitsBand(offer.type, band)) return 0;
  const inBed = AGE_BANDS.reduce((sum, b) => sum + bed.people[b], 0);
  const left = guestsOutsideBeds(draft)[band];
  return Math.max(
    0,
    Math.min(bed.people[band] + Math.max(0, left), bed.people[band] + offer.maxPerson - inBed),
  );
}

/**
 * What is wrong with a room's extras, as (field, message key, params) for the form: PROPCHECK
 * Bed ('bed no people' when nobody sleeps in it; per-category counts capped at max persons) and
 * the guests in beds must be the room's; a service's count at most its maxCount.
 */
export type ExtraProblem = { field: string; key: string; params?: Record<string, number> };

export function extrasProblems(
  draft: RoomDraft,
  offers: Pick<StaffRoomTypeAvailability, 'services' | 'extraBeds'> | null,
): ExtraProblem[] {
  if (!offers) return [];
  const problems: ExtraProblem[] = [];
  for (const bed of draft.extraBeds) {
    const offer = offers.extraBeds.find((o) => o.id === bed.bedId);
    const guests = AGE_BANDS.reduce((sum, b) => sum + bed.people[b], 0);
    if (!offer) problems.push({ field: bed.key, key: 'error.field.generic.invalid' });
    else if (guests < 1) problems.push({ field: bed.key, key: 'bo.booking.extras.bed.nopeople' });
    else if (guests > offer.maxPerson)
      problems.push({ field: bed.key, key: 'error.field.max', params: { num: offer.maxPerson } });
  }
  const left = guestsOutsideBeds(draft);
  if (AGE_BANDS.some((band) => left[band] < 0))
    problems.push({ field: 'beds', key: 'bo.booking.extras.bed.notinroom' });
  for (const service of draft.services) {
    const offer = offers.services.find((o) => o.id === service.serviceId);
    if (!offer) problems.push({ field: `service-${service.serviceId}`, key: 'error.field.generic.invalid' });
    else if (service.count > serviceMax(offer)) {
      problems.push({
        field: `service-${service.serviceId}`,
        key: 'error.field.max',
        params: { num: serviceMax(offer) },
      });
    }
  }
  return problems;
}

/** Whether any room asks for a service or an extra bed (then the total comes from the engine's quote). */
export function hasExtras(drafts: readonly RoomDraft[]): boolean {
  return drafts.some((d) => d.services.length > 0 || d.extraBeds.length > 0);
}

/** A room's extras as the request carries them. */
function extrasBody(draft: RoomDraft) {
  return {
    services: draft.services
      .filter((s) => s.count > 0)
      .map((s) => ({ serviceId: s.serviceId, count: s.count })),
    extraBeds: draft.extraBeds.map((bed) => ({ bedId: bed.bedId, people: { ...bed.people } })),
  };
}

/** POST staff-quote body: the stay and the chosen rooms with their extras (null until every room has a rate). */
export function quoteBody(
  stay: { checkin: string; checkout: string },
  drafts: readonly RoomDraft[],
): StaffQuoteInput | null {
  if (drafts.length === 0 || drafts.some((d) => !d.choice)) return null;
  return {
    stay,
    rooms: drafts.map((draft) => ({
      roomTypeId: draft.choice?.roomTypeId ?? 0,
      ratePlanId: draft.choice?.ratePlanId ?? 0,
      people: draft.people,
      ...extrasBody(draft),
    })),
  };
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

/** The summary from the engine's quote of the rooms with their extras (rates' flags kept). */
export function summaryWithQuote(base: Summary, quote: StaffQuote): Summary {
  return {
    ...base,
    currency: quote.currency,
    total: quote.total,
    cityTax: quote.cityTax,
    grandTotal: quote.grandTotal,
    deposit: quote.deposit,
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
      ...extrasBody(draft),
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
