/**
 * POST booking/reservations/find: 'Find my booking' on /booking/manage. The guest gives the
 * reservation code and the e-mail address of the booking; the private manage link is sent to that
 * address. The answer is the same whether or not they match (worker/routes/booking-find.ts).
 */

import { RESERVATION_CODE } from './booking-limits.ts';
import { LANGUAGES } from './demo-request.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, requiredEmail, typeError } from './fields.ts';
import { z } from './zod.ts';

export const findReservationSchema = z.object(
  {
    code: z
      .string({ error: typeError })
      .trim()
      .toUpperCase()
      .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
      .refine((value) => value.length <= 16 && RESERVATION_CODE.test(value), ErrorCode.invalid),
    email: requiredEmail(),
    /** The language of the page that asked: the e-mail's only when the reservation has none (CONSIST). */
    language: oneOf(LANGUAGES)
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: typeError },
);

export type FindReservationInput = z.input<typeof findReservationSchema>;

/** The one answer of a find request (whether or not the code and address matched). */
export const findReservationResponse = z.object({ message: z.string() });
