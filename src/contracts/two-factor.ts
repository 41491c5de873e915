/**
 * Two-factor sign-in (TEAM-1, decision 061), the schemas the forms and the routes share:
 *
 *   POST /api/rs/public/session                       → Me, or TwoFactorPending when the account has two-factor on
 *   POST /api/rs/public/session/two-factor            TwoFactorLoginInput → Me (the session starts)
 *
 *   GET  /api/rs/secure/account/two-factor            → TwoFactorStatus
 *   POST /api/rs/secure/account/two-factor/enrolment  → TwoFactorEnrolment (a new secret, not on yet)
 *   POST /api/rs/secure/account/two-factor/confirmation  TwoFactorCodeInput → RecoveryCodes (now on)
 *   POST /api/rs/secure/account/two-factor/recovery-codes  TwoFactorPasswordInput → RecoveryCodes
 *   POST /api/rs/secure/account/two-factor/disable    TwoFactorDisableInput → TwoFactorStatus
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/staff/two-factor  → HotelTwoFactorSetting
 *   PUT  /api/rs/secure/hotels/{hotelId}/staff/two-factor  HotelTwoFactorSetting → HotelTwoFactorSetting (owners)
 */
import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
} from '../domain/two-factor.ts';
import { currentPassword } from './auth.ts';
import { ErrorCode } from './error-codes.ts';
import { typeError } from './fields.ts';
import { z } from './zod.ts';

/** Field codes of two-factor refusals (the screens show them). */
export const TwoFactorError = {
  /** The code is not the authenticator's current one, or was used already (400). */
  codeWrong: 'error.two.factor.code',
  /** The recovery code is not one of the account's unused ones (400). */
  recoveryWrong: 'error.two.factor.recovery',
  /** No pending sign-in: it expired (5 minutes), failed too often, or never was (401). */
  expired: 'error.two.factor.expired',
  /** The hotel requires two-factor of owners and managers and this person has not turned it on (403). */
  required: 'error.two.factor.required',
  /** Two-factor is already on (turn it off first) or not on where it must be (409). */
  state: 'error.two.factor.state',
  /** Only an owner turns the hotel's requirement on or off (403). */
  ownerOnly: 'error.two.factor.owner.only',
  /** An owner turns the requirement on only with their own two-factor on (409). */
  enrolFirst: 'error.two.factor.enrol.first',
  /** The server has no TWO_FACTOR_KEY to seal secrets with (503). */
  unavailable: 'error.two.factor.unavailable',
} as const;

/** Longest text looked at in a code field (a code with spaces, a recovery code with a hyphen). */
const CODE_INPUT_MAX_LENGTH = 32;

const codeText = () =>
  z
    .string({ error: (issue) => (issue.input == null ? ErrorCode.required : ErrorCode.invalid) })
    .max(CODE_INPUT_MAX_LENGTH, ErrorCode.maxLength);

/** Six digits (spaces and a hyphen allowed, as apps show them); normalised to the digits. */
export const totpCodeField = () =>
  codeText()
    .min(1, ErrorCode.required)
    .transform(normaliseTotpCode)
    .refine((value) => TOTP_CODE_PATTERN.test(value), TwoFactorError.codeWrong);

/** Ten base32 characters (a hyphen and any case allowed); normalised to lower case without it. */
export const recoveryCodeField = () =>
  codeText()
    .min(1, ErrorCode.required)
    .transform(normaliseRecoveryCode)
    .refine((value) => RECOVERY_CODE_PATTERN.test(value), TwoFactorError.recoveryWrong);

/** The login's answer when a code is still needed: no session yet, a pending sign-in cookie. */
export const twoFactorPending = z.strictObject({ twoFactor: z.literal(true) });
export type TwoFactorPending = z.output<typeof twoFactorPending>;

/** The second step of the sign-in: the authenticator's code, or one recovery code. */
export const twoFactorLoginInput = z
  .object(
    { code: totpCodeField().optional(), recoveryCode: recoveryCodeField().optional() },
    { error: typeError },
  )
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    path: ['code'],
    message: ErrorCode.required,
  });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInput>;

export const twoFactorStatus = z.strictObject({
  /** A confirmed authenticator: sign-in asks for a code. */
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;

/** A new secret to scan or type; two-factor is on only once a first code confirms it. */
export const twoFactorEnrolment = z.strictObject({
  /** Base32, 32 characters. */
  secret: z.string(),
  /** The otpauth:// URI of the QR code. */
  uri: z.string(),
});
export type TwoFactorEnrolment = z.output<typeof twoFactorEnrolment>;

export const twoFactorCodeInput = z.object({ code: totpCodeField() }, { error: typeError });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInput>;

export const twoFactorPasswordInput = z.object({ currentPassword }, { error: typeError });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordInput>;

export const twoFactorDisableInput = z.object(
  { currentPassword, code: totpCodeField() },
  { error: typeError },
);
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

/** Shown once: only their hashes are kept. */
export const recoveryCodes = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodes>;

export const hotelTwoFactorSetting = z.object(
  { required: z.boolean({ error: ErrorCode.invalid }) },
  { error: typeError },
);
export type HotelTwoFactorSetting = z.output<typeof hotelTwoFactorSetting>;
