/**
 * A hotel's staff, the invitations that grow it and the signed-in person's own account
 * (worker/routes/secure-staff.ts, invitations.ts, secure-account.ts) for the OpenAPI document;
 * appended to `secureOperations` (secure.ts) and `publicOperations` (public.ts). Decision 055.
 */

import { messageResponse } from '../../src/contracts/public-responses.ts';
import {
  accountSessionParams,
  accountSessionsResponse,
  passwordChangeInput,
} from '../../src/contracts/secure/account.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  invitationAccepted,
  invitationAcceptInput,
  invitationParams,
  invitationPreview,
  invitationTokenInput,
  pendingInvitationsResponse,
  staffInvitationInput,
  staffInvitationSent,
  staffMember,
  staffMemberParams,
  staffMemberUpdate,
  staffRemoveQuery,
  staffResponse,
} from '../../src/contracts/secure/staff.ts';
import type { OperationSpec } from './registry.ts';

const H = '/api/rs/secure/hotels/{hotelId}';
const HOTEL = { hotelId: '1' };
const MEMBER = { hotelId: '1', userId: '7' };
const TAGS = ['Back office: staff'] as const;
const ACCOUNT_TAGS = ['Back office: my account'] as const;
const NO_STORE = 'no-store';
const noStore = <T>(status: 200 | 201, description: string, schema: T) => ({
  status,
  description,
  schema,
  cacheControl: NO_STORE,
});

const ROLES_TEXT =
  'Roles: OWNER, MANAGER, FRONT_DESK, HOUSEKEEPING, REVENUE (docs/roles.md says what each may do). Only an owner touches an owner or makes one (403 `error.staff.owner.only`); the hotel always keeps an active owner (409 `error.staff.last.owner`).';

export const staffOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${H}/staff`,
    operationId: 'listStaff',
    summary: "The hotel's staff: each person's role and status",
    description: ROLES_TEXT,
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore(200, 'Owners first, then by role and name', staffResponse),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: `${H}/staff/invitations`,
    operationId: 'inviteStaff',
    summary: 'Invite someone by e-mail with a role',
    description:
      'The e-mail (through the outbox) carries a link with a random token, stored hashed; it works once, for 7 days. A new invitation to the same address replaces the unused one. 409 `error.staff.already.member` when the address is on the staff.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: staffInvitationInput,
    pathExamples: HOTEL,
    bodyExample: { email: 'giulia.rossi@example.com', role: 'FRONT_DESK' },
    success: noStore(201, 'Invitation sent', staffInvitationSent),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${H}/staff/invitations`,
    operationId: 'listStaffInvitations',
    summary: 'The invitations not accepted yet (unused and unexpired)',
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore(200, 'Newest first', pendingInvitationsResponse),
    errors: [400, 401, 403],
  },
  {
    method: 'delete',
    path: `${H}/staff/invitations/{invitationId}`,
    operationId: 'withdrawStaffInvitation',
    summary: 'Withdraw an invitation: its link stops working',
    description:
      '404 `error.invitation.invalid` when it was used or withdrawn already, or (for a manager) when it invites an owner.',
    tags: TAGS,
    access: 'session-xsrf',
    params: invitationParams,
    pathExamples: { hotelId: '1', invitationId: '3' },
    success: { status: 204, description: 'Withdrawn' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${H}/staff/{userId}`,
    operationId: 'updateStaffMember',
    summary: "Change a member's role or suspend them (their sessions end at once)",
    description: ROLES_TEXT,
    tags: TAGS,
    access: 'session-xsrf',
    params: staffMemberParams,
    body: staffMemberUpdate,
    pathExamples: MEMBER,
    bodyExample: { role: 'FRONT_DESK', status: 'SUSPENDED', version: 1 },
    success: noStore(200, 'The member as saved', staffMember),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${H}/staff/{userId}`,
    operationId: 'removeStaffMember',
    summary: 'Take a member off the staff (their sessions end at once; the account stays)',
    description: ROLES_TEXT,
    tags: TAGS,
    access: 'session-xsrf',
    params: staffMemberParams,
    query: staffRemoveQuery,
    pathExamples: MEMBER,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'put',
    path: '/api/rs/secure/account/password',
    operationId: 'changePassword',
    summary: 'Change the password (the current one required); every other session ends',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    body: passwordChangeInput,
    success: noStore(200, 'Password changed', messageResponse),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/api/rs/secure/account/sessions',
    operationId: 'listAccountSessions',
    summary: 'The devices signed in to this account',
    tags: ACCOUNT_TAGS,
    access: 'session',
    success: noStore(
      200,
      'Live sessions, most recently used first; `current` is this one',
      accountSessionsResponse,
    ),
    errors: [401],
  },
  {
    method: 'delete',
    path: '/api/rs/secure/account/sessions/{id}',
    operationId: 'endAccountSession',
    summary: 'Sign one device out',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    params: accountSessionParams,
    pathExamples: { id: '0123456789abcdef' },
    success: { status: 204, description: 'Signed out' },
    errors: [400, 401, 403, 404],
  },
];

/** The public half: reading and accepting an invitation link. */
export const invitationOperations: OperationSpec[] = [
  {
    method: 'post',
    path: '/api/rs/public/invitations/preview',
    operationId: 'previewInvitation',
    summary: 'Who invites whom to what (the accept page, before its form)',
    tags: ['Session'],
    access: 'anyone',
    body: invitationTokenInput,
    success: noStore(200, 'The invitation', invitationPreview),
    errors: [400, 403, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/rs/public/invitations/accept',
    operationId: 'acceptInvitation',
    summary: "Accept an invitation to a hotel's staff; then sign in with POST session",
    description:
      "A new address gets an account: `name` and a `password` of the registration rules. An address that has an account joins with it: `password` is that account's password (400 `error.invitation.account.password`). 400 `error.invitation.invalid` for an unknown, used or expired token.",
    tags: ['Session'],
    access: 'anyone',
    body: invitationAcceptInput,
    bodyExample: { token: 'k3J…', name: 'Giulia Rossi', password: 'Reception2026!' },
    success: noStore(201, 'Joined', invitationAccepted),
    errors: [400, 403, 413, 415, 429],
  },
];
