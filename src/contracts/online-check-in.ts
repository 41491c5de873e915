/**
 * GET/PUT /api/rs/public/booking/reservations/{code}/online-check-in (decision 058): the guest's
 * online check-in from the manage link. The guest fills in the identity document of every guest
 * of the stay with the back office's own schema and rules (src/contracts/secure/guest-documents.ts,
 * src/domain/guest-documents.ts); the answer never gives a saved document back, only whether each
 * guest's document was received and complete, so a forwarded link shows nobody's passport.
 */
import { DOCUMENT_STATUSES, GUEST_TYPES } from '../domain/guest-documents.ts';
import { ONLINE_CHECK_IN_CLOSURES, type OnlineCheckInClosure } from '../domain/online-check-in.ts';
import { manageToken } from './booking.ts';
import { typeError } from './fields.ts';
import { guestDocumentInput } from './secure/guest-documents.ts';
import { z } from './zod.ts';

/** Field error codes of a refused save (409). */
export const OnlineCheckInError = {
  NOT_CONFIRMED: 'error.checkin.online.not.confirmed',
  CHECKED_IN: 'error.checkin.online.checked.in',
  ARRIVAL_PASSED: 'error.checkin.online.closed',
} as const satisfies Record<OnlineCheckInClosure, string>;

/** One guest's document, saved one at a time over the version the guest's page read. */
export const onlineCheckInSave = z.object(
  {
    token: manageToken(),
    version: z.number({ error: typeError }).int().min(0).max(2_147_483_647),
    document: guestDocumentInput,
  },
  { error: typeError },
);
export type OnlineCheckInSave = z.output<typeof onlineCheckInSave>;

export const onlineCheckInView = z.strictObject({
  code: z.string(),
  /** The arrival day (the guest may fill the documents in until it ends, in the hotel's time zone). */
  checkin: z.string(),
  /** Why the guest can no longer fill the documents in (null while open). */
  closed: z.enum(ONLINE_CHECK_IN_CLOSURES).nullable(),
  /** 0 until documents are saved the first time; sent back with a save. */
  version: z.number().int(),
  /** The booker, to prefill the lead guest's blank document. */
  booker: z.strictObject({ name: z.string(), surname: z.string(), nationality: z.string().nullable() }),
  /** One per guest of the stay, in order; nothing of what was typed. */
  guests: z.array(
    z.strictObject({
      uuid: z.string(),
      roomId: z.number().int().nullable(),
      guestType: z.enum(GUEST_TYPES).nullable(),
      /** null: nothing received yet. */
      status: z.enum(DOCUMENT_STATUSES).nullable(),
    }),
  ),
});
export type OnlineCheckInView = z.output<typeof onlineCheckInView>;
