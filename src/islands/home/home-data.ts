/**
 * Pure rules of the home page's data sections (SITEDATA, SITEFLOW, PUBAPI, SITELIM; BOLIM-3 plan card):
 * stay dates for the 1-night availability check, the hotel card link, cover images, the plan
 * card's featured items, the 'from' price of an availability answer, money and date formats.
 * No DOM and no React: unit-tested in home-data.test.ts.
 */

import type { GalleryImage, Hotel, Language, Plan } from '../../contracts/types.ts';
import type { Price } from '../../domain/best-price.ts';
import { localeOf } from '../../domain/dates-format.ts';

/** SITELIM-2: 4 hotels on wide screens, 2 on narrow ones; the breakpoint between them. */
export const WIDE_HOTELS = 4;
export const NARROW_HOTELS = 2;
export const WIDE_MEDIA_QUERY = '(min-width: 48rem)';
/** SITELIM: 3 plans and 4 shuffled reviews. */
export const PLAN_COUNT = 3;
export const REVIEW_COUNT = 4;
/** Adults, boys, children and kids of the hotel page the cards link to. */
export const HOTEL_LINK_PEOPLE = '2/0/0/0';

export function hotelCount(wide: boolean): number {
  return wide ? WIDE_HOTELS : NARROW_HOTELS;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The local calendar day of `date` as YYYYMMDD (the bestav path format). */
export function dateKey(date: Date): string {
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/**
 * Check-in today and check-out tomorrow in the browser's local calendar (SITELIM-2: 1 night
 * starting today). Built from the calendar parts, so month and year ends and DST changes work.
 */
export function oneNightFrom(now: Date): { checkin: string; checkout: string } {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { checkin: dateKey(now), checkout: dateKey(tomorrow) };
}

/** PUBAPI: `{host}/hotel/{nameAlias or id}/{checkin}/{checkout}/2/0/0/0`. */
export function hotelLink(
  host: string,
  hotel: Pick<Hotel, 'id' | 'nameAlias'>,
  checkin: string,
  checkout: string,
): string {
  const alias = hotel.nameAlias?.trim();
  const key = encodeURIComponent(alias ? alias : String(hotel.id));
  return `${host.replace(/\/+$/, '')}/hotel/${key}/${checkin}/${checkout}/${HOTEL_LINK_PEOPLE}`;
}

/** The gallery's cover image, else its first image, else null. */
export function coverImage(gallery: readonly GalleryImage[] | null | undefined): GalleryImage | null {
  if (!gallery?.length) return null;
  return gallery.find((image) => image.cover) ?? gallery[0] ?? null;
}

/** A storage path (`hotels/x/1.svg`) under the storage url (`/images`); absolute paths stay as they are. */
export function storageUrl(base: string, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Plans sorted for display: the API's order (classification), enabled ones only. */
export function visiblePlans<P extends Pick<Plan, 'enabled'>>(plans: readonly P[]): P[] {
  return plans.filter((plan) => plan.enabled);
}

/** A date in the page's locale ('6 Nov 2026', '6 nov 2026'); the text as is when it is not a date. */
export function formatDate(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(time);
}

/** A score with one decimal at most, in the page's locale (9.5 → '9.5' / '9,5'; 10 → '10'). */
export function formatScore(score: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(score);
}

/** The two billing periods the plans section switches between (TRUST: one period for every plan). */
export type BillingPeriod = 'MONTHLY' | 'YEARLY';
export const BILLING_PERIODS: readonly BillingPeriod[] = ['MONTHLY', 'YEARLY'];
/** The period the server-rendered section shows before any choice. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'MONTHLY';

type OptionLike = { frequency: string; favorite?: boolean; amount: { finalAmount: number } };

/** The plan's payment option billed in `period` (its favorite one when several); null when it has none. */
export function periodOption<O extends OptionLike>(
  plan: { paymentOptions: readonly O[] },
  period: BillingPeriod,
): O | null {
  const matching = plan.paymentOptions.filter((option) => option.frequency === period);
  return matching.find((option) => option.favorite) ?? matching[0] ?? null;
}

/** The plan with only its options billed in `period`: what the best-plan rule (SITEDATA-2) compares in that view. */
export function inPeriod<P extends { paymentOptions: readonly OptionLike[] }>(
  plan: P,
  period: BillingPeriod,
): P {
  const option = periodOption(plan, period);
  return { ...plan, paymentOptions: option ? [option] : [] };
}

/**
 * The saving of yearly billing against twelve monthly payments, in whole percent rounded down
 * (never overstated): €39/month and €399/year → 14. Null without both options or without a saving.
 */
export function yearlySavingPercent(plan: { paymentOptions: readonly OptionLike[] }): number | null {
  const monthly = periodOption(plan, 'MONTHLY');
  const yearly = periodOption(plan, 'YEARLY');
  if (!monthly || !yearly) return null;
  const twelveCents = Math.round(monthly.amount.finalAmount * 100) * 12;
  const yearlyCents = Math.round(yearly.amount.finalAmount * 100);
  if (twelveCents <= 0 || yearlyCents >= twelveCents) return null;
  const percent = Math.floor(((twelveCents - yearlyCents) * 100) / twelveCents);
  return percent > 0 ? percent : null;
}

/** The largest yearly saving among the plans (the switch's 'save up to N%'), or null. */
export function maxYearlySaving(plans: readonly { paymentOptions: readonly OptionLike[] }[]): number | null {
  const savings = plans.map(yearlySavingPercent).filter((value): value is number => value !== null);
  return savings.length > 0 ? Math.max(...savings) : null;
}

/** A yearly amount as its monthly share, to the cent (€399 → €33.25). */
export function monthlyShare(yearlyAmount: number): number {
  return Math.round((yearlyAmount * 100) / 12) / 100;
}

export type ComparisonRow = { feature: string; included: boolean[] };

/**
 * The feature comparison table: every feature of the plans, once, in the order they first appear
 * (the plans in their order, each plan's groups then its loose features), with one flag per plan.
 */
export function comparisonRows(plans: readonly Pick<Plan, 'features' | 'featureGroups'>[]): ComparisonRow[] {
  const perPlan = plans.map(
    (plan) =>
      new Set([...(plan.featureGroups ?? []).flatMap((group) => group.features), ...(plan.features ?? [])]),
  );
  const order: string[] = [];
  for (const features of perPlan) {
    for (const feature of features) if (!order.includes(feature)) order.push(feature);
  }
  return order.map((feature) => ({ feature, included: perPlan.map((features) => features.has(feature)) }));
}

/** Reviews in the page's language first, the others after them; each group keeps its (shuffled) order. */
export function reviewsForLanguage<R extends { language: string }>(
  reviews: readonly R[],
  language: Language,
): R[] {
  return [
    ...reviews.filter((review) => review.language === language),
    ...reviews.filter((review) => review.language !== language),
  ];
}

/**
 * Hotels asked for as candidates of the featured list: more than are shown, so that hotels
 * without a price for tonight can be left out and the list still fills (TRUST).
 */
export const FEATURED_CANDIDATES = 12;

/** The outcome of one hotel's 1-night check: its best price (null: nothing bookable), or a failure. */
export type AvailabilityOutcome = { status: 'ready'; price: Price | null } | { status: 'error' };

/**
 * The featured hotels (TRUST): in the API's order (classification), the first `count` whose
 * check gave a price or failed; a hotel known to have nothing bookable tonight is never featured.
 * A failed check keeps its place with its error flag (SITEFLOW: the card says the
 * availability could not be checked): it is unknown, not unpriced.
 */
export function featuredHotels<H extends { id: number }>(
  candidates: readonly H[],
  outcomes: ReadonlyMap<number, AvailabilityOutcome>,
  count: number,
): { hotel: H; availability: AvailabilityOutcome }[] {
  return candidates
    .flatMap((hotel) => {
      const availability = outcomes.get(hotel.id);
      return availability ? [{ hotel, availability }] : [];
    })
    .filter(({ availability }) => availability.status === 'error' || availability.price !== null)
    .slice(0, count);
}

/**
 * Checks candidates in order, as many at once as places are left, until `count` are featured or
 * none is left: with every hotel priced that is `count` checks, not one per candidate, and the
 * cards do not wait for the slowest of twelve.
 */
export async function checkFeaturedHotels<H extends { id: number }>(
  candidates: readonly H[],
  count: number,
  check: (hotel: H) => Promise<AvailabilityOutcome>,
): Promise<{ hotel: H; availability: AvailabilityOutcome }[]> {
  const outcomes = new Map<number, AvailabilityOutcome>();
  let next = 0;
  let featured = featuredHotels(candidates, outcomes, count);
  while (featured.length < count && next < candidates.length) {
    const batch = candidates.slice(next, next + count - featured.length);
    next += batch.length;
    const results = await Promise.all(batch.map(check));
    batch.forEach((hotel, i) => {
      const outcome = results[i];
      if (outcome) outcomes.set(hotel.id, outcome);
    });
    featured = featuredHotels(candidates, outcomes, count);
  }
  return featured;
}
