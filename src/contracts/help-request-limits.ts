/**
 * Choices and limits of the help request (PROPDATA, PROPLIM), without zod: the help dialog renders
 * with them at once and loads the schema (./help-request.ts) only when it first validates.
 */

/** PROPDATA-11 Help request message: type PHONE (call-back) or EMAIL. */
export const HELP_REQUEST_TYPES = ['PHONE', 'EMAIL'] as const;
export type HelpRequestType = (typeof HELP_REQUEST_TYPES)[number];

/** PROPLIM-4: call-back slots, default 10-11. */
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
