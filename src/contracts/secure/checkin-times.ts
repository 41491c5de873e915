/**
 * The hotel's check-in and check-out times (INSIGHT-4; BOCHECK-9 time picker, BOLIM HH:mm):
 * GET/PUT /api/rs/secure/hotels/{hotelId}/checkin-times. Stored in the hotel's policies (the
 * booking profile and the hotel page read them there); a save carries the version it was based
 * on (a stale one answers 409). The property screen's form runs this same schema before saving.
 */
import { checkinTimesProblems } from '../../domain/time-of-day.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { versionField } from './common.ts';

/** 'HH:mm' or null ('' counts as not given); its format is checked by checkinTimesProblems. */
const timeField = () =>
  z
    .string({ error: typeError })
    .max(5, 'error.field.generic.invalid')
    .nullable()
    .transform((value) => (value === '' ? null : value));

const fields = { checkinFrom: timeField(), checkinTo: timeField(), checkoutTo: timeField() };

type Fields = { checkinFrom: string | null; checkinTo: string | null; checkoutTo: string | null };

const refine = (value: Fields, ctx: z.core.$RefinementCtx<Fields>) => {
  for (const problem of checkinTimesProblems(value)) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
  }
};

export const checkinTimesForm = z.object(fields, { error: typeError }).superRefine(refine);
export type CheckinTimesForm = z.input<typeof checkinTimesForm>;

/**
 * Days before arrival the guest gets the pre-arrival e-mail (TEAM-4): 0 (none) to 14; left out,
 * the hotel's setting stays as it is.
 */
export const PRE_ARRIVAL_DAYS_MAX = 14;
const preArrivalDaysField = () =>
  z
    .number({ error: typeError })
    .int('error.field.generic.invalid')
    .min(0, 'error.field.generic.invalid')
    .max(PRE_ARRIVAL_DAYS_MAX, 'error.field.generic.invalid')
    .optional();

export const checkinTimesUpdate = z
  .object({ ...fields, preArrivalDays: preArrivalDaysField(), version: versionField() }, { error: typeError })
  .superRefine(refine);
export type CheckinTimesUpdate = z.output<typeof checkinTimesUpdate>;

export const checkinTimesView = z.strictObject({
  checkinFrom: z.string().nullable(),
  checkinTo: z.string().nullable(),
  checkoutTo: z.string().nullable(),
  /** Days before arrival the pre-arrival e-mail goes (0: none). */
  preArrivalDays: z.number().int(),
  version: z.number().int(),
});
export type CheckinTimesView = z.output<typeof checkinTimesView>;
