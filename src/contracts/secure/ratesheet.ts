/**
 * The ratesheet's API (BOSCREENS-4 ratesheet screen, BODATA-6 ratesheet rate / rate plan / room type /
 * bulk-edit form, BOFLOW-5 ratesheet cell, BOCHECK ratesheet and bulk-edit validation): room types × rate
 * plans × dates of one hotel, and the writes a revenue manager makes on it.
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/ratesheet?from=YYYY-MM-DD&to=YYYY-MM-DD → RatesheetResponse
 *   POST /api/rs/secure/hotels/{hotelId}/ratesheet/cells   CellsRequest     → RatesheetChange
 *   POST /api/rs/secure/hotels/{hotelId}/ratesheet/days    DayClosingRequest → RatesheetChange
 *   POST /api/rs/secure/hotels/{hotelId}/ratesheet/bulk    BulkEditRequest  → BulkEditResult
 *
 * `to` is inclusive; a span is at most RATESHEET_MAX_DAYS days. Amounts are in the hotel's
 * currency units (two decimals), never cents. Field errors answer 400 `{ field, code }` with the
 * spec's keys (error.required, error.field.min, error.field.max, error.amount.min,
 * error.amount.max, error.date.end.before.start, error.field.generic.invalid). Writes answer 409
 * with one of RATESHEET_CONFLICTS (the `code` of the error's field) when the sheet changed
 * meanwhile or the cell cannot change (past, derived plan…): show the message, then reload.
 *
 * The bounds come from src/domain/ratesheet.ts (stayIssues, amountIssue, bulkPeriodIssues):
 * forms use the same functions for their own messages.
 */
import {
  AMOUNT_MAX,
  amountIssue,
  applyRateChanges,
  EMPTY_RATE,
  MAX_CELLS_PER_REQUEST,
  RATE_FIELDS,
  RATESHEET_MAX_DAYS,
  stayIssues,
  targetRateIssues,
} from '../../domain/ratesheet.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, idField, isoDate, versionField } from './common.ts';

export {
  AMOUNT_MAX,
  AMOUNT_MIN,
  BULK_MAX_YEARS,
  MAX_CELLS_PER_REQUEST,
  MAX_STAY_FLOOR,
  RATESHEET_MAX_DAYS,
  STAY_MAX,
  STAY_MIN,
} from '../../domain/ratesheet.ts';

/**
 * Codes of the 409 answers (ApiError fields[0].code), with the English message the worker sends:
 * - error.ratesheet.changed: 'The rate was changed meanwhile: the sheet has been reloaded, try again.'
 * - error.ratesheet.version: 'The ratesheet was changed meanwhile: reload it and try again.' (bulk with ratesVersion)
 * - error.ratesheet.date.past: 'That day is already past: it cannot be changed.'
 * - error.ratesheet.hotel.closed: 'The hotel is closed that day.'
 * - error.ratesheet.plan.derived: 'A derived rate plan follows its parent: change the parent plan.'
 * - error.ratesheet.plan.unknown: 'That rate plan is not sold for that room type.'
 * A missing room type / rate plan of another hotel answers 404 with field roomTypeId / ratePlanId
 * and code error.element.not.found.
 */
export const RATESHEET_CONFLICTS = [
  'error.ratesheet.changed',
  'error.ratesheet.version',
  'error.ratesheet.date.past',
  'error.ratesheet.hotel.closed',
  'error.ratesheet.plan.derived',
  'error.ratesheet.plan.unknown',
] as const;
export type RatesheetConflict = (typeof RATESHEET_CONFLICTS)[number];

// ---------------------------------------------------------------------------------------------
// Read

