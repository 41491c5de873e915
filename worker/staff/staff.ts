/**
 * A hotel's team (TEAM-1, decision 055), apart from HTTP: inviting someone with a role,
 * changing a member's role or status, taking them off the staff, and accepting an invitation.
 * The role table is src/domain/hotel-roles.ts; the routes are worker/routes/secure-staff.ts and
 * invitations.ts.
 */
import { toFieldErrors } from '../../src/contracts/error-codes.ts';
import {
  INVITATION_TTL_DAYS,
  type InvitationAccepted,
  type InvitationPreview,
  StaffError,
  type StaffInvitationSent,
  type StaffMember,
  staffNewName,
  staffNewPassword,
} from '../../src/contracts/secure/staff.ts';
import type { Language } from '../../src/contracts/types.ts';
import { USERNAME } from '../../src/domain/formats.ts';
import { type HotelRole, mayManageStaff, type StaffStatus } from '../../src/domain/hotel-roles.ts';
import {
  acceptInvitationStatements,
  findInvitation,
  findStaffMember,
  type InvitationRow,
  insertInvitationStatements,
  isStaffEmail,
  removeStaffMemberStatements,
  type StaffMemberRecord,
  updateStaffMemberStatements,
  usernameTaken,
} from '../data/staff.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { type Actor, done, type Outcome, refuse } from '../setup/outcome.ts';
import { invitationEmail } from './emails.ts';

const DAY_MS = 86_400_000;
const TOKEN_BYTES = 32;

/** Who acts on the staff: the actor of the set-up use cases, with their role at the hotel. */
export type StaffActor = Actor & { role: HotelRole; language: Language; name: string };

const ownerOnly = () =>
  refuse(403, 'Only an owner can change an owner’s place or make someone an owner', [
    { field: 'role', code: StaffError.ownerOnly },
  ]);
const notMember = () =>
  refuse(404, 'This person is not on the hotel’s staff', [{ field: 'userId', code: StaffError.notMember }]);
const lastOwner = () =>
  refuse(409, 'The hotel needs an active owner: make someone else an owner first', [
    { field: 'role', code: StaffError.lastOwner },
  ]);
const stale = () =>
  refuse(409, 'Someone else changed this member meanwhile: reload and try again', [
    { field: 'version', code: 'error.version.conflict' },
  ]);

/**
 * Invites `email` to the hotel with `role`: the link (holding a random token, stored hashed) goes
 * out through the outbox in the actor's language. 409 when the address is on the staff already;
 * 403 when the actor's role may not give that role.
 */
export async function inviteStaff(
  db: D1Database,
  actor: StaffActor,
  input: { email: string; role: HotelRole },
  link: (token: string) => string,
  hotelName: string,
): Promise<Outcome<StaffInvitationSent>> {
  if (!mayManageStaff(actor.role, input.role)) return ownerOnly();
  if (await isStaffEmail(db, actor.hotelId, input.email)) {
    return refuse(409, 'This address is on the hotel’s staff already', [
      { field: 'email', code: StaffError.alreadyMember },
    ]);
  }
  const token = randomToken(TOKEN_BYTES);
  const expiresAt = new Date(actor.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const email = invitationEmail(actor.language, {
    to: input.email,
    hotelName,
    inviter: actor.name,
    role: input.role,
    link: link(token),
    days: INVITATION_TTL_DAYS,
  });
  await db.batch([
    ...insertInvitationStatements(db, {
      hotelId: actor.hotelId,
      email: input.email,
      role: input.role,
      tokenHash: await sha256Hex(token),
      invitedBy: actor.managerId,
      now: actor.now,
      expiresAt,
    }),
    queueEmailStatement(db, email, actor.now),
  ]);
  return done({ email: input.email, role: input.role, expiresAt: expiresAt.toISOString() });
}

/** The API's member of the staff, field by field from the stored one. */
export function staffMemberView(member: StaffMemberRecord): StaffMember {
  return {
    userId: member.userId,
    email: member.email,
    name: member.name,
    role: member.role,
    status: member.status,
    version: member.version,
    you: member.you,
    twoFactor: member.twoFactor,
  };
}

/**
 * A member's new role and status (`version` is what the screen showed). Refused: 404 off the
 * staff; 403 a manager touching an owner or making one; 409 stale, or the hotel left with no
 * active owner (the last owner demoting or suspending themselves included).
 */
export async function editStaffMember(
  db: D1Database,
  actor: StaffActor,
  change: { userId: number; version: number; role: HotelRole; status: StaffStatus },
): Promise<Outcome<StaffMember>> {
  const member = await findStaffMember(db, actor.hotelId, change.userId, actor.managerId);
  if (!member) return notMember();
  if (!mayManageStaff(actor.role, member.role) || !mayManageStaff(actor.role, change.role))
    return ownerOnly();
  if (member.version !== change.version) return stale();
  const results = await db.batch(
    updateStaffMemberStatements(
      db,
      { ...base(actor, change), before: { role: member.role, status: member.status } },
      { role: change.role, status: change.status },
    ),
  );
  if (results.at(-1)?.meta.changes !== 1) return whyNot(db, actor, change.userId, change.version);
  const saved = await findStaffMember(db, actor.hotelId, change.userId, actor.managerId);
  return saved ? done(staffMemberView(saved)) : notMember();
}

/** Takes a member off the hotel's staff (their account stays: they may work elsewhere). */
export async function removeStaffMember(
  db: D1Database,
  actor: StaffActor,
  change: { userId: number; version: number },
): Promise<Outcome<null>> {
  const member = await findStaffMember(db, actor.hotelId, change.userId, actor.managerId);
  if (!member) return notMember();
  if (!mayManageStaff(actor.role, member.role)) return ownerOnly();
  if (member.version !== change.version) return stale();
  const results = await db.batch(
    removeStaffMemberStatements(db, {
      ...base(actor, change),
      before: { role: member.role, status: member.status },
    }),
  );
  if (results.at(-1)?.meta.changes !== 1) {
    const why = await whyNot(db, actor, change.userId, change.version);
    if (!why.ok) return why;
  }
  return done(null);
}

const base = (actor: StaffActor, change: { userId: number; version: number }) => ({
  hotelId: actor.hotelId,
  userId: change.userId,
  version: change.version,
  actorId: actor.managerId,
  now: actor.now,
});

/** Why a guarded write changed nothing: gone, changed meanwhile, or the hotel's last owner. */
async function whyNot(db: D1Database, actor: StaffActor, userId: number, version: number): Promise<Refusal> {
  const now = await findStaffMember(db, actor.hotelId, userId, actor.managerId);
  if (!now) return notMember();
  return now.version !== version ? stale() : lastOwner();
}
type Refusal = Extract<Outcome<never>, { ok: false }>;

// ─── Invitations ────────────────────────────────────────────────────────────────────────────────

const invalidInvitation = () =>
  refuse(400, 'The invitation is invalid, used or expired', [
    { field: 'token', code: StaffError.invitationInvalid },
  ]);

/** The open invitation of `token`, or null (unknown, used, expired, or its account disabled). */
async function openInvitation(db: D1Database, token: string, now: Date): Promise<InvitationRow | null> {
  const invitation = await findInvitation(db, await sha256Hex(token));
  if (!invitation || invitation.used_at !== null || !(Date.parse(invitation.expires_at) > now.getTime())) {
    return null;
  }
  if (invitation.manager_id !== null && invitation.manager_enabled !== 1) return null;
  return invitation;
}

/** What the accept page shows before its form. */
export async function previewInvitation(
  db: D1Database,
  token: string,
  now: Date,
): Promise<Outcome<InvitationPreview>> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) return invalidInvitation();
  return done({
    hotelName: invitation.hotel_name,
    email: invitation.email,
    role: invitation.role,
    existingAccount: invitation.manager_id !== null,
  });
}

