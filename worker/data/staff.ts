/**
 * A hotel's staff (`manager_hotels` with role, status and version) and its invitations
 * (`staff_invitations`, token stored as SHA-256). The writes that take someone's access away end
 * their sessions in the same batch, and every change leaves a row in `property_changes` (subject
 * STAFF) naming who made it.
 *
 * The owner rule: a change that demotes, suspends or removes an active owner writes only while
 * another active owner remains. It is part of each statement's WHERE, evaluated in the one batch,
 * so two owners leaving at once cannot both succeed.
 */
import type { HotelRole, StaffStatus } from '../../src/domain/hotel-roles.ts';

/** A member of the hotel's staff; `you` when it is the person reading. */
export type StaffMemberRecord = {
  userId: number;
  email: string;
  /** Name and surname. */
  name: string;
  role: HotelRole;
  status: StaffStatus;
  version: number;
  you: boolean;
  /** An authenticator is confirmed. */
  twoFactor: boolean;
};

/** An invitation still open: whom, as what, when it was sent and ends (ISO instants), who sent it. */
export type InvitationRecord = {
  id: number;
  email: string;
  role: HotelRole;
  createdAt: string;
  expiresAt: string;
  /** Null when that account is gone. */
  invitedBy: string | null;
};

type StaffRow = {
  user_id: number;
  email: string;
  name: string;
  role: HotelRole;
  status: StaffStatus;
  version: number;
  two_factor: number;
};

/** Owners first, then by the roles' order, then by name. */
const ROLE_ORDER = `CASE mh.role WHEN 'OWNER' THEN 0 WHEN 'MANAGER' THEN 1 WHEN 'FRONT_DESK' THEN 2
  WHEN 'REVENUE' THEN 3 ELSE 4 END`;

/** The hotel's staff, suspended members included; `you` marks `viewerId`. */
export async function listStaff(
  db: D1Database,
  hotelId: number,
  viewerId: number,
): Promise<StaffMemberRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id AS user_id, m.email, trim(m.name || ' ' || m.surname) AS name,
              mh.role, mh.status, mh.version,
              EXISTS (SELECT 1 FROM manager_totp t WHERE t.manager_id = m.id AND t.confirmed_at IS NOT NULL) AS two_factor
       FROM manager_hotels mh JOIN managers m ON m.id = mh.manager_id
       WHERE mh.hotel_id = ?
       ORDER BY ${ROLE_ORDER}, m.name COLLATE NOCASE, m.id`,
    )
    .bind(hotelId)
    .all<StaffRow>();
  return results.map(toMember(viewerId));
}

const toMember =
  (viewerId: number) =>
  (row: StaffRow): StaffMemberRecord => ({
    userId: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    version: row.version,
    you: row.user_id === viewerId,
    twoFactor: row.two_factor === 1,
  });

/** One member of the hotel's staff, or null. */
export async function findStaffMember(
  db: D1Database,
  hotelId: number,
  userId: number,
  viewerId: number,
): Promise<StaffMemberRecord | null> {
  const row = await db
    .prepare(
      `SELECT m.id AS user_id, m.email, trim(m.name || ' ' || m.surname) AS name,
              mh.role, mh.status, mh.version,
              EXISTS (SELECT 1 FROM manager_totp t WHERE t.manager_id = m.id AND t.confirmed_at IS NOT NULL) AS two_factor
       FROM manager_hotels mh JOIN managers m ON m.id = mh.manager_id
       WHERE mh.hotel_id = ? AND mh.manager_id = ?`,
    )
    .bind(hotelId, userId)
    .first<StaffRow>();
  return row ? toMember(viewerId)(row) : null;
}

/** Whether `email` belongs to someone on the hotel's staff (suspended included). */
export async function isStaffEmail(db: D1Database, hotelId: number, email: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM manager_hotels mh JOIN managers m ON m.id = mh.manager_id
       WHERE mh.hotel_id = ? AND m.email = ?`,
    )
    .bind(hotelId, email)
    .first<{ found: number }>();
  return row !== null;
}

/** Active owners of the hotel besides `userId`. */
const ANOTHER_OWNER = `EXISTS (
  SELECT 1 FROM manager_hotels o
  WHERE o.hotel_id = mh.hotel_id AND o.manager_id <> mh.manager_id AND o.role = 'OWNER' AND o.status = 'ACTIVE'
)`;

/** SQL over `mh` (the member's link): the version matches, and the hotel keeps an active owner after the change. */
const changeAllowed = (staysActiveOwner: boolean) =>
  `mh.version = ? AND (${staysActiveOwner ? '1' : `NOT (mh.role = 'OWNER' AND mh.status = 'ACTIVE') OR ${ANOTHER_OWNER}`})`;

export type StaffChange = {
  hotelId: number;
  userId: number;
  version: number;
  actorId: number;
  now: Date;
  before: { role: HotelRole; status: StaffStatus };
};