export const ratesheetQuery = z
  .object(
    {
      from: dateField(),
      to: dateField(),
      /** Language of the room type and rate plan names (default en). */
      language: z.enum(['en', 'it'], { error: 'error.field.generic.invalid' }).optional(),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.date.end.before.start' });
    else if (days > RATESHEET_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.field.max' });
  });
export type RatesheetQuery = z.output<typeof ratesheetQuery>;

/** Who changed something last, and when (from the audit table). */
export const lastChange = z.strictObject({
  /** The manager's display name ('Maria Rossi'); null when the manager no longer exists. */
  by: z.string().nullable(),
  /** ISO-8601 UTC instant. */
  at: z.string(),
  /** CELL (one cell edit), BULK (a bulk edit covering the cell) or CLOSING (the day toggle). */
  action: z.enum(['CELL', 'BULK', 'CLOSING']),
  /**
   * What it changed, field by field (amounts in currency units, null = not set): the fields of
   * the rate (`amount`, `minLOS`, `maxLOS`, `closed`, `closedToArrival`, `closedToDeparture`),
   * or `roomClosed` for the room type's sale closing that day. A cell edit and a closing give
   * `before` and `after` of the fields that moved; a bulk edit gives the values it set (`after`
   * only, no `before`: it set them whatever each cell held).
   */
  changes: z.array(
    z.strictObject({
      field: z.enum([...RATE_FIELDS, 'roomClosed']),
      before: z.union([z.number(), z.boolean()]).nullable().optional(),
      after: z.union([z.number(), z.boolean()]).nullable(),
    }),
  ),
});
export type LastChange = z.output<typeof lastChange>;

/** Rooms of the type still for sale that night (actual) out of its inventory (total). */
export const availability = z.strictObject({ actual: z.number().int(), total: z.number().int() });

/**
 * BODATA-6 'Ratesheet rate' (per date and rate plan). The transient saving/saved flags of the
 * spec are the screen's own state. For a derived plan amount is computed from its parent and
 * the restrictions are the parent's (read-only).
 */
export const ratesheetRate = z.strictObject({
  /** `${roomTypeId}:${ratePlanId}:${date}`, stable across reads (a cell's key). */
  id: z.string(),
  date: isoDate,
  /** Nightly amount in currency units; null = no rate that night (not sellable). */
  amount: z.number().nullable(),
  minLOS: z.number().int().nullable(),
  maxLOS: z.number().int().nullable(),
  /** The rate itself is closed (stop-sell of this plan). */
  closed: z.boolean(),
  /** The room type is closed for sale that night (the day toggle, inventory.room_closed). */
  roomClosed: z.boolean(),
  hotelClosed: z.boolean(),
  /** Before the hotel's today: read-only. */
  pastDate: z.boolean(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  availability,
  /** Last change of this cell (a cell edit or a bulk edit that covered it); null: never changed here. */
  lastChange: lastChange.nullable(),
});
export type RatesheetRate = z.output<typeof ratesheetRate>;

/** The values of a cell a write compares and changes (the editable part of a ratesheet rate). */
export const rateValues = z.object({
  amount: z.number().nullable(),
  minLOS: z.number().int().nullable(),
  maxLOS: z.number().int().nullable(),
  closed: z.boolean(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
});
export type RateValues = z.output<typeof rateValues>;

/** BODATA-6 'Rate plan' as the sheet shows it under a room type. */
export const ratesheetPlan = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.string(),
  type: z.enum(['STANDARD', 'NOT_REFUNDABLE']),
  enabled: z.boolean(),
  /** A plan with its own amounts (not derived). At least one is needed to sell the room type. */
  primary: z.boolean(),
  /** Spec's parentRatePlanDerivation: derived plans follow their parent (read-only rows). */
  parentRatePlanDerivation: z
    .strictObject({
      parentRatePlanId: z.number().int(),
      /** PERCENTAGE: signed percent (−10 = 10 % less); AMOUNT: signed currency units. */
      kind: z.enum(['PERCENTAGE', 'AMOUNT']),
      value: z.number(),
    })
    .nullable(),
  pricingModel: z.enum(['PER_ROOM', 'OCCUPANCY_BASED_PRICING']),
  /** Guests the nightly amount covers (OCCUPANCY_BASED_PRICING only, else null). */
  occupantsForBaseRate: z.number().int().nullable(),
  /** The plan's default minimum and maximum stay, for the nights whose own cells set none (null: none). */
  defaultMinStay: z.number().int().nullable(),
  defaultMaxStay: z.number().int().nullable(),
  /** Channel codes the plan is linked to (BODATA-6 linkedChannels; the bulk edit's filter). */
  linkedChannels: z.array(z.string()),
  /** One rate per date of the span, in order. */
  rates: z.array(ratesheetRate),
});
export type RatesheetPlan = z.output<typeof ratesheetPlan>;

/** The room type's own row per date: sale closing (the day toggle) and availability. */
export const ratesheetRoomTypeDay = z.strictObject({
  date: isoDate,
  roomClosed: z.boolean(),
  availability,
  /** Last opening/closing of the room type that day. */
  lastChange: lastChange.nullable(),
});
export type RatesheetRoomTypeDay = z.output<typeof ratesheetRoomTypeDay>;

/** BODATA-6 'Room type' with its rate plans. */
export const ratesheetRoomType = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.string(),
  category: z.string(),
  /** Disabled room types show a disabled label instead of rows (BOSCREENS). */
  enabled: z.boolean(),
  /** Enabled physical rooms of the type. */
  totalRooms: z.number().int(),
  /** False: the 'no primary rate plan' warning shows (BOSCREENS). */
  hasPrimaryRatePlan: z.boolean(),
  /** Channel codes the room type is linked to (BODATA-6 linkedChannels). */
  linkedChannels: z.array(z.string()),
  days: z.array(ratesheetRoomTypeDay),
  /** The plans sold for this room type: primary ones first, derived ones after their parent. */
  ratePlans: z.array(ratesheetPlan),
});
export type RatesheetRoomType = z.output<typeof ratesheetRoomType>;

