/**
 * Small text helpers shared by the summary, the confirmation and the manage page: names in the
 * guest's language, people and meal plans as words, card brands, night labels.
 */
import type { LocalizedText, PeopleCounts } from '../../../src/contracts/booking-types.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { AGE_BANDS } from '../../../src/domain/booking/types.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { mealPlanList } from '../../../src/ui/meal-plans.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A name in the language, else English, else the fallback (a name key). */
export function localized(text: LocalizedText | undefined, language: Language, fallback: string): string {
  return text?.[language] || text?.en || fallback;
}

/** '2 adults, 1 child' (bands with nobody are left out). */
export function peopleText(t: Translate, people: PeopleCounts, language: Language): string {
  const parts = AGE_BANDS.filter((band) => people[band] > 0).map((band) =>
    people[band] === 1
      ? t(`widget.summary.people.${band}.one` as MessageKey)
      : t(`widget.summary.people.${band}.other` as MessageKey, { count: people[band] }),
  );
  return new Intl.ListFormat(LOCALE[language], { style: 'long', type: 'unit' }).format(parts);
}

/** 'Included in the price: breakfast and dinner', or 'Room only, no meals'. */
export function mealsText(t: Translate, meals: readonly string[], language: Language): string {
  if (meals.length === 0) return t('widget.summary.meals.none');
  return t('widget.summary.meals.included', { meals: mealPlanList(t, meals, language) });
}

/** A night's label in a price table: 'Sat 30 Jan' / 'sab 30 gen'. */
export function nightLabel(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** '1 night' / '4 nights'. */
export function nightsText(t: Translate, nights: number): string {
  return nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights });
}
