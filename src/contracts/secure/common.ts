/**
 * Pieces every secure (back-office) schema shares: the hotel id in the path, ids, versions.
 * Request schemas validate what the worker receives; response schemas describe what it answers
 * (the OpenAPI document is generated from both).
 */
import { dateField } from '../booking.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';

/** A positive database id in a path or query string ('12' → 12). */
export const idParam = () =>
  z
    .string({ error: typeError })
    .regex(/^[1-9]\d{0,8}$/, 'error.field.generic.invalid')
    .transform(Number);

/** A positive database id in a JSON body. */
export const idField = () => z.number({ error: typeError }).int().min(1).max(999_999_999);

/** The optimistic-concurrency version a write was based on (a stale one answers 409). */
export const versionField = () => z.number({ error: typeError }).int().min(1).max(2_147_483_647);

/** Field error code of a write based on an old version (guest documents, notes, gallery, address). */
export const VERSION_CONFLICT = 'error.version.conflict';

/** `/hotels/{hotelId}/…` */
export const hotelParams = z.object({ hotelId: idParam() }, { error: typeError });

export { dateField };

/** 'YYYY-MM-DD' in responses. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
