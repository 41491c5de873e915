/**
 * Stay validation (ENGINE "Rules", SITEFLOW-9 booking form, BOCHECK-2 stay bounds): the
 * dates, the restrictions of the rate plan, closings, availability and occupancy. Every rule
 * returns a list of violations with stable codes so the API can report all of them at once.
 */
import type { StayContext } from './context.ts';
import { eachNight, nightsBetween, parseDate } from './dates.ts';
import { validateOccupancy } from './people.ts';
import { type ResolvedStay, resolveRate, resolveStay } from './rates.ts';
import type { IsoDate, People, Violation } from './types.ts';

/** Default maximum nights of a stay (BOLIM: rate sheet stays are at most 30 nights). */
export const DEFAULT_MAX_RANGE = 30;

export type StayRequest = {
  /** 'YYYY-MM-DD' or 'YYYYMMDD'. */
  checkin: string;
  checkout: string;
  roomTypeId: string;
  ratePlanId: string;
  people: People;
  /** Rooms of this type wanted (default 1). */
  rooms?: number;
};

export type StayOptions = {
  /** Maximum nights (booking form maxRange); default DEFAULT_MAX_RANGE. */
  maxRange?: number;
  /** The hotel's today (`todayIn`); when given, a check-in before it is refused. */
  today?: IsoDate;
};

/** Parsed dates of a stay, or the violations that prevent parsing. */
export type ParsedStay =
  | { ok: true; checkin: IsoDate; checkout: IsoDate }
  | { ok: false; violations: Violation[] };

/** Parses both dates strictly (YYYY-MM-DD or YYYYMMDD). */
export function parseStay(checkin: string, checkout: string): ParsedStay {
  const inDate = parseDate(checkin);
  const outDate = parseDate(checkout);
  const violations: Violation[] = [];
  if (!inDate) violations.push({ code: 'stay.checkin.invalid' });
  if (!outDate) violations.push({ code: 'stay.checkout.invalid' });
  if (!inDate || !outDate) return { ok: false, violations };
  return { ok: true, checkin: inDate, checkout: outDate };
}

/**
 * Date bounds: checkout ≥ checkin + 1 night and ≤ checkin + maxRange nights; check-in not before
 * `today` when given. validateDates('2028-01-01', '2028-01-01') → [stay.checkout.before.checkin].
 */
export function validateDates(checkin: IsoDate, checkout: IsoDate, options: StayOptions = {}): Violation[] {
  const maxRange = options.maxRange ?? DEFAULT_MAX_RANGE;
  const violations: Violation[] = [];
  if (options.today !== undefined && checkin < options.today) {
    violations.push({ code: 'stay.checkin.past', date: checkin });
  }
  const nights = nightsBetween(checkin, checkout);
  if (nights < 1) violations.push({ code: 'stay.checkout.before.checkin', date: checkout, limit: 1 });
  else if (nights > maxRange) violations.push({ code: 'stay.too.long', date: checkout, limit: maxRange });
  return violations;
}

/**
 * Restrictions of a room type and plan over valid dates: min/max LOS of the arrival date, closed
 * to arrival on checkin, closed to departure on the checkout date's rate, and for every night
 * (checkout day excluded) hotel, room type or rate closed, no rate, or fewer than `rooms` left.
 * The checkout date's row must be loaded for the CTD check (a missing row means no CTD).
 */
export function validateRestrictions(
  ctx: StayContext,
  roomTypeId: string,
  ratePlanId: string,
  checkin: IsoDate,
  checkout: IsoDate,
  rooms = 1,
): Violation[] {
  return resolvedStayViolations(ctx, resolveStay(ctx, roomTypeId, ratePlanId, checkin, checkout), rooms);
}

