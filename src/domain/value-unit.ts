/**
 * Value with unit (BODATA, BOCHECK-7 "Value input", BOLIM Widgets): a count and its unit, the preset
 * counts a picker offers and the check of a manually typed count.
 */

/** BODATA units. */
export const VALUE_UNITS = [
  'NUMBER',
  'HOURS',
  'DAYS',
  'NIGHTS',
  'WEEKS',
  'MONTHS',
  'YEARS',
  'CURRENCY',
  'PERCENTAGE',
] as const;

export type ValueUnit = (typeof VALUE_UNITS)[number];

export type ValueWithUnit = { count: number; unit: ValueUnit };

/** BOLIM-6: default count range 1–10, step 1, at most 10 preset options before manual entry. */
export const VALUE_DEFAULT_MIN = 1;
export const VALUE_DEFAULT_MAX = 10;
export const VALUE_DEFAULT_STEP = 1;
export const VALUE_MAX_PRESETS = 10;

export type CountRange = { min?: number; max?: number; step?: number; disabled?: readonly number[] };

/** BOCHECK message keys: error.field.min for both bounds, error.filed.invalid for the step (and a disabled count). */
export const VALUE_MESSAGES = { bound: 'error.field.min', invalid: 'error.filed.invalid' } as const;

function range({ min = VALUE_DEFAULT_MIN, max = VALUE_DEFAULT_MAX, step = VALUE_DEFAULT_STEP }: CountRange) {
  return { min, max, step: step > 0 ? step : VALUE_DEFAULT_STEP };
}

/** The counts min, min+step, … ≤ max, or null when there would be more than 10 (manual entry then). */
export function presetCounts(bounds: CountRange = {}): number[] | null {
  const { min, max, step } = range(bounds);
  if (max < min) return [];
  const size = Math.floor((max - min) / step + 1e-9) + 1;
  if (size > VALUE_MAX_PRESETS) return null;
  return Array.from({ length: size }, (_, i) => Number((min + i * step).toFixed(10)));
}

export type CountError = { code: string; params?: Record<string, number> };

/**
 * The error of a typed count, or null: not a number or off the step or a disabled count →
 * error.filed.invalid; below min → error.field.min {num: min}; above max → error.field.min
 * {num: max} (BOCHECK uses that one key for both bounds).
 */
export function countError(count: number, bounds: CountRange = {}): CountError | null {
  const { min, max, step } = range(bounds);
  if (!Number.isFinite(count)) return { code: VALUE_MESSAGES.invalid };
  if (count < min) return { code: VALUE_MESSAGES.bound, params: { num: min } };
  if (count > max) return { code: VALUE_MESSAGES.bound, params: { num: max } };
  const steps = (count - min) / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return { code: VALUE_MESSAGES.invalid };
  if (bounds.disabled?.includes(count)) return { code: VALUE_MESSAGES.invalid };
  return null;
}
