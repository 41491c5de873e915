/**
 * A plan's included meals in words, the same on the widget's cards, its summary, the manage page
 * and the back office: 'breakfast and dinner' / 'colazione e cena'. A code without a text (an
 * OTA's own) reads as words, never as 'HALF_BOARD'.
 */
import type { Language } from '../contracts/types.ts';
import { LOCALE } from '../domain/dates-format.ts';
import { isMealPlan, MEAL_PLANS } from '../domain/meal-plans.ts';

/** The dictionary keys of the meal names, for the key lists of the bundles that show them. */
export const MEAL_PLAN_KEYS = MEAL_PLANS.map((meal) => `meal.${meal}` as const);

type MealKey = (typeof MEAL_PLAN_KEYS)[number];
/** Any translate function that knows the meal keys (the widget's, the back office's). */
type TranslateMeal = (key: MealKey) => string;

/** One meal's name ('half board' / 'mezza pensione'). */
export function mealPlanName(t: TranslateMeal, code: string): string {
  if (isMealPlan(code)) {
    const key: MealKey = `meal.${code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return code.toLowerCase().replaceAll('_', ' ');
}

/** The meals as one list in the language ('breakfast and dinner'); '' when there are none. */
export function mealPlanList(t: TranslateMeal, meals: readonly string[], language: Language): string {
  return new Intl.ListFormat(LOCALE[language], { style: 'long', type: 'conjunction' }).format(
    meals.map((meal) => mealPlanName(t, meal)),
  );
}