/**
 * A member's new role and status, as one batch: their sessions end when they are suspended, the
 * history row names the actor, then the link changes. Every statement repeats the guard, so
 * either all of them write or none; the last statement's `meta.changes` (1 or 0) says which.
 */
export function updateStaffMemberStatements(
  db: D1Database,
  change: StaffChange,
  after: { role: HotelRole; status: StaffStatus },
): D1PreparedStatement[] {
  const guard = changeAllowed(after.role === 'OWNER' && after.status === 'ACTIVE');
  const link = `SELECT 1 FROM manager_hotels mh WHERE mh.hotel_id = ? AND mh.manager_id = ? AND ${guard}`;
  const keys = [change.hotelId, change.userId, change.version] as const;
  const statements = [
    historyStatement(db, change, 'UPDATE', after, link),
    db
      .prepare(
        `UPDATE manager_hotels AS mh SET role = ?, status = ?, version = version + 1
         WHERE mh.hotel_id = ? AND mh.manager_id = ? AND ${guard}`,
      )
      .bind(after.role, after.status, ...keys),
  ];
  if (after.status === 'SUSPENDED') {
    statements.unshift(
      db
        .prepare(`DELETE FROM sessions WHERE manager_id = ? AND EXISTS (${link})`)
        .bind(change.userId, ...keys),
    );
  }
  return statements;
}

/** A member taken off the staff: sessions ended, history written, link deleted (one guarded batch). */
export function removeStaffMemberStatements(db: D1Database, change: StaffChange): D1PreparedStatement[] {
  const guard = changeAllowed(false);
  const link = `SELECT 1 FROM manager_hotels mh WHERE mh.hotel_id = ? AND mh.manager_id = ? AND ${guard}`;
  const keys = [change.hotelId, change.userId, change.version] as const;
  return [
    db.prepare(`DELETE FROM sessions WHERE manager_id = ? AND EXISTS (${link})`).bind(change.userId, ...keys),
    historyStatement(db, change, 'DELETE', null, link),
    db
      .prepare(`DELETE FROM manager_hotels AS mh WHERE mh.hotel_id = ? AND mh.manager_id = ? AND ${guard}`)
      .bind(...keys),
  ];
}

function historyStatement(
  db: D1Database,
  change: StaffChange,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  after: { role: HotelRole; status: StaffStatus } | null,
  condition: string | null,
  conditionKeys: readonly unknown[] = [change.hotelId, change.userId, change.version],
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, before_json, after_json)
       SELECT ?, ?, ?, 'STAFF', ?, ?, ?, ? WHERE ${condition ? `EXISTS (${condition})` : '1'}`,
    )
    .bind(
      change.hotelId,
      change.actorId,
      change.now.toISOString(),
      change.userId,
      action,
      action === 'CREATE' ? null : JSON.stringify(change.before),
      after ? JSON.stringify(after) : null,
      ...(condition ? conditionKeys : []),
    );
}

// ─── Invitations ────────────────────────────────────────────────────────────────────────────────

export type NewInvitation = {
  hotelId: number;
  email: string;
  role: HotelRole;
  tokenHash: string;
  invitedBy: number;
  now: Date;
  expiresAt: Date;
};

/** Drops the unused invitations of the address at the hotel (only the newest link works), then adds this one. */
export function insertInvitationStatements(db: D1Database, invitation: NewInvitation): D1PreparedStatement[] {
  return [
    db
      .prepare('DELETE FROM staff_invitations WHERE hotel_id = ? AND email = ? AND used_at IS NULL')
      .bind(invitation.hotelId, invitation.email),
    db
      .prepare(
        `INSERT INTO staff_invitations (hotel_id, email, role, token_hash, invited_by, created_date, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        invitation.hotelId,
        invitation.email,
        invitation.role,
        invitation.tokenHash,
        invitation.invitedBy,
        invitation.now.toISOString(),
        invitation.expiresAt.toISOString(),
      ),
  ];
}