/** The date header (BOSCREENS): one button per date. */
export const ratesheetDay = z.strictObject({
  date: isoDate,
  /** ISO weekday, Monday 1 … Sunday 7. */
  weekday: z.number().int(),
  past: z.boolean(),
  today: z.boolean(),
  hotelClosed: z.boolean(),
  /** Every enabled room type is closed for sale that day (the header shows the danger style). */
  roomsClosed: z.boolean(),
});
export type RatesheetDay = z.output<typeof ratesheetDay>;

export const ratesheetResponse = z.strictObject({
  hotelId: z.number().int(),
  from: isoDate,
  to: isoDate,
  /** The hotel's today in its own time zone. */
  today: isoDate,
  currency: z.string(),
  /** The hotel's rates version when read (a bulk edit may send it back to guard against changes). */
  ratesVersion: z.number().int(),
  /**
   * BODATA-6 channel settings of the hotel. The bulk edit offers, for the chosen room types
   * and plans, the enabled channels linked to both a room type and a plan.
   */
  channels: z.array(z.strictObject({ id: z.number().int(), channel: z.string(), disabled: z.boolean() })),
  days: z.array(ratesheetDay),
  roomTypes: z.array(ratesheetRoomType),
});
export type RatesheetResponse = z.output<typeof ratesheetResponse>;

/** What a cell or day write answers: the dates it touched, re-read (derived plans included). */
export const ratesheetChange = z.strictObject({ changed: ratesheetResponse });
export type RatesheetChange = z.output<typeof ratesheetChange>;

// ---------------------------------------------------------------------------------------------
// Cell edits

const nullableAmount = () => z.number({ error: typeError }).nullable();
const nullableStay = () => z.number({ error: typeError }).int('error.field.generic.invalid').nullable();
const flag = () => z.boolean({ error: typeError });

/** The values of a cell as the screen saw them (every field: the 409 check compares them all). */
export const expectedRate = z.object(
  {
    amount: nullableAmount(),
    minLOS: nullableStay(),
    maxLOS: nullableStay(),
    closed: flag(),
    closedToArrival: flag(),
    closedToDeparture: flag(),
  },
  { error: typeError },
);

/** The fields to change (at least one); the others keep their value. amount null = no rate. */
export const rateChanges = z
  .object(
    {
      amount: nullableAmount().optional(),
      minLOS: nullableStay().optional(),
      maxLOS: nullableStay().optional(),
      closed: flag().optional(),
      closedToArrival: flag().optional(),
      closedToDeparture: flag().optional(),
    },
    { error: typeError },
  )
  .strict();

/**
 * One cell edit: room type × rate plan × date, the values it was based on (`expected`: 409
 * error.ratesheet.changed when the stored cell differs) and the fields to change. The result is
 * validated as a whole (BOCHECK): amount 0.01..99,999.99 with two decimals, min stay
 * 1..(max stay or 30), max stay (min stay or 3)..30. Past dates and derived plans: 409.
 */
export const cellUpdate = z
  .object(
    {
      roomTypeId: idField(),
      ratePlanId: idField(),
      date: dateField(),
      expected: expectedRate,
      changes: rateChanges,
    },
    { error: typeError },
  )
  .superRefine((cell, ctx) => {
    const keys = Object.keys(cell.changes).filter(
      (key) => cell.changes[key as keyof typeof cell.changes] !== undefined,
    );
    if (keys.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['changes'], message: 'error.required' });
      return;
    }
    const changes = Object.fromEntries(
      keys.map((key) => [key, cell.changes[key as keyof typeof cell.changes]]),
    );
    const result = applyRateChanges({ ...EMPTY_RATE, ...cell.expected }, changes);
    if ('amount' in changes) {
      // Required (BOCHECK): a sheet stops selling a night with `closed`, never by clearing it.
      const issue = amountIssue('changes.amount', result.amount, { required: true });
      if (issue) ctx.addIssue({ code: 'custom', path: ['changes', 'amount'], message: issue.code });
    }
    // Stay bounds are checked on the changed value only: a stored pair outside today's bounds
    // (seeded before them) must not block an unrelated edit of the same cell.
    for (const issue of stayIssues(result)) {
      if (issue.field in changes)
        ctx.addIssue({ code: 'custom', path: ['changes', issue.field], message: issue.code });
    }
  });
