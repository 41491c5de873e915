/**
 * Calendar sync with the channels (CHANNEL-1, decision 050):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/ical                       → IcalOverview
 *   POST   /api/rs/secure/hotels/{hotelId}/ical/exports/regenerate    IcalExportTarget → IcalOverview['exports'][n]
 *   POST   /api/rs/secure/hotels/{hotelId}/ical/imports               IcalImportCreate → 201 { id }
 *   DELETE /api/rs/secure/hotels/{hotelId}/ical/imports/{importId}    → 204
 *   POST   /api/rs/secure/hotels/{hotelId}/ical/imports/{importId}/sync → IcalSyncResult
 *   GET    /api/rs/secure/hotels/{hotelId}/ical/conflicts             → IcalConflicts (the planning's banner)
 *
 * A feed's URL is `{site}/ical/{token}.ics`; `?channel=AIRBNB` leaves out what came from Airbnb.
 */
import { FEED_URL_MAX_LENGTH } from '../../domain/feed-url.ts';
import { ICAL_CHANNELS } from '../../domain/ical.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idField, idParam, isoDate } from './common.ts';

/** Exactly one of roomId and roomTypeId. */
const oneTarget = (value: { roomId?: number | undefined; roomTypeId?: number | undefined }) =>
  (value.roomId === undefined) !== (value.roomTypeId === undefined);

export const icalExportTarget = z
  .object({ roomId: idField().optional(), roomTypeId: idField().optional() }, { error: typeError })
  .refine(oneTarget, { message: ErrorCode.required, path: ['roomTypeId'] });
export type IcalExportTarget = z.infer<typeof icalExportTarget>;

export const icalImportCreate = z
  .object(
    {
      roomId: idField().optional(),
      roomTypeId: idField().optional(),
      channel: oneOf(ICAL_CHANNELS),
      url: z
        .string({ error: typeError })
        .trim()
        .min(1, ErrorCode.required)
        .max(FEED_URL_MAX_LENGTH, ErrorCode.maxLength),
    },
    { error: typeError },
  )
  .refine(oneTarget, { message: ErrorCode.required, path: ['roomTypeId'] });
export type IcalImportCreate = z.infer<typeof icalImportCreate>;

/** `/hotels/{hotelId}/ical/imports/{importId}` */
export const icalImportParams = z.object({ hotelId: idParam(), importId: idParam() }, { error: typeError });

/** `?channel=AIRBNB&days=730` on a feed. */
export const icalFeedQuery = z.object(
  {
    channel: oneOf(ICAL_CHANNELS).optional(),
    days: z
      .string({ error: typeError })
      .regex(/^\d{1,3}$/, 'error.field.generic.invalid')
      .transform(Number)
      .refine((days) => days >= 1 && days <= 730, 'error.field.generic.invalid')
      .optional(),
  },
  { error: typeError },
);

const counts = {
  eventsRead: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
  conflicts: z.number().int(),
  skipped: z.number().int(),
};

export const icalRun = z.strictObject({
  at: z.string(),
  startedBy: z.enum(['SCHEDULED', 'MANUAL']),
  outcome: z.enum(['OK', 'NOT_MODIFIED', 'ERROR']),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  ...counts,
});
export type IcalRun = z.infer<typeof icalRun>;

export const icalExport = z.strictObject({
  roomId: z.number().int().optional(),
  roomTypeId: z.number().int().optional(),
  /** The room's name, or the room type's name in each language. */
  name: z.record(z.string(), z.string()),
  url: z.string(),
});
export type IcalExport = z.infer<typeof icalExport>;

export const icalImport = z.strictObject({
  id: z.number().int(),
  roomId: z.number().int().optional(),
  roomTypeId: z.number().int(),
  channel: z.string(),
  url: z.string(),
  /** The newest run, null before the first one. */
  lastSync: icalRun.nullable(),
  /** The newest failed run (even if later ones worked), null when none failed. */
  lastError: icalRun.nullable(),
  /** The newest runs first, at most 50. */
  runs: z.array(icalRun),
});
export type IcalImport = z.infer<typeof icalImport>;

export const icalOverview = z.strictObject({
  exports: z.array(icalExport),
  imports: z.array(icalImport),
  /** Channels an import may name. */
  channels: z.array(z.string()),
});
export type IcalOverview = z.infer<typeof icalOverview>;

export const icalImportCreated = z.strictObject({ id: z.number().int() });

export const icalSyncResult = z.strictObject({
  outcome: z.enum(['OK', 'NOT_MODIFIED', 'ERROR']),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  ...counts,
});
export type IcalSyncResult = z.infer<typeof icalSyncResult>;

export const icalConflicts = z.strictObject({
  conflicts: z.array(
    z.strictObject({
      code: z.string(),
      checkin: isoDate,
      checkout: isoDate,
      channel: z.string(),
      roomTypeId: z.number().int(),
      roomId: z.number().int().nullable(),
    }),
  ),
});
export type IcalConflicts = z.infer<typeof icalConflicts>;

/** Message keys of the routes' refusals. */
export const IcalErrorCode = {
  tooMany: 'bo.ical.error.too.many',
} as const;
