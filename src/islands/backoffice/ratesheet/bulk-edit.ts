/**
 * The bulk-edit dialog's form (BODATA-6 bulk-edit form, BOCHECK-3 bulk edit): what the inputs hold,
 * how it becomes the API's request (src/contracts/secure/ratesheet.ts `bulkEditRequest`, checked
 * with that schema and the period rule of src/domain/ratesheet.ts against the hotel's today),
 * where each problem shows (the form's field names, in the dialog's order, so the first invalid
 * field is focused), and the channels a selection may target (linked to both a room type and a
 * rate plan chosen, src/domain/channels.ts).
 */

import { type BulkEditInput, bulkEditRequest } from '../../../contracts/secure/ratesheet.ts';
import { bulkEditChannels, type ChannelCode, type ChannelSetting } from '../../../domain/channels.ts';
import { bulkLastDate, bulkPeriodIssues, targetRateIssues } from '../../../domain/ratesheet.ts';
import { limitFor } from './ratesheet-cell.ts';

/** A flag of the target rate: keep each day's value, or set it on or off. */
export type FlagChoice = 'keep' | 'on' | 'off';

/** The dialog's inputs, as typed (numbers are text until sent: '' keeps the current value). */
export type BulkForm = {
  startDate: string;
  endDate: string;
  /** ISO weekdays '1' (Monday) … '7' (Sunday), as checkbox values. */
  weekdays: string[];
  roomTypes: string[];
  ratePlans: string[];
  channels: string[];
  amount: string;
  minLOS: string;
  maxLOS: string;
  closedToArrival: FlagChoice;
  closedToDeparture: FlagChoice;
};

/** The form's fields in the order the dialog shows them (the first with a problem gets focus). */
export const BULK_FIELDS = [
  'startDate',
  'endDate',
  'weekdays',
  'roomTypes',
  'ratePlans',
  'channels',
  'amount',
  'minLOS',
  'maxLOS',
  'closedToArrival',
  'closedToDeparture',
] as const satisfies readonly (keyof BulkForm)[];
export type BulkField = (typeof BULK_FIELDS)[number];

export const ALL_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'];

/** Shown (and sent to the field) when no target value is given: something must change. */
export const TARGET_EMPTY = 'bo.ratesheet.bulk.target.empty';

/** The form opened from a cell: that day to the same day, every weekday, that room type and plan. */
export function bulkDefaults(cell: {
  date: string;
  roomTypeId: number;
  ratePlanId: number | null;
}): BulkForm {
  return {
    startDate: cell.date,
    endDate: cell.date,
    weekdays: [...ALL_WEEKDAYS],
    roomTypes: [String(cell.roomTypeId)],
    ratePlans: cell.ratePlanId === null ? [] : [String(cell.ratePlanId)],
    channels: [],
    amount: '',
    minLOS: '',
    maxLOS: '',
    closedToArrival: 'keep',
    closedToDeparture: 'keep',
  };
}

/** '' → null (keep); '89,50' → 89.5; anything not a number → NaN (the schema refuses it). */
export function parseNumber(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return null;
  return /^[+-]?\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const flag = (choice: FlagChoice): boolean | null => (choice === 'keep' ? null : choice === 'on');

/** The API request of a filled form (the `ratesVersion` guard is added when the screen has one). */
export function bulkRequest(form: BulkForm, ratesVersion?: number): BulkEditInput {
  return {
    startDate: form.startDate,
    endDate: form.endDate,
    weekdays: form.weekdays.map(Number).sort((a, b) => a - b),
    roomTypes: form.roomTypes.map(Number),
    ratePlans: form.ratePlans.map(Number),
    channels: [...form.channels],
    targetRate: {
      amount: parseNumber(form.amount),
      minLOS: parseNumber(form.minLOS),
      maxLOS: parseNumber(form.maxLOS),
      closedToArrival: flag(form.closedToArrival),
      closedToDeparture: flag(form.closedToDeparture),
    },
    ...(ratesVersion === undefined ? {} : { ratesVersion }),
  };
}

/** Where an API field (`targetRate.minLOS`, `roomTypes.0`…) shows in the form. */
export function formField(path: string): BulkField | null {
  const [head, second] = path.split('.');
  if (head === 'targetRate') {
    if (second === 'amount' || second === 'minLOS' || second === 'maxLOS') return second;
    if (second === 'closedToArrival' || second === 'closedToDeparture') return second;
    return 'amount';
  }
  return (BULK_FIELDS as readonly string[]).includes(head ?? '') ? (head as BulkField) : null;
}

/**
 * The form's problems, field → message key, in the dialog's order: the request schema's (types,
 * weekdays, at least one room type and plan, end not before start, target bounds), the period's
 * against the hotel's today (today..today + 2 years), and 'nothing to change'.
 */
export function bulkIssues(form: BulkForm, today: string): Partial<Record<BulkField, string>> {
  const found = new Map<BulkField, string>();
  const add = (field: BulkField | null, code: string) => {
    if (field && !found.has(field))
      found.set(field, code === 'error.required' && field === 'amount' ? TARGET_EMPTY : code);
  };
  for (const issue of bulkPeriodIssues(form.startDate || null, form.endDate || null, today)) {
    add(formField(issue.field), issue.code);
  }
  const request = bulkRequest(form);
  // The schema's own refinements stop at the first field that fails its type: the target's
  // bounds are checked here too, so every problem shows at once.
  for (const issue of targetRateIssues({
    ...request.targetRate,
    amount: request.targetRate.amount ?? null,
    minLOS: request.targetRate.minLOS ?? null,
    maxLOS: request.targetRate.maxLOS ?? null,
    closedToArrival: request.targetRate.closedToArrival ?? null,
    closedToDeparture: request.targetRate.closedToDeparture ?? null,
  })) {
    add(formField(issue.field), issue.code);
  }
  const parsed = bulkEditRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // Empty dates are reported by the period rule as required already.
      add(formField(path), issue.message);
    }
  }
  const ordered: Partial<Record<BulkField, string>> = {};
  for (const field of BULK_FIELDS) {
    const code = found.get(field);
    if (code) ordered[field] = code;
  }
  return ordered;
}