/** `validateRestrictions` over nights already resolved (`resolveStay`). */
export function resolvedStayViolations(ctx: StayContext, stay: ResolvedStay, rooms = 1): Violation[] {
  const { roomTypeId, ratePlanId, checkin, checkout, dates, rates } = stay;
  const violations: Violation[] = [];
  const nights = dates.length > 0 ? dates.length : nightsBetween(checkin, checkout);
  const arrival = rates[0] ?? resolveRate(ctx, roomTypeId, ratePlanId, checkin);
  // A night's own limits first, then the plan's defaults (set on the rate plans screen).
  const plan = ctx.ratePlans.get(ratePlanId);
  const minLOS = arrival.minLOS ?? plan?.minStay ?? null;
  const maxLOS = arrival.maxLOS ?? plan?.maxStay ?? null;
  if (minLOS !== null && nights < minLOS) {
    violations.push({ code: 'stay.min.los', date: checkin, limit: minLOS });
  }
  if (maxLOS !== null && maxLOS > 0 && nights > maxLOS) {
    violations.push({ code: 'stay.max.los', date: checkin, limit: maxLOS });
  }
  if (arrival.closedToArrival) violations.push({ code: 'stay.closed.arrival', date: checkin });
  if (resolveRate(ctx, roomTypeId, ratePlanId, checkout).closedToDeparture) {
    violations.push({ code: 'stay.closed.departure', date: checkout });
  }
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i] as IsoDate;
    const rate = rates[i] ?? arrival;
    const stock = ctx.inventory(roomTypeId, date);
    if (ctx.hotelClosed(date)) violations.push({ code: 'stay.closed', date, scope: 'hotel' });
    if (stock?.roomClosed) violations.push({ code: 'stay.closed', date, scope: 'room' });
    if (rate.closed) violations.push({ code: 'stay.closed', date, scope: 'rate' });
    if (rate.amountCents === null) violations.push({ code: 'stay.no.rate', date });
    const left = stock ? stock.total - stock.booked : 0;
    if (left < rooms) violations.push({ code: 'stay.sold.out', date, limit: Math.max(0, left) });
  }
  return violations;
}

/**
 * Every rule of a stay request: dates, known room type and plan (the plan sold for that room
 * type), occupancy, then (only when the dates pass) restrictions. An empty list means bookable.
 */
export function validateStay(ctx: StayContext, request: StayRequest, options: StayOptions = {}): Violation[] {
  return checkStay(ctx, request, options).violations;
}

/** What `checkStay` found: the violations, and the resolved nights when the restrictions were checked. */
export type StayCheck = { violations: Violation[]; resolved: ResolvedStay | null };

// The last dates `checkStay` parsed (never mutated): a search checks one stay per room type and plan.
let lastParsed: { checkin: string; checkout: string; parsed: ParsedStay } | null = null;

function parseStayOnce(checkin: string, checkout: string): ParsedStay {
  if (lastParsed?.checkin !== checkin || lastParsed.checkout !== checkout) {
    lastParsed = { checkin, checkout, parsed: parseStay(checkin, checkout) };
  }
  return lastParsed.parsed;
}

/**
 * `validateStay` that also hands back the nights it resolved (null when the dates, room type or
 * plan did not allow checking the restrictions), so that pricing the stay (`quoteRoom`) does not
 * resolve them again. `nights`, when given, must be `eachNight(checkin, checkout)` of the parsed
 * dates: a search passes the same nights for every room type and plan.
 */
export function checkStay(
  ctx: StayContext,
  request: StayRequest,
  options: StayOptions = {},
  nights?: ReadonlyArray<IsoDate>,
): StayCheck {
  const parsed = parseStayOnce(request.checkin, request.checkout);
  const dateViolations = parsed.ok
    ? validateDates(parsed.checkin, parsed.checkout, options)
    : parsed.violations;
  const violations: Violation[] = [...dateViolations];
  const roomType = ctx.roomTypes.get(request.roomTypeId);
  const plan = ctx.ratePlans.get(request.ratePlanId);
  if (!roomType) violations.push({ code: 'stay.room.type.unknown' });
  else violations.push(...validateOccupancy(roomType, request.people));
  if (!plan || (plan.roomTypeIds !== null && !plan.roomTypeIds.includes(request.roomTypeId))) {
    violations.push({ code: 'stay.rate.plan.unknown' });
  }
  // Restrictions are only checked for valid dates: a 10,000-night request must not scan 10,000 rows.
  if (parsed.ok && dateViolations.length === 0 && roomType && plan) {
    const resolved = resolveStay(
      ctx,
      request.roomTypeId,
      request.ratePlanId,
      parsed.checkin,
      parsed.checkout,
      nights ?? eachNight(parsed.checkin, parsed.checkout),
    );
    violations.push(...resolvedStayViolations(ctx, resolved, request.rooms ?? 1));
    return { violations, resolved };
  }
  return { violations, resolved: null };
}
