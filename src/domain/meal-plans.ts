/**
 * The meals a rate plan can include (a plan's `includedMealPlans`): one list for the engine, the
 * rate plan editor, the widget and the back office, whose names are the dictionaries'
 * `meal.<CODE>` texts (src/ui/meal-plans.ts).
 */
export const MEAL_PLANS = [
  'BREAKFAST',
  'LUNCH',
  'DINNER',
  'HALF_BOARD',
  'FULL_BOARD',
  'ALL_INCLUSIVE',
] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

export function isMealPlan(code: string): code is MealPlan {
  return (MEAL_PLANS as readonly string[]).includes(code);
}
