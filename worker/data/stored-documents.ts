import type { CancellationCharge, CancellationPolicy, Penalty } from '../../src/domain/booking/types.ts';

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/** A JSON array of numeric ids as the engine's string ids; null stays null (= all). */
export function idList(text: string | null): string[] | null {
  if (text === null) return null;
  const ids = parseJson<unknown[]>(text, []);
  return ids.filter((id) => typeof id === 'number' || typeof id === 'string').map(String);
}

/**
 * A policy's early-checkout charge (`cancellation_json`), or null when absent or malformed (the
 * check-in penalty then applies): { chargeNights ≥ 0 integer, percentage number or null }.
 */
export function toCancellationCharge(raw: unknown): CancellationCharge | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { chargeNights, percentage } = raw as Partial<Record<keyof CancellationCharge, unknown>>;
  const nights = Number(chargeNights ?? 0);
  return {
    chargeNights: Number.isSafeInteger(nights) && nights > 0 ? nights : 0,
    percentage: typeof percentage === 'number' && Number.isFinite(percentage) ? percentage : null,
  };
}

/**
 * A cancellation policy snapshot stored with a reservation room: snapshots written before the
 * policy had `cancellation` lack it (null: the check-in penalty applies).
 */
export function storedCancellationPolicy(text: string | null): CancellationPolicy | null {
  const policy = parseJson<CancellationPolicy | null>(text, null);
  if (!policy) return null;
  return { ...policy, cancellation: toCancellationCharge(policy.cancellation ?? null) };
}

export function toPenalty(raw: Partial<Penalty> | null): Penalty | null {
  if (!raw) return null;
  return {
    percentage: typeof raw.percentage === 'number' ? raw.percentage : null,
    firstNight: raw.firstNight === true,
    additionalNights: Number(raw.additionalNights ?? 0) || 0,
    chargeNights: Number(raw.chargeNights ?? 0) || 0,
    chargeAmountCents: Number(raw.chargeAmountCents ?? 0) || 0,
  };
}
