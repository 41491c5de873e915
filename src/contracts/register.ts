/**
 * Registration (INSIGHT-3; SITEFLOW-2 join flow "Register leads to /register"; BOFLOW plan
 * and contract selection, FMT): one schema per payload, shared by the wizard (each
 * step checks its part before moving on) and the worker (which checks the whole payload again).
 *
 *   POST /api/rs/public/register         RegisterPayload → 200 { message }  (nothing created yet)
 *   POST /api/rs/public/register/verify  RegisterVerifyPayload → 201 { message, username }
 */
import {
  EMAIL_MAX_LENGTH,
  isVatNumber,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STRONG_PASSWORD,
  USERNAME,
  ZIP,
} from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { requiredEmail, requiredText, typeError } from './fields.ts';
import { hotelInfoForm } from './secure/property.ts';
import { z } from './zod.ts';

export const REGISTER_NAME_MAX_LENGTH = 60;
export const BILLING_COMPANY_MAX_LENGTH = 120;
export const BILLING_ADDRESS_MAX_LENGTH = 200;
export const BILLING_CITY_MAX_LENGTH = 100;
/** Longest id / secret of a verification link (base64url of 16 and 32 random bytes). */
export const REGISTER_TOKEN_MAX_LENGTH = 128;

export const RegisterError = {
  username: 'error.username.invalid',
  password: 'error.password.strong',
  emailTaken: 'error.email.taken',
  usernameTaken: 'error.username.taken',
  vat: 'error.vat.invalid',
  zip: 'error.zip.invalid',
  consent: 'error.consent.required',
  plan: 'error.plan.unavailable',
  link: 'error.register.link.invalid',
} as const;

const text = () => z.string({ error: typeError });

/** FMT-1 username: 3–32 of lowercase letters, digits, underscore, dot, hyphen and at. */
const username = text()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: ErrorCode.maxLength, abort: true })
  .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
  .refine((value) => USERNAME.test(value), RegisterError.username);

/** FMT-2 strong password: 8–32, no whitespace, digit, lower, upper and one of @$!%*?&_+-. */
const strongPassword = text()
  .max(PASSWORD_MAX_LENGTH * 4, { error: ErrorCode.maxLength, abort: true })
  .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
  .refine((value) => value.length >= PASSWORD_MIN_LENGTH, { error: ErrorCode.minLength, abort: true })
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, { error: ErrorCode.maxLength, abort: true })
  .refine((value) => STRONG_PASSWORD.test(value), RegisterError.password);

/** Step 1: the account. */
export const registerAccountSchema = z
  .object(
    {
      name: requiredText(REGISTER_NAME_MAX_LENGTH),
      surname: requiredText(REGISTER_NAME_MAX_LENGTH),
      email: requiredEmail(),
      username,
      password: strongPassword,
      confirmPassword: text().max(PASSWORD_MAX_LENGTH * 4, ErrorCode.maxLength),
    },
    { error: typeError },
  )
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ErrorCode.passwordMismatch,
  });
export type RegisterAccount = z.output<typeof registerAccountSchema>;

/** Step 2: the hotel, the property screen's hotel info form (same fields, same rules). */
export const registerHotelSchema = hotelInfoForm;

const id = () =>
  z
    .number({ error: typeError })
    .int(ErrorCode.invalid)
    .min(1, ErrorCode.invalid)
    .max(2_147_483_647, ErrorCode.invalid);

/** Billing details of the contract (Italian invoicing: VAT number by the EU patterns, 5-digit zip). */
export const billingSchema = z.object(
  {
    companyName: requiredText(BILLING_COMPANY_MAX_LENGTH),
    vatNumber: text()
      .trim()
      .max(20, { error: ErrorCode.maxLength, abort: true })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
      .refine((value) => isVatNumber(value), RegisterError.vat),
    address: requiredText(BILLING_ADDRESS_MAX_LENGTH),
    zip: text()
      .trim()
      .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
      .refine((value) => ZIP.test(value), RegisterError.zip),
    city: requiredText(BILLING_CITY_MAX_LENGTH),
    email: requiredEmail(),
  },
  { error: typeError },
);
export type Billing = z.output<typeof billingSchema>;

/** Step 3: the plan, its payment option, the length discount (null = none) and the billing details. */
export const registerContractSchema = z.object(
  { planId: id(), optionId: id(), discountId: id().nullable(), billing: billingSchema },
  { error: typeError },
);
export type RegisterContract = z.output<typeof registerContractSchema>;

const consent = z.boolean({ error: typeError }).refine((value) => value, RegisterError.consent);

/** The whole registration, sent once at confirm. */
export const registerSchema = z.object(
  {
    account: registerAccountSchema,
    hotel: registerHotelSchema,
    contract: registerContractSchema,
    terms: consent,
    privacy: consent,
    language: z.enum(['en', 'it'], { error: typeError }),
  },
  { error: typeError },
);
export type RegisterPayload = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;

const token = () =>
  text()
    .min(1, ErrorCode.required)
    .max(REGISTER_TOKEN_MAX_LENGTH, ErrorCode.maxLength)
    .regex(/^[A-Za-z0-9_-]+$/, RegisterError.link);

/** The verification link's id and secret. */
export const registerVerifySchema = z.object({ id: token(), token: token() }, { error: typeError });
export type RegisterVerifyPayload = z.input<typeof registerVerifySchema>;

export const registerAnswer = z.strictObject({ message: z.string() });
export const registerVerifyAnswer = z.strictObject({ message: z.string(), username: z.string() });
