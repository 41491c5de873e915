/**
 * Rules of the ratesheet and its bulk edit (BOCHECK 'Ratesheet and bulk edit', BOLIM price
 * rules and planning constants). Pure: the zod schemas of src/contracts/secure/ratesheet.ts, the
 * worker and the screen all call these, so the bounds live in one place.
 *
 * Amounts are in the hotel's currency units with at most two decimals (the API's `amount`);
 * the database keeps integer cents (`toCents`).
 */
import { PRICE } from './formats.ts';

/** Longest span one ratesheet read returns (two months: the screen loads windows as it scrolls). */
export const RATESHEET_MAX_DAYS = 62;
/** BOLIM: rate sheet stay bounds, min 1 and max 30 nights. */
export const STAY_MIN = 1;
export const STAY_MAX = 30;
/** BOCHECK/BOLIM: the maximum stay is at least the minimum stay, or 3 when there is none. */
export const MAX_STAY_FLOOR = 3;
/** BOLIM: default minimum amount. */
export const AMOUNT_MIN = 0.01;
/** Highest nightly amount the sheet accepts (the caller's max of BOCHECK-1): 99,999.99. */
export const AMOUNT_MAX = 99_999.99;
/** BOLIM-2: bulk edit range, today to +2 years. */
export const BULK_MAX_YEARS = 2;
/** Most cells one cell-update request may change (a row of a two-week window, with room to spare). */
export const MAX_CELLS_PER_REQUEST = 31;

/** One field issue: the field's name in the payload and the message key. */
export type RateIssue = { field: string; code: string };

/** The editable values of one ratesheet cell (room type × rate plan × date). */
export type RateValues = {
  /** Nightly amount in currency units; null: no rate (not sellable). */
  amount: number | null;
  minLOS: number | null;
  maxLOS: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
};

/** A rate with no row in the database: nothing set, open. */
export const EMPTY_RATE: RateValues = {
  amount: null,
  minLOS: null,
  maxLOS: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
};

/** Bounds of the minimum-stay input: 1 to the maximum stay (or 30). minStayBounds(7) = {min:1,max:7}. */
export function minStayBounds(maxLOS: number | null): { min: number; max: number } {
  return { min: STAY_MIN, max: maxLOS === null ? STAY_MAX : Math.min(maxLOS, STAY_MAX) };
}

/** Bounds of the maximum-stay input: the minimum stay (or 3) to 30. maxStayBounds(null) = {min:3,max:30}. */
export function maxStayBounds(minLOS: number | null): { min: number; max: number } {
  return { min: minLOS === null ? MAX_STAY_FLOOR : Math.max(minLOS, STAY_MIN), max: STAY_MAX };
}

/** Bounds of an amount input: the caller's minimum (or 0.01) to the caller's maximum (or 99,999.99). */
export function amountBounds(caller: { min?: number; max?: number } = {}): { min: number; max: number } {
  return { min: caller.min ?? AMOUNT_MIN, max: caller.max ?? AMOUNT_MAX };
}

/** Integer check of a stay value against its bounds: the message keys error.field.min / error.field.max. */
function stayIssue(field: string, value: number, bounds: { min: number; max: number }): RateIssue | null {
  if (!Number.isInteger(value)) return { field, code: 'error.field.generic.invalid' };
  if (value < bounds.min) return { field, code: 'error.field.min' };
  if (value > bounds.max) return { field, code: 'error.field.max' };
  return null;
}

/**
 * The stay issues of a pair of values (BOCHECK-2 ratesheet stay cells): minLOS in
 * 1..(maxLOS or 30), maxLOS in (minLOS or 3)..30, whole nights. Null values are not checked
 * (null = no restriction); `fields` names them in the payload.
 */
