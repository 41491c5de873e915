/**
 * A hotel's staff and the invitations that grow it (TEAM-1, decision 055):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/staff                → StaffResponse
 *   POST   /api/rs/secure/hotels/{hotelId}/staff/invitations    StaffInvitationInput → 201 StaffInvitationSent
 *   PUT    /api/rs/secure/hotels/{hotelId}/staff/{userId}       StaffMemberUpdate → StaffMember
 *   DELETE /api/rs/secure/hotels/{hotelId}/staff/{userId}?version=N → 204
 *   GET    /api/rs/secure/hotels/{hotelId}/staff/invitations    → PendingInvitationsResponse
 *   DELETE /api/rs/secure/hotels/{hotelId}/staff/invitations/{invitationId} → 204 (the link stops working)
 *
 *   POST   /api/rs/public/invitations/preview                   InvitationTokenInput → InvitationPreview
 *   POST   /api/rs/public/invitations/accept                    InvitationAcceptInput → 201 InvitationAccepted
 */
import { HOTEL_ROLES, STAFF_STATUSES } from '../../domain/hotel-roles.ts';
import { newPassword } from '../auth.ts';
import { optionalText, requiredEmail, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idParam, versionField } from './common.ts';

/** Longest name a new member gives when accepting (the registration's name and surname together). */
export const STAFF_NAME_MAX_LENGTH = 120;
/** An invitation works for 7 days, once. */
export const INVITATION_TTL_DAYS = 7;
/** Longest token accepted: the link's token is base64url of 32 random bytes (43 characters). */
const TOKEN_MAX_LENGTH = 128;

export const hotelRoleField = () => z.enum(HOTEL_ROLES, { error: typeError });
export const staffStatusField = () => z.enum(STAFF_STATUSES, { error: typeError });

/** Field codes of the staff's refusals (the screens show them). */
export const StaffError = {
  /** The hotel would be left without an active owner (409). */
  lastOwner: 'error.staff.last.owner',
  /** The actor's role may not touch this member's role (a manager and an owner) (403). */
  ownerOnly: 'error.staff.owner.only',
  /** The address already belongs to a member of this hotel (409). */
  alreadyMember: 'error.staff.already.member',
  /** The member is not on this hotel's staff (404). */
  notMember: 'error.staff.not.member',
  /** The invitation is unknown, used or expired (400). */
  invitationInvalid: 'error.invitation.invalid',
  /** The address has an account and the password is not its password (400). */
  accountPassword: 'error.invitation.account.password',
} as const;

/** One person on the hotel's staff. `you` marks the signed-in member. */
export const staffMember = z.strictObject({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: hotelRoleField(),
  status: staffStatusField(),
  version: z.number().int(),
  you: z.boolean(),
  /** Two-factor sign-in is on for this person (decision 061). */
  twoFactor: z.boolean(),
});
export type StaffMember = z.output<typeof staffMember>;

export const staffResponse = z.array(staffMember);
export type StaffResponse = z.output<typeof staffResponse>;

/** `/hotels/{hotelId}/staff/{userId}` */
export const staffMemberParams = hotelParams.extend({ userId: idParam() });

export const staffInvitationInput = z.object(
  { email: requiredEmail(), role: hotelRoleField() },
  { error: typeError },
);
export type StaffInvitationInput = z.input<typeof staffInvitationInput>;

export const staffInvitationSent = z.strictObject({
  email: z.string(),
  role: hotelRoleField(),
  /** ISO instant the link stops working. */
  expiresAt: z.string(),
});
export type StaffInvitationSent = z.output<typeof staffInvitationSent>;

/** An invitation not accepted yet, still valid. */
export const pendingInvitation = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  role: hotelRoleField(),
  /** ISO instants. */
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Who sent it (name), null when that account is gone. */
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.output<typeof pendingInvitation>;
export const pendingInvitationsResponse = z.array(pendingInvitation);

/** `/hotels/{hotelId}/staff/invitations/{invitationId}` */
export const invitationParams = hotelParams.extend({ invitationId: idParam() });

/** A change of role or status, based on the version the screen showed (409 when stale). */
export const staffMemberUpdate = z.object(
  { role: hotelRoleField(), status: staffStatusField(), version: versionField() },
  { error: typeError },
);
export type StaffMemberUpdate = z.input<typeof staffMemberUpdate>;

/** `DELETE …/staff/{userId}?version=N` */
export const staffRemoveQuery = z.object(
  {
    version: z
      .string({ error: typeError })
      .regex(/^[1-9]\d{0,9}$/, 'error.field.generic.invalid')
      .transform(Number),
  },
  { error: typeError },
);

const tokenField = () =>
  z
    .string({ error: typeError })
    .min(1, 'error.required')
    .max(TOKEN_MAX_LENGTH, 'error.field.generic.maxlength')
    .regex(/^[A-Za-z0-9_-]+$/, 'error.invitation.invalid');

/** The token of an invitation link: what the accept page reads before the form. */
export const invitationTokenInput = z.object({ token: tokenField() }, { error: typeError });
export type InvitationTokenInput = z.input<typeof invitationTokenInput>;

/** Who invites whom to what: the accept page's heading, and whether the address has an account. */
export const invitationPreview = z.strictObject({
  hotelName: z.string(),
  email: z.string(),
  role: hotelRoleField(),
  /** True: the person signs in with their account's password; no name is asked. */
  existingAccount: z.boolean(),
});
export type InvitationPreview = z.output<typeof invitationPreview>;

/**
 * Accepting: a new account takes a name and a password of the registration's rules; an address
 * that has an account already joins the hotel with that account, proven by its password.
 */
export const invitationAcceptInput = z.object(
  {
    token: tokenField(),
    name: optionalText(STAFF_NAME_MAX_LENGTH),
    password: z
      .string({ error: typeError })
      .min(1, 'error.required')
      .max(128, 'error.field.generic.maxlength'),
  },
  { error: typeError },
);
export type InvitationAcceptInput = z.input<typeof invitationAcceptInput>;

/** The new password's rule, for a new account (checked once the token says the account is new). */
export const staffNewPassword = newPassword;
/** The name a new account must give. */
export const staffNewName = requiredText(STAFF_NAME_MAX_LENGTH);

export const invitationAccepted = z.strictObject({
  /** Sign in with this address (POST /api/rs/public/session). */
  email: z.string(),
  hotelName: z.string(),
  role: hotelRoleField(),
});
export type InvitationAccepted = z.output<typeof invitationAccepted>;