/** The hotel's invitations still open at `now`, newest first. */
export async function listPendingInvitations(
  db: D1Database,
  hotelId: number,
  now: Date,
): Promise<InvitationRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.email, i.role, i.created_date, i.expires_at,
              CASE WHEN m.id IS NULL THEN NULL ELSE trim(m.name || ' ' || m.surname) END AS invited_by
       FROM staff_invitations i LEFT JOIN managers m ON m.id = i.invited_by
       WHERE i.hotel_id = ? AND i.used_at IS NULL AND i.expires_at > ?
       ORDER BY i.created_date DESC, i.id DESC`,
    )
    .bind(hotelId, now.toISOString())
    .all<{
      id: number;
      email: string;
      role: HotelRole;
      created_date: string;
      expires_at: string;
      invited_by: string | null;
    }>();
  return results.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_date,
    expiresAt: row.expires_at,
    invitedBy: row.invited_by,
  }));
}

/**
 * Withdraws an unused invitation of the hotel (its link stops working); a manager cannot withdraw
 * an invitation to be an owner. Returns whether one was deleted.
 */
export async function deleteInvitation(
  db: D1Database,
  hotelId: number,
  invitationId: number,
  ownersToo: boolean,
): Promise<boolean> {
  const result = await db
    .prepare(
      `DELETE FROM staff_invitations WHERE id = ? AND hotel_id = ? AND used_at IS NULL
         AND (? = 1 OR role <> 'OWNER')`,
    )
    .bind(invitationId, hotelId, ownersToo ? 1 : 0)
    .run();
  return result.meta.changes === 1;
}

/** An invitation as the accept page and route read it. */
export type InvitationRow = {
  id: number;
  hotel_id: number;
  hotel_name: string;
  email: string;
  role: HotelRole;
  expires_at: string;
  used_at: string | null;
  /** The account that already holds the address, if any. */
  manager_id: number | null;
  manager_password_hash: string | null;
  manager_enabled: number | null;
};

/** The invitation whose token hashes to `tokenHash`, with its hotel and the address's account. */
export async function findInvitation(db: D1Database, tokenHash: string): Promise<InvitationRow | null> {
  return db
    .prepare(
      `SELECT i.id, i.hotel_id, h.name AS hotel_name, i.email, i.role, i.expires_at, i.used_at,
              m.id AS manager_id, m.password_hash AS manager_password_hash, m.enabled AS manager_enabled
       FROM staff_invitations i
       JOIN hotels h ON h.id = i.hotel_id
       LEFT JOIN managers m ON m.email = i.email
       WHERE i.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<InvitationRow>();
}

/** SQL true while invitation `?` is unused and unexpired at `?`. */
const INVITATION_OPEN = `EXISTS (
  SELECT 1 FROM staff_invitations i WHERE i.id = ? AND i.used_at IS NULL AND i.expires_at > ?
)`;

export type NewStaffAccount = {
  email: string;
  username: string;
  name: string;
  passwordHash: string;
  language: string;
};

/**
 * Accepting an invitation, as one batch: the account when the address has none, the link to the
 * hotel with the invitation's role, the history row, then the invitation marked used. All guarded
 * by the invitation being open, so a link used twice at once writes once: the last statement's
 * `meta.changes` (1 or 0) says whether this request won.
 */
export function acceptInvitationStatements(
  db: D1Database,
  invitation: InvitationRow,
  account: NewStaffAccount | null,
  now: Date,
): D1PreparedStatement[] {
  const at = now.toISOString();
  const open = [invitation.id, at] as const;
  const accountId = '(SELECT id FROM managers WHERE email = ?)';
  const statements: D1PreparedStatement[] = [];
  if (account) {
    statements.push(
      db
        .prepare(
          `INSERT INTO managers (email, username, name, surname, password_hash, language, enabled, created_date, password_changed_date)
           SELECT ?, ?, ?, '', ?, ?, 1, ?, ? WHERE ${INVITATION_OPEN}`,
        )
        .bind(
          account.email,
          account.username,
          account.name,
          account.passwordHash,
          account.language,
          at,
          at,
          ...open,
        ),
    );
  }
  statements.push(
    db
      .prepare(
        `INSERT OR IGNORE INTO manager_hotels (manager_id, hotel_id, role, status)
         SELECT ${accountId}, ?, ?, 'ACTIVE' WHERE ${INVITATION_OPEN}`,
      )
      .bind(invitation.email, invitation.hotel_id, invitation.role, ...open),
    db
      .prepare(
        `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, before_json, after_json)
         SELECT ?, ${accountId}, ?, 'STAFF', ${accountId}, 'CREATE', NULL, json_object('role', ?, 'status', 'ACTIVE', 'invitedBy', i.invited_by)
         FROM staff_invitations i WHERE i.id = ? AND i.used_at IS NULL AND i.expires_at > ?`,
      )
      .bind(invitation.hotel_id, invitation.email, at, invitation.email, invitation.role, ...open),
    db
      .prepare(
        `UPDATE staff_invitations SET used_at = ?, accepted_by = ${accountId}
         WHERE id = ? AND used_at IS NULL AND expires_at > ?`,
      )
      .bind(at, invitation.email, ...open),
  );
  return statements;
}

/** Whether a username is free (an invited account gets one derived from its address). */
export async function usernameTaken(db: D1Database, username: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM managers WHERE username = ?1)
           OR EXISTS (SELECT 1 FROM pending_registrations WHERE username = ?1 AND used_at IS NULL) AS taken`,
    )
    .bind(username)
    .first<{ taken: number }>();
  return row?.taken === 1;
}

/** The hotel's name, for the invitation e-mail. */
export async function findHotelName(db: D1Database, hotelId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT name FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ name: string }>();
  return row?.name ?? null;
}