export function stayIssues(
  values: Pick<RateValues, 'minLOS' | 'maxLOS'>,
  fields: { minLOS: string; maxLOS: string } = { minLOS: 'minLOS', maxLOS: 'maxLOS' },
): RateIssue[] {
  const issues: RateIssue[] = [];
  if (values.minLOS !== null) {
    const issue = stayIssue(fields.minLOS, values.minLOS, minStayBounds(values.maxLOS));
    if (issue) issues.push(issue);
  }
  if (values.maxLOS !== null) {
    const issue = stayIssue(fields.maxLOS, values.maxLOS, maxStayBounds(values.minLOS));
    if (issue) issues.push(issue);
  }
  return issues;
}

/**
 * The issue of an amount (BOCHECK-1): required when `required`, a number with at most two
 * decimals and no sign (the price pattern), within amountBounds → error.amount.min / .max.
 */
export function amountIssue(
  field: string,
  amount: number | null,
  options: { required?: boolean; min?: number; max?: number } = {},
): RateIssue | null {
  if (amount === null) return options.required ? { field, code: 'error.required' } : null;
  if (!Number.isFinite(amount) || !PRICE.test(String(amount)))
    return { field, code: 'error.field.generic.invalid' };
  const bounds = amountBounds(options);
  if (amount < bounds.min) return { field, code: 'error.amount.min' };
  if (amount > bounds.max) return { field, code: 'error.amount.max' };
  return null;
}

/** Amount in currency units → integer cents (two decimals at most, so exact after rounding). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents → amount in currency units. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const DAY_MS = 86_400_000;

/** Days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `date` plus `days` days. addDays('2026-02-28', 1) = '2026-03-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date, Monday 1 … Sunday 7. isoWeekday('2026-11-29') = 7. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The last day the bulk edit may reach from `today`: the same day two years later (29 February
 * becomes 28 February). bulkLastDate('2026-11-25') = '2028-11-25'.
 */