export type CellUpdate = z.output<typeof cellUpdate>;

/** Up to MAX_CELLS_PER_REQUEST cell edits applied together (all or none). */
export const cellsRequest = z.object(
  {
    cells: z
      .array(cellUpdate, { error: typeError })
      .min(1, 'error.required')
      .max(MAX_CELLS_PER_REQUEST, 'error.field.generic.maxlength'),
  },
  { error: typeError },
);
export type CellsRequest = z.output<typeof cellsRequest>;

/**
 * The date header toggle (BOSCREENS): close (`closed: true`) or open every room type for sale
 * on `date`; with `roomTypeId`, that room type only (its status row). Declarative: the state
 * wanted, so a repeat is harmless. Past and hotel-closed dates: 409.
 */
export const dayClosingRequest = z.object(
  {
    date: dateField(),
    closed: z.boolean({ error: typeError }),
    roomTypeId: idField().optional(),
  },
  { error: typeError },
);
export type DayClosingRequest = z.output<typeof dayClosingRequest>;

// ---------------------------------------------------------------------------------------------
// Bulk edit

/** Channel codes as the channel manager stores them ('BOOKING', 'EXPEDIA', 'WEBSITE'…). */
const channelCode = () =>
  z.string({ error: typeError }).regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'error.field.generic.invalid');

/** BODATA-6 bulk-edit targetRate: null (or missing) keeps each cell's current value. */
export const targetRate = z.object(
  {
    amount: z
      .number({ error: typeError })
      .nullish()
      .transform((v) => v ?? null),
    minLOS: z
      .number({ error: typeError })
      .nullish()
      .transform((v) => v ?? null),
    maxLOS: z
      .number({ error: typeError })
      .nullish()
      .transform((v) => v ?? null),
    closedToArrival: z
      .boolean({ error: typeError })
      .nullish()
      .transform((v) => v ?? null),
    closedToDeparture: z
      .boolean({ error: typeError })
      .nullish()
      .transform((v) => v ?? null),
  },
  { error: typeError },
);

const uniqueIds = () =>
  z
    .array(idField(), { error: typeError })
    .min(1, 'error.required')
    .max(200, 'error.field.generic.maxlength')
    .refine((ids) => new Set(ids).size === ids.length, 'error.field.duplicate');

/**
 * BODATA-6 'Bulk edit form', plus the rate plans it applies to. Every date of
 * startDate..endDate (inclusive) on one of `weekdays` (ISO 1..7), for every room type × rate
 * plan listed, takes `targetRate`'s non-null values; all cells change or none (one atomic
 * write). `channels` (optional) narrows the pairs to those where both the room type and the plan
 * are linked to at least one of the channels (BOCHECK). The period is checked against the
 * hotel's today by the worker (today..today + 2 years, bulkPeriodIssues); forms check it with
 * theirs. `ratesVersion` (optional): the version the screen read; 409 error.ratesheet.version
 * when anything changed since. Derived plans: 409 error.ratesheet.plan.derived.
 */
export const bulkEditRequest = z
  .object(
    {
      startDate: dateField(),
      endDate: dateField(),
      weekdays: z
        .array(z.number({ error: typeError }).int('error.field.generic.invalid').min(1).max(7), {
          error: typeError,
        })
        .min(1, 'error.required')
        .max(7, 'error.field.generic.maxlength')
        .refine((days) => new Set(days).size === days.length, 'error.field.duplicate'),
      roomTypes: uniqueIds(),
      ratePlans: uniqueIds(),
      channels: z
        .array(channelCode(), { error: typeError })
        .max(50, 'error.field.generic.maxlength')
        .optional()
        .transform((v) => v ?? []),
      targetRate,
      ratesVersion: versionField().optional(),
    },
    { error: typeError },
  )
  .superRefine((form, ctx) => {
    if (form.endDate < form.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'error.date.end.before.start' });
    for (const issue of targetRateIssues(form.targetRate)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.code });
    }
  });
export type BulkEditInput = z.input<typeof bulkEditRequest>;
export type BulkEditRequest = z.output<typeof bulkEditRequest>;

export const bulkEditResult = z.strictObject({
  /** Cells written (room type × plan × matching date). */
  cells: z.number().int(),
  /** Matching dates of the period. */
  dates: z.number().int(),
  /** The hotel's rates version after the edit. */
  ratesVersion: z.number().int(),
});
export type BulkEditResult = z.output<typeof bulkEditResult>;

/** Largest amount in the price inputs (the caller's max of BOCHECK-1). */
export const RATE_AMOUNT_MAX = AMOUNT_MAX;
