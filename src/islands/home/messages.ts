/**
 * The texts the home data island shows, picked at build time from the site dictionary for one
 * language and passed to the island as a prop: the page ships only these (a few KB of HTML), never
 * the dictionary. Imported by the Astro page only, never by the island itself.
 */
import type { Language } from '../../contracts/types.ts';
import { dictionaries, type MessageKey } from '../../i18n/dictionary.ts';
import { REQUEST_ERROR_KEYS } from '../shared/request-error.ts';

/** Single keys the sections use. */
export const HOME_DATA_KEYS = [
  ...REQUEST_ERROR_KEYS,
  'home.noscript',
  'home.plans.title',
  'home.plans.text',
  'home.plans.all',
  'home.plans.error',
  'home.plans.empty',
  'plan.vat.included',
  'home.plans.best',
  'home.plans.period.legend',
  'home.plans.period.saving',
  'home.plans.period.unavailable.MONTHLY',
  'home.plans.period.unavailable.YEARLY',
  'home.plans.yearly.share',
  'home.plans.yearly.saving',
  'home.plans.compare.title',
  'home.plans.compare.caption',
  'home.plans.compare.feature',
  'home.plans.compare.included',
  'home.plans.compare.excluded',
  'home.hotels.title',
  'home.hotels.text',
  'home.hotels.error',
  'home.hotels.empty',
  'home.hotels.availability.error',
  'home.hotels.all',
  'home.reviews.title',
  'home.reviews.text',
  'home.reviews.error',
  'home.reviews.empty',
  'home.reviews.avatar',
  'home.reviews.score',
  'home.reviews.language.en',
  'home.reviews.language.it',
  'home.price.previous',
  'hotel.card.from',
  'hotel.card.per.night',
  'hotel.card.stars',
  'hotel.card.unavailable',
  'plan.choose',
  'plan.features.more',
  'review.new',
  'button.read.more',
  'button.read.less',
  'button.retry',
  'generic.loading',
] as const satisfies readonly MessageKey[];

/**
 * Key families whose member comes from the data (plan.nameKey, feature keys, frequencies, hotel
 * types, score labels): every key of the family is passed.
 */
export const HOME_DATA_PREFIXES = [
  'plan.',
  'feature.',
  'frequency.',
  'hotel.type.',
  'review.score.',
] as const;

export function homeDataMessages(language: Language): Record<string, string> {
  const dictionary: Readonly<Record<string, string>> = dictionaries[language];
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(dictionary)) {
    if (HOME_DATA_PREFIXES.some((prefix) => key.startsWith(prefix))) picked[key] = text;
  }
  for (const key of HOME_DATA_KEYS) {
    const text = dictionary[key];
    if (text !== undefined) picked[key] = text;
  }
  return picked;
}
