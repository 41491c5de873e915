/**
 * What the results step shows, computed from the search answer: best prices and struck-through
 * initial prices, payment badges, promotion badges (BOLIM-3: labels truncated at 20
 * characters), rooms left, people and bed summaries, and plain reasons when nothing is
 * bookable. Pure functions: texts come through the translate function given.
 */

import type {
  BedView,
  BookingViolation,
  ExtraBedView,
  LocalizedText,
  PolicySummaryView,
  PromotionView,
  RateOffer,
  RoomTypeView,
  SearchResult,
  ServiceView,
} from '../../../src/contracts/booking-types.ts';
import type { Language } from '../../../src/contracts/types.ts';
import type { PolicySummary } from '../../../src/domain/booking/cancellation.ts';
import { totalGuests, validateOccupancy } from '../../../src/domain/booking/people.ts';
import { promotionLabel } from '../../../src/domain/booking/promotions.ts';
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../../../src/domain/booking/types.ts';
import { formatLastMinuteBefore, formatLongDate, LOCALE } from '../../../src/domain/dates-format.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** "Only N left" is shown from this many rooms down. */
export const FEW_ROOMS_LEFT = 3;

/** Dates listed in one reason before "and N more". */
const MAX_DATES_LISTED = 3;

/** The key of `count` in the language's plural category: `${base}.one` or `${base}.other`. */
export function pluralKey(base: string, count: number, language: Language): string {
  return `${base}.${new Intl.PluralRules(LOCALE[language]).select(count) === 'one' ? 'one' : 'other'}`;
}

export function plural(t: Translate, language: Language, base: string, count: number): string {
  return t(pluralKey(base, count, language), { count });
}

/** A localized text in the language, falling back to English, then to any language given. */
export function localized(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? '';
}

/** A code's text (`${prefix}.${code}`), or the code made readable when it has none: SOFA_BED → "Sofa bed". */
/**
 * The no-show line shown with the cancellation policy before booking: what not arriving costs
 * (`amount` already formatted; the policy's no-show penalty, 0 when the rate charges nothing).
 */
export function noShowText(t: Translate, amount: string, cents = 1): string {
  return cents > 0 ? t('widget.policy.noshow', { amount }) : t('widget.policy.noshow.free');
}

