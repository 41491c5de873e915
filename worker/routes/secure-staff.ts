/**
 * A hotel's staff, under /api/rs/secure (mounted by secure-local.ts behind the hotel guard);
 * schemas in src/contracts/secure/staff.ts, rules in worker/staff/staff.ts (decision 055):
 *
 *   GET    /hotels/{hotelId}/staff                       → the staff, suspended members included
 *   POST   /hotels/{hotelId}/staff/invitations           → 201 (the e-mail goes through the outbox)
 *   PUT    /hotels/{hotelId}/staff/{userId}              → the member (role, status; 403/404/409)
 *   DELETE /hotels/{hotelId}/staff/{userId}?version=N    → 204 (their sessions end)
 *   GET    /hotels/{hotelId}/staff/invitations           → the invitations not accepted yet
 *   DELETE /hotels/{hotelId}/staff/invitations/{invitationId} → 204 (404 when used, gone or an owner's for a manager)
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  invitationParams,
  type PendingInvitation,
  StaffError,
  type StaffInvitationSent,
  type StaffMember,
  type StaffResponse,
  staffInvitationInput,
  staffMemberParams,
  staffMemberUpdate,
  staffRemoveQuery,
} from '../../src/contracts/secure/staff.ts';
import { siteBase } from '../data/onboarding.ts';
import {
  deleteInvitation,
  findHotelName,
  type InvitationRecord,
  listPendingInvitations,
  listStaff,
} from '../data/staff.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { scheduleDelivery } from '../mail/send.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import {
  editStaffMember,
  inviteStaff,
  removeStaffMember,
  type StaffActor,
  staffMemberView,
} from '../staff/staff.ts';
import { validate } from '../validation.ts';

const LIST = '/staff';
const ONE = `${LIST}/:userId`;
const noStore = { 'Cache-Control': 'no-store' };

/** The API's open invitation, field by field from the stored one. */
const invitationView = (invitation: InvitationRecord): PendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  createdAt: invitation.createdAt,
  expiresAt: invitation.expiresAt,
  invitedBy: invitation.invitedBy,
});

/** The signed-in member acting on the staff, with their role at the hotel. */
function staffActor(c: Context<AppEnv>, hotelId: number): StaffActor {
  const user = signedInUser(c);
  return {
    ...actorOf(c, hotelId),
    role: c.get('hotelAccess').role,
    language: user.language,
    name: `${user.name} ${user.surname}`.trim(),
  };
}

export const secureStaffRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the staff'),
    requirePermission('staff.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const staff = await listStaff(c.env.DB, hotelId, signedInUser(c).id);
      return c.json<StaffResponse>(staff.map(staffMemberView), 200, noStore);
    },
  )
  .get(
    `${LIST}/invitations`,
    failureMessage('Error getting the invitations'),
    requirePermission('staff.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const pending = await listPendingInvitations(c.env.DB, hotelId, new Date());
      return c.json<PendingInvitation[]>(pending.map(invitationView), 200, noStore);
    },
  )
  .delete(
    `${LIST}/invitations/:invitationId`,
    failureMessage('Error withdrawing the invitation'),
    requirePermission('staff.write'),
    validate('param', invitationParams),
    async (c) => {
      const { hotelId, invitationId } = c.req.valid('param');
      const ownersToo = c.get('hotelAccess').role === 'OWNER';
      if (!(await deleteInvitation(c.env.DB, hotelId, invitationId, ownersToo))) {
        throw new ApiError(404, 'No such invitation waiting', [
          { field: 'invitationId', code: StaffError.invitationInvalid },
        ]);
      }
      return c.body(null, 204);
    },
  )
  .post(
    `${LIST}/invitations`,
    failureMessage('Error sending the invitation'),
    requirePermission('staff.write'),
    validate('param', hotelParams),
    validate('json', staffInvitationInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const actor = staffActor(c, hotelId);
      const hotelName = (await findHotelName(c.env.DB, hotelId)) ?? '';
      const prefix = actor.language === 'it' ? '/it' : '';
      const link = (token: string) =>
        `${siteBase(c.env.SITE_URL)}${prefix}/invitation?token=${encodeURIComponent(token)}`;
      const sent = answerOf(await inviteStaff(c.env.DB, actor, c.req.valid('json'), link, hotelName));
      scheduleDelivery(c);
      return c.json<StaffInvitationSent>(sent, 201, noStore);
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the staff member'),
    requirePermission('staff.write'),
    validate('param', staffMemberParams),
    validate('json', staffMemberUpdate),
    async (c) => {
      const { hotelId, userId } = c.req.valid('param');
      const member = answerOf(
        await editStaffMember(c.env.DB, staffActor(c, hotelId), { userId, ...c.req.valid('json') }),
      );
      return c.json<StaffMember>(member, 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the staff member'),
    requirePermission('staff.write'),
    validate('param', staffMemberParams),
    validate('query', staffRemoveQuery),
    async (c) => {
      const { hotelId, userId } = c.req.valid('param');
      const { version } = c.req.valid('query');
      answerOf(await removeStaffMember(c.env.DB, staffActor(c, hotelId), { userId, version }));
      return c.body(null, 204);
    },
  );
