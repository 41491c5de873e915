/** The answer stored for an Idempotency-Key (sealed; see worker/security/sealed.ts). */
export type IdempotentAnswer = { hotelId: number; keyHash: string; status: number; sealed: string };

/** Claims live this long; older ones are deleted when a new claim is made. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export type IdempotencyRow = {
  request_hash: string;
  state: 'PENDING' | 'DONE';
  response_status: number | null;
  response_enc: string | null;
  created_date: string;
};

/** Claims a key (state PENDING); true when this request now owns it, false when it existed. */
export async function claimIdempotencyKey(
  db: D1Database,
  claim: { hotelId: number; keyHash: string; requestHash: string; now: Date },
): Promise<boolean> {
  const [, insert] = await db.batch([
    db
      .prepare('DELETE FROM idempotency_keys WHERE created_date < ?')
      .bind(new Date(claim.now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()),
    db
      .prepare(
        `INSERT INTO idempotency_keys (hotel_id, key_hash, request_hash, state, created_date)
         VALUES (?, ?, ?, 'PENDING', ?) ON CONFLICT (hotel_id, key_hash) DO NOTHING`,
      )
      .bind(claim.hotelId, claim.keyHash, claim.requestHash, claim.now.toISOString()),
  ]);
  return (insert?.meta.changes ?? 0) === 1;
}

export function findIdempotencyKey(
  db: D1Database,
  hotelId: number,
  keyHash: string,
): Promise<IdempotencyRow | null> {
  return db
    .prepare(
      `SELECT request_hash, state, response_status, response_enc, created_date
       FROM idempotency_keys WHERE hotel_id = ? AND key_hash = ?`,
    )
    .bind(hotelId, keyHash)
    .first<IdempotencyRow>();
}

/** Takes over a PENDING claim older than `staleBefore` (its request died); true when taken. */
export async function takeOverStaleClaim(
  db: D1Database,
  claim: { hotelId: number; keyHash: string; requestHash: string; staleBefore: Date; now: Date },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE idempotency_keys SET created_date = ?
       WHERE hotel_id = ? AND key_hash = ? AND request_hash = ? AND state = 'PENDING' AND created_date < ?`,
    )
    .bind(
      claim.now.toISOString(),
      claim.hotelId,
      claim.keyHash,
      claim.requestHash,
      claim.staleBefore.toISOString(),
    )
    .run();
  return result.meta.changes === 1;
}

/** Releases a claim whose request failed, so that the key can be used again. */
export async function releaseIdempotencyKey(db: D1Database, hotelId: number, keyHash: string): Promise<void> {
  await db
    .prepare(`DELETE FROM idempotency_keys WHERE hotel_id = ? AND key_hash = ? AND state = 'PENDING'`)
    .bind(hotelId, keyHash)
    .run();
}
