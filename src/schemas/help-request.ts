import { PHONE } from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalEmail, optionalText, requiredText, typeError } from './fields.ts';
import { z } from './zod.ts';

/** Spec 001 §3 Help request message: type PHONE (call-back) or EMAIL. */
export const HELP_REQUEST_TYPES = ['PHONE', 'EMAIL'] as const;
export type HelpRequestType = (typeof HELP_REQUEST_TYPES)[number];

/** Spec 001 §9: call-back slots, default 10-11. */
export const CALL_BACK_SLOTS = [
  '10-11',
  '11-12',
  '12-13',
  '13-14',
  '14-15',
  '15-16',
  '16-17',
  '17-18',
] as const;
export type CallBackSlot = (typeof CALL_BACK_SLOTS)[number];
export const DEFAULT_CALL_BACK_SLOT: CallBackSlot = '10-11';

export const HELP_PHONE_MAX_LENGTH = 20;
export const HELP_TEXT_MAX_LENGTH = 1000;
export const HELP_SENDER_MAX_LENGTH = 120;

/**
 * POST /help-request/join body (spec 001 §5): a phone (pattern) for a call-back or an e-mail
 * address, and the description text. Format errors on the other contact field are reported too.
 */
export const helpRequestSchema = z
  .object(
    {
      type: oneOf(HELP_REQUEST_TYPES),
      hours: oneOf(CALL_BACK_SLOTS)
        .nullish()
        .transform((value) => value ?? DEFAULT_CALL_BACK_SLOT),
      phone: optionalText(HELP_PHONE_MAX_LENGTH, { pattern: PHONE, code: ErrorCode.phone }),
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
