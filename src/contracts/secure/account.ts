/**
 * The signed-in person's own account (the back office's "My account", TEAM):
 *
 *   PUT    /api/rs/secure/account/password        PasswordChangeInput → { message } (other sessions end)
 *   GET    /api/rs/secure/account/sessions        → AccountSessionsResponse
 *   DELETE /api/rs/secure/account/sessions/{id}   → 204 (that device is signed out)
 */
import { currentPassword, newPassword } from '../auth.ts';
import { ErrorCode } from '../error-codes.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';

/** Field code of a current password that is not the account's (400). */
export const CURRENT_PASSWORD_WRONG = 'error.account.password.current';

export const passwordChangeInput = z
  .object({ currentPassword, password: newPassword, confirmPassword: currentPassword }, { error: typeError })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ErrorCode.passwordMismatch,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** A session's public id: the first 16 hex digits of its token's SHA-256 (never the token). */
export const SESSION_ID_PATTERN = /^[0-9a-f]{16}$/;

/** One signed-in device. `current` is the browser asking. */
export const accountSession = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.output<typeof accountSession>;

export const accountSessionsResponse = z.array(accountSession);

export const accountSessionParams = z.object(
  { id: z.string({ error: typeError }).regex(SESSION_ID_PATTERN, ErrorCode.invalid) },
  { error: typeError },
);
