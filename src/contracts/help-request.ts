import { PHONE_INPUT } from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalEmail, optionalText, requiredText, typeError } from './fields.ts';
import {
  CALL_BACK_SLOTS,
  DEFAULT_CALL_BACK_SLOT,
  HELP_PHONE_MAX_LENGTH,
  HELP_REQUEST_TYPES,
  HELP_SENDER_MAX_LENGTH,
  HELP_TEXT_MAX_LENGTH,
} from './help-request-limits.ts';
import { z } from './zod.ts';

export * from './help-request-limits.ts';

/**
 * POST /help-request/join body (PROPCHECK): a phone (pattern) for a call-back or an e-mail
 * address, and the description text. Format errors on the other contact field are reported too.
 */
export const helpRequestSchema = z
  .object(
    {
      type: oneOf(HELP_REQUEST_TYPES),
      hours: oneOf(CALL_BACK_SLOTS)
        .nullish()
        .transform((value) => value ?? DEFAULT_CALL_BACK_SLOT),
      phone: optionalText(HELP_PHONE_MAX_LENGTH, { pattern: PHONE_INPUT, code: ErrorCode.phone }),
      email: optionalEmail(),
      text: requiredText(HELP_TEXT_MAX_LENGTH, { multiline: true }),
      sender: optionalText(HELP_SENDER_MAX_LENGTH),
    },
    { error: typeError },
  )
  .superRefine((request, ctx) => {
    if (request.type === 'PHONE' && !request.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ErrorCode.required });
    }
    if (request.type === 'EMAIL' && !request.email) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: ErrorCode.required });
    }
  });

export type HelpRequestInput = z.input<typeof helpRequestSchema>;
export type HelpRequest = z.output<typeof helpRequestSchema>;