/**
 * Accepts an invitation. A new address gets an account (the name, the registration's password
 * rules, a username derived from the address); an address with an account joins the hotel with
 * that account once its password is given (a link alone never signs anyone into an existing
 * account). Either way the person then signs in with the session route.
 */
export async function acceptInvitation(
  db: D1Database,
  input: { token: string; name?: string | undefined; password: string },
  language: Language,
  now: Date,
): Promise<Outcome<InvitationAccepted>> {
  const invitation = await openInvitation(db, input.token, now);
  if (!invitation) return invalidInvitation();
  let account = null;
  if (invitation.manager_id !== null) {
    if (!(await verifyPassword(input.password, invitation.manager_password_hash ?? ''))) {
      return refuse(400, 'This is not the password of the account with this address', [
        { field: 'password', code: StaffError.accountPassword },
      ]);
    }
  } else {
    const name = staffNewName.safeParse(input.name ?? '');
    const password = staffNewPassword.safeParse(input.password);
    if (!name.success || !password.success) {
      const errors = [
        ...(name.success ? [] : fieldErrors('name', name.error.issues)),
        ...(password.success ? [] : fieldErrors('password', password.error.issues)),
      ];
      return refuse(400, `Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
    }
    account = {
      email: invitation.email,
      username: await freeUsername(db, invitation.email),
      name: name.data,
      passwordHash: await hashPassword(password.data),
      language,
    };
  }
  let results: D1Result[];
  try {
    results = await db.batch(acceptInvitationStatements(db, invitation, account, now));
  } catch (error) {
    // The address (or the username derived from it) got an account between the read and the write.
    if (error instanceof Error && /UNIQUE constraint failed: managers\./.test(error.message)) {
      return refuse(409, 'An account with this address was created meanwhile: open the link again', [
        { field: 'token', code: 'error.version.conflict' },
      ]);
    }
    throw error;
  }
  if (results.at(-1)?.meta.changes !== 1) return invalidInvitation();
  return done({ email: invitation.email, hotelName: invitation.hotel_name, role: invitation.role });
}

/** The issues of one field, as the API's field errors. */
const fieldErrors = (field: string, issues: Parameters<typeof toFieldErrors>[0]) =>
  toFieldErrors(issues).map((error) => ({ field, code: error.code }));

/** The address itself when it is a valid username and free, else `staff.` and random letters. */
async function freeUsername(db: D1Database, email: string): Promise<string> {
  const candidate = email.toLowerCase();
  if (USERNAME.test(candidate) && !(await usernameTaken(db, candidate))) return candidate;
  return `staff.${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}`;
}