export function codeText(t: Translate, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  const text = t(key);
  if (text !== key) return text;
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "2 adults, 1 child": the non-empty bands in order (at least the adults). */
export function peopleSummary(people: People, t: Translate, language: Language): string {
  const parts = AGE_BANDS.filter((band) => people[band] > 0 || band === 'adults').map((band) =>
    plural(t, language, `widget.results.people.${band}`, people[band]),
  );
  return new Intl.ListFormat(LOCALE[language], { type: 'unit', style: 'short' }).format(parts);
}

/** "1 × Double bed, 2 × Single bed" (the count only when more than one). */
export function bedSummary(beds: readonly BedView[], t: Translate, language: Language): string {
  const parts = beds.map((bed) => {
    const name = codeText(t, 'widget.results.bed', bed.type);
    return bed.count > 1 ? t('widget.results.bed.count', { count: bed.count, bed: name }) : name;
  });
  return new Intl.ListFormat(LOCALE[language], { type: 'unit', style: 'short' }).format(parts);
}

/** What a price line shows: the total, and the initial total when promotions lowered it. */
export type PriceView = {
  /** Total of the stay for every room searched (VAT and city tax included). */
  total: number;
  /** The same before promotions, only when higher than `total` (shown struck through). */
  initial: number | null;
};

/**
 * A rate's price for the rooms searched: `grandTotalForRooms`, and the undiscounted total
 * (the promotions' discount added back for each room) when higher.
 */
export function ratePrice(rate: RateOffer, rooms: number): PriceView {
  const totalCents = toCents(rate.grandTotalForRooms);
  const discountCents = toCents(rate.total.initialAmount) - toCents(rate.total.finalAmount);
  const initialCents = totalCents + discountCents * rooms;
  return {
    total: fromCents(totalCents),
    initial: initialCents > totalCents ? fromCents(initialCents) : null,
  };
}

/** The 'from' price of a room type: its lowest rate (the API sends it first; ties keep the first). */
export function bestPrice(result: SearchResult, rooms: number): (PriceView & { rate: RateOffer }) | null {
  let best: RateOffer | null = null;
  for (const rate of result.rates) {
    if (best === null || rate.grandTotalForRooms < best.grandTotalForRooms) best = rate;
  }
  return best === null ? null : { ...ratePrice(best, rooms), rate: best };
}

/** The rooms-left count to announce ("Only 2 left"), or null when there are plenty. */
export function roomsLeftNotice(roomsLeft: number, few = FEW_ROOMS_LEFT): number | null {
  return roomsLeft > 0 && roomsLeft <= few ? roomsLeft : null;
}

/** Payment at booking: nothing now (pay at the hotel) or a deposit for every room searched. */
export type PaymentBadge = { kind: 'hotel' } | { kind: 'deposit'; amount: number };

export function paymentBadge(rate: RateOffer, rooms: number): PaymentBadge {
  const cents = toCents(rate.deposit) * rooms;
  return cents > 0 ? { kind: 'deposit', amount: fromCents(cents) } : { kind: 'hotel' };
}

/** A promotion badge: the label truncated at 20 characters, the full name for its accessible text. */
export type PromotionBadge = { id: number; label: string; name: string; truncated: boolean };

export function promotionBadge(promotion: Pick<PromotionView, 'id' | 'name'>): PromotionBadge {
  const name = promotion.name.trim();
  const label = promotionLabel(name);
  return { id: promotion.id, label, name, truncated: label !== name };
}

/** The search's policy summary in the shape of the shared policy display (cents, epoch ms). */
export function policyFromView(view: PolicySummaryView): PolicySummary {
  return {
    type: view.type,
    gracePeriod: view.gracePeriod,
    deadline: view.deadline === null ? null : Date.parse(view.deadline),
    deadlineDate: view.deadlineDate,
    reservationPenaltyCents: toCents(view.reservationPenalty),
    checkinPenaltyCents: toCents(view.checkinPenalty),
    deposit: view.deposit,
    freeNow: view.freeNow,
  };
}

/** Gallery URL of a photo: absolute paths and URLs as they are, others under the storage base. */
export function photoUrl(base: string, path: string, origin: string): string {
  if (/^(https?:)?\/\//i.test(path)) return path;
  const joined = path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (/^(https?:)?\/\//i.test(joined) || origin === '' || origin === 'null') return joined;
  return new URL(joined, origin).href;
}

/** One plain sentence about why a stay cannot be booked. */
export type Reason = { key: string; params: Record<string, string | number> };

type Group = { key: string; dates: string[]; params: Record<string, string | number> };

/** The searched guests and the hotel's room types: guest rules are judged on every room type. */
export type GuestsContext = {
  people: People;
  roomTypes: readonly { occupancy: Pick<RoomTypeView['occupancy'], 'max' | 'maxOccupancy'> }[];
};

/**
 * Guest rules (people.*) as the hotel's rooms set them: none when some room type takes the
 * guests (the violations then concern only other room types), else the largest limits of all.
 */
function guestViolations({ people, roomTypes }: GuestsContext): BookingViolation[] {
  const each = roomTypes.map((r) =>
    validateOccupancy({ maxPerBand: r.occupancy.max, maxOccupancy: r.occupancy.maxOccupancy }, people),
  );
  if (roomTypes.length === 0 || each.some((violations) => violations.length === 0)) return [];
  const found: BookingViolation[] = [];
  if (people.adults < MIN_ADULTS) found.push({ code: 'people.adults.min' });
  for (const band of AGE_BANDS) {
    const limit = Math.max(...roomTypes.map((r) => r.occupancy.max[band]));
    if (people[band] > limit) found.push({ code: 'people.band.max', band, limit });
  }
  const most = Math.max(...roomTypes.map((r) => r.occupancy.maxOccupancy));
  if (totalGuests(people) > most) found.push({ code: 'people.too.many', limit: most });
  // Every band and the total fit some room, but never all in the same one.
  return found.length > 0 ? found : [{ code: 'people.no.room' }];
}

/**
 * The violations of an empty search as plain sentences: one per rule, with its dates listed
 * (sold out or closed nights), nothing twice. The violations come from every room type and
 * plan, so a limit keeps the most lenient one (the shortest minimum stay of a day, the most
 * guests a room takes): that is what the guest must change. With the guests and room types
 * given, guest rules are judged on all room types (the server reports the first room type's
 * limit only). Unknown codes give one generic sentence, only when nothing more precise is said.
 */
export function violationReasons(
  all: readonly BookingViolation[],
  t: Translate,
  language: Language,
  guests?: GuestsContext,
): Reason[] {
  const violations = guests
    ? [...all.filter((v) => !v.code.startsWith('people.')), ...guestViolations(guests)]
    : all;
  const groups = new Map<string, Group>();
  const add = (id: string, key: string, date?: string, params: Group['params'] = {}) => {
    const group = groups.get(id) ?? { key, dates: [], params };
    if (date !== undefined && !group.dates.includes(date)) group.dates.push(date);
    groups.set(id, group);
  };
  const lenient = (
    id: string,
    key: string,
    limit: number,
    keep: 'lowest' | 'highest',
    date?: string,
    extra = {},
  ) => {
    const current = groups.get(id)?.params.count;
    const better =
      current === undefined || (keep === 'lowest' ? limit < Number(current) : limit > Number(current));
    if (better)
      groups.set(id, { key, dates: date === undefined ? [] : [date], params: { ...extra, count: limit } });
  };
  for (const v of violations) {
    const limit = v.limit ?? 0;
    switch (v.code) {
      case 'stay.min.los':
        lenient(`min|${v.date}`, 'widget.results.reason.min.los', limit, 'lowest', v.date);
        break;
      case 'stay.max.los':
        lenient(`max|${v.date}`, 'widget.results.reason.max.los', limit, 'highest', v.date);
        break;
      case 'stay.too.long':
        lenient('too.long', 'widget.results.reason.too.long', limit, 'highest');
        break;
      case 'stay.closed.arrival':
        add(`cta|${v.date}`, 'widget.results.reason.closed.arrival', v.date);
        break;
      case 'stay.closed.departure':
        add(`ctd|${v.date}`, 'widget.results.reason.closed.departure', v.date);
        break;
      case 'stay.closed':
        if (v.scope === 'hotel') add('closed.hotel', 'widget.results.reason.closed.hotel', v.date);
        else add('closed', 'widget.results.reason.closed', v.date);
        break;
      case 'stay.sold.out':
        add('sold.out', 'widget.results.reason.sold.out', v.date);
        break;
      case 'stay.no.rate':
        add('no.rate', 'widget.results.reason.no.rate', v.date);
        break;
      case 'stay.checkin.past':
        add('past', 'widget.results.reason.past');
        break;
      case 'people.too.many':
        lenient('too.many', 'widget.results.reason.too.many', limit, 'highest');
        break;
      case 'people.band.max':
        if (v.band !== undefined && (AGE_BANDS as readonly string[]).includes(v.band))
          lenient(`band|${v.band}`, 'widget.results.reason.band.max', limit, 'highest', undefined, {
            band: v.band,
          });
        break;
      case 'people.adults.min':
        add('adults.min', 'widget.results.reason.adults.min');
        break;
      case 'people.no.room':
        add('no.room', 'widget.results.reason.no.room', undefined, {
          people: guests ? peopleSummary(guests.people, t, language) : '',
        });
        break;
      default:
        add('generic', 'widget.results.reason.generic');
    }
  }
  const reasons: Reason[] = [];
  for (const group of groups.values()) {
    const params = { ...group.params };
    let key = group.key;
    if (key === 'widget.results.reason.max.los') key = pluralKey(key, Number(params.count), language);
    if (key === 'widget.results.reason.band.max') {
      params.people = plural(
        t,
        language,
        `widget.results.people.${params.band as AgeBand}`,
        Number(params.count),
      );
      delete params.band;
    }
    if (group.dates.length > 0) {
      const sorted = [...group.dates].sort();
      params.date = formatLongDate(sorted[0] as string, language);
      params.dates = dateList(sorted, t, language);
    }
    reasons.push({ key, params });
  }
  return reasons.length > 1 ? reasons.filter((r) => r.key !== 'widget.results.reason.generic') : reasons;
}

/** "20 Jan 2027, 21 Jan 2027 and 3 more". */
function dateList(dates: readonly string[], t: Translate, language: Language): string {
  const shown = dates.slice(0, MAX_DATES_LISTED).map((date) => formatLongDate(date, language));
  const list = new Intl.ListFormat(LOCALE[language], { type: 'conjunction' });
  if (dates.length <= MAX_DATES_LISTED) return list.format(shown);
  return t('widget.results.more.dates', {
    dates: new Intl.ListFormat(LOCALE[language], { type: 'unit', style: 'short' }).format(shown),
    count: dates.length - MAX_DATES_LISTED,
  });
}

/** "Wed 20 Jan – Sat 23 Jan 2027": a stay's dates, short, in the language. */
export function stayDates(checkin: string, checkout: string, language: Language): string {
  const format = new Intl.DateTimeFormat(LOCALE[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${checkin}T00:00:00Z`), new Date(`${checkout}T00:00:00Z`));
}

/** Countries with more than one clock: there a deadline is told in the hotel's city's time. */
const SEVERAL_TIME_ZONES = new Set([
  'AU',
  'BR',
  'CA',
  'CD',
  'CL',
  'EC',
  'ES',
  'FM',
  'GL',
  'ID',
  'KI',
  'KZ',
  'MN',
  'MX',
  'NZ',
  'PF',
  'PT',
  'RU',
  'UM',
  'US',
]);

/**
 * The place whose clock deadlines are told in, in the page's language: the hotel's country when
 * it has one clock ('Italy time', never the city as the hotel typed it, 'Venezia'), else the
 * hotel's city, else its time zone's (Europe/Rome → Rome).
 */
export function clockPlace(
  address: { city?: string; country?: string } | undefined,
  timeZone: string,
  language?: Language,
): string {
  const country = address?.country?.trim().toUpperCase();
  if (language && country && /^[A-Z]{2}$/.test(country) && !SEVERAL_TIME_ZONES.has(country)) {
    const name = new Intl.DisplayNames([LOCALE[language]], { type: 'region', fallback: 'none' }).of(country);
    if (name) return name;
  }
  const own = address?.city?.trim();
  if (own) return own;
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * The one-line cancellation headline of a rate, true at `now`: free until the deadline, free,
 * non-refundable, or a fee when cancelling now costs one (CONSIST: never 'Custom conditions'
 * beside the fee's icon once the free period has passed). The amounts are in the details.
 */
export function policyHeadline(
  policy: PolicySummaryView,
  t: Translate,
  language: Language,
  timeZone: string,
  place: string = clockPlace(undefined, timeZone),
  now = Date.now(),
): { text: string; free: boolean } {
  if (policy.type === 'FREE') return { text: t('cancellation.type.FREE'), free: true };
  if (policy.type === 'NOT_REFUNDABLE') return { text: t('cancellation.type.NOT_REFUNDABLE'), free: false };
  if (!policy.freeNow) return { text: t('widget.results.penalty'), free: false };
  if (policy.deadline !== null && now <= Date.parse(policy.deadline))
    return {
      text: t('widget.results.deadline', {
        date: formatLastMinuteBefore(policy.deadline, language, timeZone, now),
        place,
      }),
      free: true,
    };
  // Free now, and after the deadline too (no fee at check-in).
  return { text: t('cancellation.type.FREE'), free: true };
}

/** A flexible rate costing at most this share more than the cheapest is shown beside it (decision 026). */
export const FLEXIBLE_WITHIN = 0.15;

/** Free to cancel now (a FREE policy, or before a CUSTOM policy's deadline). */
export function isFlexible(rate: Pick<RateOffer, 'policy'>): boolean {
  return rate.policy.type === 'FREE' || (rate.policy.type === 'CUSTOM' && rate.policy.freeNow);
}

/**
 * The rates a room card shows before 'more rates': the cheapest, and beside it the cheapest
 * flexible one when it costs at most FLEXIBLE_WITHIN more (what a guest weighs: a little more
 * for free cancellation).
 */
export function collapsedRates(rates: readonly RateOffer[]): RateOffer[] {
  const sorted = ratesCheapestFirst(rates);
  const cheapest = sorted[0];
  if (cheapest === undefined) return [];
  if (isFlexible(cheapest)) return [cheapest];
  const flexible = sorted.find(isFlexible);
  const limit = Math.round(toCents(cheapest.grandTotalForRooms) * (1 + FLEXIBLE_WITHIN));
  return flexible !== undefined && toCents(flexible.grandTotalForRooms) <= limit
    ? [cheapest, flexible]
    : [cheapest];
}

/**
 * The meals line of a rate, or null when its name already says it (no 'Room only' under
 * 'Room only', no 'Included: breakfast' under 'Flexible, breakfast included').
 */
export function mealsLine(
  name: string,
  meals: readonly string[],
  t: Translate,
  language: Language,
): string | null {
  const lower = name.toLocaleLowerCase(LOCALE[language]);
  if (meals.length === 0) {
    const none = t('widget.results.meals.none');
    return lower.includes(none.toLocaleLowerCase(LOCALE[language])) ? null : none;
  }
  if (meals.every((meal) => lower.includes(meal.toLocaleLowerCase(LOCALE[language])))) return null;
  return t('widget.results.meals', {
    meals: new Intl.ListFormat(LOCALE[language], { type: 'conjunction' }).format(meals),
  });
}

/** The rates of a room type, cheapest first (stable: equal prices keep the API's order). */
export function ratesCheapestFirst(rates: readonly RateOffer[]): RateOffer[] {
  return [...rates].sort((a, b) => a.grandTotalForRooms - b.grandTotalForRooms);
}

/** What a service or an extra bed costs, in words to build: free, one price, or a starting price. */
export type ChargeView =
  | { kind: 'free' }
  | { kind: 'price'; amount: number; frequency: string }
  | { kind: 'per.adult'; amount: number; frequency: string }
  | { kind: 'from'; amount: number; frequency: string };

/** A bookable service's price: its single price, the adult price of a per-person one, or free. */
export function serviceCharge(
  service: Pick<ServiceView, 'paymentType' | 'frequency' | 'options'>,
): ChargeView {
  const { frequency, options } = service;
  if (service.paymentType === 'SINGLE') {
    const amount = options.find((o) => o.size === 'SINGLE')?.amount ?? options[0]?.amount ?? 0;
    return amount > 0 ? { kind: 'price', amount, frequency } : { kind: 'free' };
  }
  if (service.paymentType === 'PER_PERSON') {
    const adult = options.find((o) => o.size === 'PER_ADULT')?.amount ?? 0;
    if (adult > 0) return { kind: 'per.adult', amount: adult, frequency };
    const lowest = lowestPositive(options.map((o) => o.amount));
    return lowest === null ? { kind: 'free' } : { kind: 'from', amount: lowest, frequency };
  }
  return { kind: 'free' };
}

/** An extra bed's price: free, or from its lowest positive price per guest. */
export function extraBedCharge(bed: Pick<ExtraBedView, 'prices' | 'frequency'>): ChargeView {
  const lowest = lowestPositive(AGE_BANDS.map((band) => bed.prices[band]));
  return lowest === null ? { kind: 'free' } : { kind: 'from', amount: lowest, frequency: bed.frequency };
}

function lowestPositive(amounts: readonly number[]): number | null {
  const positive = amounts.filter((amount) => amount > 0);
  return positive.length === 0 ? null : Math.min(...positive);
}

/** "Wed 20 Jan 2027": one day, short, in the language. */
export function dayLabel(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
