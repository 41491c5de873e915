/**
 * Two-factor sign-in's use cases (decision 061), apart from HTTP: enrolling an authenticator,
 * checking a code or a recovery code, new recovery codes, turning it off. The secret is sealed
 * (AES-GCM, security/sealed.ts) with the worker's TWO_FACTOR_KEY under the account's id, so a
 * copy of the database alone gives no codes; recovery codes are kept as SHA-256 only.
 */
import {
  acceptedStep,
  formatRecoveryCode,
  normaliseRecoveryCode,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
  secretFromBytes,
  TOTP_SECRET_BYTES,
} from '../../src/domain/two-factor.ts';
import {
  confirmTotpStatement,
  countRecoveryCodesLeft,
  findTotp,
  replaceRecoveryCodesStatements,
  spendRecoveryCodeStatement,
  spendStepStatement,
  startTotpEnrolment,
  type TotpRow,
} from '../data/two-factor.ts';
import type { Bindings } from '../env.ts';
import { openJson, sealJson } from '../security/sealed.ts';
import { randomBytes, sha256Hex } from '../security/tokens.ts';

/**
 * The key local and test servers seal with when TWO_FACTOR_KEY is not set: their databases hold
 * demo accounts only. Production never falls back to it (enrolment answers 503 instead).
 */
const LOCAL_KEY = 'itaca-local-two-factor-key-not-for-production';

/** The sealing key, or null when production has none configured. */
export function twoFactorKey(env: Pick<Bindings, 'TWO_FACTOR_KEY' | 'ENVIRONMENT'>): string | null {
  if (env.TWO_FACTOR_KEY) return env.TWO_FACTOR_KEY;
  return env.ENVIRONMENT === 'production' ? null : LOCAL_KEY;
}

const scopeOf = (managerId: number) => `two-factor:${managerId}`;

/** A recovery code's stored form: SHA-256 of its normalised text under its own label. */
export function recoveryCodeHash(code: string): Promise<string> {
  return sha256Hex(`itaca.recovery.v1|${normaliseRecoveryCode(code)}`);
}

async function openSecret(key: string, row: TotpRow): Promise<string | null> {
  return openJson<string>(scopeOf(row.manager_id), key, row.secret_sealed);
}

/**
 * Starts an enrolment: a new random secret, sealed and stored unconfirmed, and what the app needs
 * to read it. Null when two-factor is on already (turning it off comes first).
 */
export async function startEnrolment(
  db: D1Database,
  key: string,
  manager: { id: number; email: string },
  now: Date,
): Promise<{ secret: string; uri: string } | null> {
  const secret = secretFromBytes(randomBytes(TOTP_SECRET_BYTES));
  const stored = await startTotpEnrolment(
    db,
    manager.id,
    await sealJson(scopeOf(manager.id), key, secret),
    now,
  );
  return stored ? { secret, uri: otpauthUri(secret, manager.email) } : null;
}

/** Ten new recovery codes (shown once) and the statements that store their hashes in place of the old ones. */
export async function newRecoveryCodes(
  db: D1Database,
  managerId: number,
): Promise<{ codes: string[]; statements: D1PreparedStatement[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_LENGTH)),
  );
  const hashes = await Promise.all(codes.map(recoveryCodeHash));
  return {
    codes: codes.map(formatRecoveryCode),
    statements: replaceRecoveryCodesStatements(db, managerId, hashes),
  };
}

export type CodeCheck =
  | { kind: 'accepted' }
  | { kind: 'wrong' }
  /** No enrolment in the state the caller needs (confirmed, or waiting for its first code). */
  | { kind: 'state' };

/**
 * Confirms a waiting enrolment with its first code; on success the recovery codes are made in
 * the same batch. Two confirmations at once: the guarded UPDATE lets one through.
 */
export async function confirmEnrolment(
  db: D1Database,
  key: string,
  managerId: number,
  code: string,
  now: Date,
): Promise<CodeCheck | { kind: 'confirmed'; recoveryCodes: string[] }> {
  const row = await findTotp(db, managerId);
  if (!row || row.confirmed_at !== null) return { kind: 'state' };
  const secret = await openSecret(key, row);
  const step = secret ? acceptedStep(secret, code, now.getTime() / 1000, row.last_step) : null;
  if (step === null) return { kind: 'wrong' };
  const { codes, statements } = await newRecoveryCodes(db, managerId);
  // The codes are written only once this request's confirmation is: of two at once (two tabs of
  // one person), the loser writes nothing and is told its code is spent.
  const confirmed = await confirmTotpStatement(db, managerId, step, now).run();
  if (confirmed.meta.changes !== 1) return { kind: 'wrong' };
  await db.batch(statements);
  return { kind: 'confirmed', recoveryCodes: codes };
}

/**
 * Checks a code of a confirmed authenticator and, when right, records its step so it never
 * works again (the UPDATE is guarded by the step: of two requests with one code, one wins).
 */
export async function checkCode(
  db: D1Database,
  key: string,
  managerId: number,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await findTotp(db, managerId);
  if (!row || row.confirmed_at === null) return { kind: 'state' };
  const secret = await openSecret(key, row);
  const step = secret ? acceptedStep(secret, code, now.getTime() / 1000, row.last_step) : null;
  if (step === null) return { kind: 'wrong' };
  const result = await spendStepStatement(db, managerId, step).run();
  return result.meta.changes === 1 ? { kind: 'accepted' } : { kind: 'wrong' };
}

/** Uses one recovery code (once: the UPDATE asks for it unused). */
export async function spendRecoveryCode(
  db: D1Database,
  managerId: number,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const row = await findTotp(db, managerId);
  if (!row || row.confirmed_at === null) return { kind: 'state' };
  const result = await spendRecoveryCodeStatement(db, managerId, await recoveryCodeHash(code), now).run();
  return result.meta.changes === 1 ? { kind: 'accepted' } : { kind: 'wrong' };
}

/** Whether the account has two-factor on, and its unused recovery codes. */
export async function twoFactorStatusOf(
  db: D1Database,
  managerId: number,
): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await findTotp(db, managerId);
  const enabled = row !== null && row.confirmed_at !== null;
  return { enabled, recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(db, managerId) : 0 };
}