/** The date inputs' bounds: the hotel's today to two years ahead. */
export function bulkDateBounds(today: string): { min: string; max: string } {
  return { min: today, max: bulkLastDate(today) };
}

/** The channels linked to a room type and a rate plan (the channel manager list's answer). */
export type ChannelLinks = {
  channels: ReadonlyArray<Pick<ChannelSetting, 'channel' | 'disabled'>>;
  roomTypes: ReadonlyArray<{ id: number; linkedChannels: ReadonlyArray<ChannelCode> }>;
  ratePlans: ReadonlyArray<{ id: number; linkedChannels: ReadonlyArray<ChannelCode> }>;
};

/**
 * The channels the dialog offers for the chosen room types and plans (BOCHECK): a channel
 * appears when some chosen room type and some chosen plan are both linked to it (and it is not
 * disabled), in the hotel's order. The write then narrows each pair to the channels it has.
 */
export function offeredChannels(
  links: ChannelLinks,
  roomTypeIds: ReadonlyArray<number>,
  ratePlanIds: ReadonlyArray<number>,
): ChannelCode[] {
  const offered = new Set<ChannelCode>();
  for (const roomTypeId of roomTypeIds) {
    const roomType = links.roomTypes.find((item) => item.id === roomTypeId);
    if (!roomType) continue;
    for (const ratePlanId of ratePlanIds) {
      const plan = links.ratePlans.find((item) => item.id === ratePlanId);
      if (!plan) continue;
      for (const channel of bulkEditChannels(links.channels, roomType.linkedChannels, plan.linkedChannels))
        offered.add(channel);
    }
  }
  return links.channels.map((setting) => setting.channel).filter((channel) => offered.has(channel));
}

/**
 * The plans the dialog offers: each plan of the sellable room types once, in the sheet's order,
 * except derived plans (their prices follow their parent's, so a bulk edit cannot set them).
 */
export function bulkRatePlans(
  sellable: ReadonlyArray<{
    ratePlans: ReadonlyArray<{ id: number; name: string; parentRatePlanDerivation: unknown }>;
  }>,
): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const roomType of sellable)
    for (const plan of roomType.ratePlans)
      if (plan.parentRatePlanDerivation === null && !seen.has(plan.id)) seen.set(plan.id, plan.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * The number a field's message names ({num}): the stay bound the value broke (read against the
 * other stay field as typed), the period's first or last allowed day for the dates, '' otherwise.
 * `formatDate` turns an ISO day into the page's words.
 */
export function bulkMessageNumber(
  field: BulkField,
  code: string,
  form: Pick<BulkForm, 'minLOS' | 'maxLOS'>,
  today: string,
  formatDate: (date: string) => string,
): string {
  if (field === 'minLOS' || field === 'maxLOS') {
    const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
    const stay = { minLOS: finite(parseNumber(form.minLOS)), maxLOS: finite(parseNumber(form.maxLOS)) };
    return limitFor(stay, field === 'minLOS' ? 'minStay' : 'maxStay', code);
  }
  if (field === 'startDate' || field === 'endDate') {
    const bounds = bulkDateBounds(today);
    return formatDate(code === 'error.field.max' ? bounds.max : bounds.min);
  }
  return '';
}

/**
 * The form the dialog opens with: from the cell it was asked on, else from the first date on screen
 * with the first sellable room type and its first own (not derived) plan. It never starts before
 * the hotel's today (a bulk edit cannot change the past); with no sellable room type none is chosen.
 */
export function bulkOpening(
  roomTypes: ReadonlyArray<{
    id: number;
    enabled: boolean;
    ratePlans: ReadonlyArray<{ id: number; parentRatePlanDerivation: unknown }>;
  }>,
  cell: { date: string; roomTypeId: number; ratePlanId: number } | null,
  firstShownDate: string,
  today: string,
): BulkForm {
  const firstType = roomTypes.find((roomType) => roomType.enabled);
  const firstPlan = firstType?.ratePlans.find((plan) => plan.parentRatePlanDerivation === null);
  const base = cell ?? {
    date: firstShownDate,
    roomTypeId: firstType?.id ?? 0,
    ratePlanId: firstPlan?.id ?? 0,
  };
  const defaults = bulkDefaults({
    date: base.date < today ? today : base.date,
    roomTypeId: base.roomTypeId,
    ratePlanId: base.ratePlanId || null,
  });
  if (!base.roomTypeId) defaults.roomTypes = [];
  return defaults;
}