export function bulkLastDate(today: string): string {
  const year = Number(today.slice(0, 4)) + BULK_MAX_YEARS;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * Issues of a bulk-edit period (BOCHECK-3): both dates required, the end not before the
 * start, both within today..today + 2 years (today is the hotel's).
 */
export function bulkPeriodIssues(
  startDate: string | null,
  endDate: string | null,
  today: string,
): RateIssue[] {
  const issues: RateIssue[] = [];
  if (startDate === null) issues.push({ field: 'startDate', code: 'error.required' });
  if (endDate === null) issues.push({ field: 'endDate', code: 'error.required' });
  const last = bulkLastDate(today);
  if (startDate !== null) {
    if (startDate < today) issues.push({ field: 'startDate', code: 'error.field.min' });
    else if (startDate > last) issues.push({ field: 'startDate', code: 'error.field.max' });
  }
  if (endDate !== null) {
    if (startDate !== null && endDate < startDate)
      issues.push({ field: 'endDate', code: 'error.date.end.before.start' });
    else if (endDate > last) issues.push({ field: 'endDate', code: 'error.field.max' });
    else if (endDate < today) issues.push({ field: 'endDate', code: 'error.field.min' });
  }
  return issues;
}

/** The dates of startDate..endDate (inclusive) falling on one of `weekdays` (ISO 1..7). */
export function bulkDates(startDate: string, endDate: string, weekdays: ReadonlyArray<number>): string[] {
  const wanted = new Set(weekdays);
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    if (wanted.has(isoWeekday(date))) dates.push(date);
  }
  return dates;
}

/** The bulk edit's target: null for a field keeps each cell's current value (BOCHECK-3). */
export type TargetRate = {
  amount: number | null;
  minLOS: number | null;
  maxLOS: number | null;
  closedToArrival: boolean | null;
  closedToDeparture: boolean | null;
};

/**
 * Issues of a bulk edit's target (BOCHECK): amount at least 0.01; min stay 1..(max stay or
 * 30); max stay (min stay or 3)..30; and at least one value to set. Fields are named as in the
 * form (`targetRate.minLOS`).
 */
export function targetRateIssues(target: TargetRate): RateIssue[] {
  const issues: RateIssue[] = [];
  const amount = amountIssue('targetRate.amount', target.amount);
  if (amount) issues.push(amount);
  issues.push(...stayIssues(target, { minLOS: 'targetRate.minLOS', maxLOS: 'targetRate.maxLOS' }));
  const empty =
    target.amount === null &&
    target.minLOS === null &&
    target.maxLOS === null &&
    target.closedToArrival === null &&
    target.closedToDeparture === null;
  if (empty) issues.push({ field: 'targetRate', code: 'error.required' });
  return issues;
}

/**
 * The values a cell takes after an edit: `changes` over `current`. A cell edit is validated on
 * the result, so a min stay is checked against the max stay it will sit next to.
 */
export function applyRateChanges(current: RateValues, changes: Partial<RateValues>): RateValues {
  return { ...current, ...changes };
}

/** The values of a cell, in the order the ratesheet shows its rows. */
export const RATE_FIELDS = [
  'amount',
  'minLOS',
  'maxLOS',
  'closed',
  'closedToArrival',
  'closedToDeparture',
] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/**
 * One value a change altered: a cell's field, or `roomClosed`, the room type's sale closing that
 * day. No `before` for a bulk edit's values: it sets them whatever each cell held (its audit row
 * keeps the period's prior values, but as one list for up to two years, too costly to pick from
 * for every cell of a sheet).
 */
export type RateFieldChange = {
  field: RateField | 'roomClosed';
  before?: number | boolean | null;
  after: number | boolean | null;
};

/** The values a bulk edit's target sets (its empty fields kept each cell's own), in row order. */
export function targetFieldChanges(target: TargetRate): RateFieldChange[] {
  const set: Partial<Record<RateField, number | boolean | null>> = {
    amount: target.amount,
    minLOS: target.minLOS,
    maxLOS: target.maxLOS,
    closedToArrival: target.closedToArrival,
    closedToDeparture: target.closedToDeparture,
  };
  return RATE_FIELDS.filter((field) => set[field] !== undefined && set[field] !== null).map((field) => ({
    field,
    after: set[field] ?? null,
  }));
}

/**
 * The fields whose value differs between a cell before and after a change, in row order: what
 * the ratesheet's last-change hint says ('Price €87.00 → €123.45'). Nothing when nothing moved.
 */
export function rateFieldChanges(before: RateValues, after: RateValues): RateFieldChange[] {
  return RATE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    before: before[field],
    after: after[field],
  }));
}

/** True when two cells hold the same values (the concurrency check of a cell edit). */
export function sameRate(a: RateValues, b: RateValues): boolean {
  return (
    a.amount === b.amount &&
    a.minLOS === b.minLOS &&
    a.maxLOS === b.maxLOS &&
    a.closed === b.closed &&
    a.closedToArrival === b.closedToArrival &&
    a.closedToDeparture === b.closedToDeparture
  );
}

/** The bit mask of ISO weekdays (bit weekday − 1): weekdayMask([1, 7]) = 65; every day = 127. */
export function weekdayMask(weekdays: ReadonlyArray<number>): number {
  let mask = 0;
  for (const day of weekdays) if (day >= 1 && day <= 7) mask |= 1 << (day - 1);
  return mask;
}

/** A change that covers a period on some weekdays (a bulk edit), as the audit stores it. */
export type PeriodChange = { start_date: string; end_date: string; weekdays: number };

/**
 * The first change of `changes` (latest first) whose period and weekdays cover `date`, or
 * null: the last bulk edit of a cell. latestChange([{…'2026-12-01'..'2026-12-31', weekdays 64}],
 * '2026-12-06') finds it (a Sunday); '2026-12-07' (a Monday) does not.
 */
export function latestChange<T extends PeriodChange>(changes: ReadonlyArray<T>, date: string): T | null {
  const bit = 1 << (isoWeekday(date) - 1);
  for (const change of changes) {
    if (change.start_date <= date && date <= change.end_date && (change.weekdays & bit) !== 0) return change;
  }
  return null;
}
