import { EMAIL_MAX_LENGTH, PHONE_INPUT } from '../domain/formats.ts';
import { HOTEL_TYPES } from '../domain/hotel-types.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalInt, optionalText, requiredEmail, requiredText, typeError } from './fields.ts';
import { z } from './zod.ts';

/** Limits of the demo request form (ROUTES home: demo request dialog). */
export const DEMO_NAME_MAX_LENGTH = 60;
export const DEMO_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const DEMO_PHONE_MAX_LENGTH = 20;
export const DEMO_HOTEL_NAME_MAX_LENGTH = 120;
export const DEMO_ROOMS_MIN = 1;
export const DEMO_ROOMS_MAX = 999;
export const DEMO_MESSAGE_MAX_LENGTH = 400;

export const LANGUAGES = ['en', 'it'] as const;
/** SITELIM-1: default language en. */
export const DEFAULT_LANGUAGE = 'en';

/** A language of the site; absent or null means the default (en). */
export const languageField = () =>
  oneOf(LANGUAGES)
    .nullish()
    .transform((value) => value ?? DEFAULT_LANGUAGE);

/** POST /demo-request/ body. */
export const demoRequestSchema = z.object(
  {
    name: requiredText(DEMO_NAME_MAX_LENGTH),
    surname: requiredText(DEMO_NAME_MAX_LENGTH),
    email: requiredEmail(),
    phone: optionalText(DEMO_PHONE_MAX_LENGTH, { pattern: PHONE_INPUT, code: ErrorCode.phone }),
    hotelName: requiredText(DEMO_HOTEL_NAME_MAX_LENGTH),
    hotelType: oneOf(HOTEL_TYPES)
      .nullish()
      .transform((value) => value ?? undefined),
    roomsNumber: optionalInt(DEMO_ROOMS_MIN, DEMO_ROOMS_MAX),
    message: optionalText(DEMO_MESSAGE_MAX_LENGTH, { multiline: true }),
    language: languageField(),
    /** The privacy notice must be accepted: false or missing is 'error.required'. */
    privacy: z.literal(true, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === false
          ? ErrorCode.required
          : ErrorCode.invalid,
    }),
  },
  { error: typeError },
);

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
