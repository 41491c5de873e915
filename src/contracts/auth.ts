import {
  EMAIL_MAX_LENGTH,
  isEmail,
  PASSWORD,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME,
} from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { z } from './zod.ts';

/** Longest password text looked at before any rule: bounds the PBKDF2 input and the regexes. */
export const PASSWORD_INPUT_MAX_LENGTH = 128;

/** Longest reset token id / secret accepted (both are base64url of 16 and 32 random bytes). */
const TOKEN_MAX_LENGTH = 128;

/**
 * A string field whose missing value reports 'error.required' and any other type
 * 'error.field.generic.invalid' (zod leaves `input` out of its issues, so say it here).
 */
const text = () =>
  z.string({ error: (issue) => (issue.input == null ? ErrorCode.required : ErrorCode.invalid) });

const email = text()
  .trim()
  .min(1, ErrorCode.required)
  .max(EMAIL_MAX_LENGTH, ErrorCode.maxLength)
  .refine((value) => value === '' || value.length > EMAIL_MAX_LENGTH || isEmail(value), ErrorCode.email);

/** A login name: the manager's e-mail address, or the username (FMT-3, FMT-1). */
const login = text()
  .trim()
  .min(1, ErrorCode.required)
  .max(EMAIL_MAX_LENGTH, ErrorCode.maxLength)
  .refine(
    (value) =>
      value === '' || value.length > EMAIL_MAX_LENGTH || isEmail(value) || USERNAME.test(value.toLowerCase()),
    ErrorCode.email,
  );

/** Any non-empty password up to 128 characters: old passwords may predate today's rules. */
export const currentPassword = text()
  .min(1, ErrorCode.required)
  .max(PASSWORD_INPUT_MAX_LENGTH, ErrorCode.maxLength);

/** A new password: FMT-2 (8-32 characters, no whitespace, digit, lower and upper case). */
export const newPassword = text()
  .min(PASSWORD_MIN_LENGTH, {
    error: (issue) => (issue.input === '' ? ErrorCode.required : ErrorCode.minLength),
  })
  .max(PASSWORD_MAX_LENGTH, ErrorCode.maxLength)
  .refine(
    (value) =>
      value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH || PASSWORD.test(value),
    ErrorCode.invalid,
  );

/** POST /session: log in. */
export const loginSchema = z.object(
  {
    email: login,
    password: currentPassword,
    rememberMe: z.boolean({ error: ErrorCode.invalid }).optional().default(false),
  },
  { error: ErrorCode.invalid },
);
export type LoginPayload = z.input<typeof loginSchema>;

/** POST /resetPassword/manager: ask for a reset link. */
export const forgotPasswordSchema = z.object({ email }, { error: ErrorCode.invalid });
export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;

/** POST /resetPassword/manager/new: set a new password with the id and secret of the link. */
export const resetPasswordSchema = z
  .object(
    {
      id: text().min(1, ErrorCode.required).max(TOKEN_MAX_LENGTH, ErrorCode.maxLength),
      hash: text().min(1, ErrorCode.required).max(TOKEN_MAX_LENGTH, ErrorCode.maxLength),
      password: newPassword,
      confirmPassword: text().min(1, ErrorCode.required).max(PASSWORD_INPUT_MAX_LENGTH, ErrorCode.maxLength),
    },
    { error: ErrorCode.invalid },
  )
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ErrorCode.passwordMismatch,
  });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

/** Field code of a reset link that is unknown, used, expired or whose secret does not match. */
export const RESET_LINK_INVALID = 'error.reset.link.invalid';
