/**
 * What a set-up use case answers, apart from HTTP: the value, or why it was refused (the status
 * the route answers with, a message for people, and field errors with their message keys).
 */
import type { FieldError } from '../../src/contracts/error-codes.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { findHotelTimeZone } from '../data/room-types.ts';

export type Refusal = { ok: false; status: 400 | 403 | 404 | 409; message: string; errors: FieldError[] };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function refuse(status: Refusal['status'], message: string, errors: FieldError[]): Refusal {
  return { ok: false, status, message, errors };
}

/** Who writes, at which instant: the audit's who and when, and the hotel's today of the rules. */
export type Actor = { hotelId: number; managerId: number; now: Date };

/** The hotel's today in its time zone (UTC when it has none). */
export async function hotelToday(db: D1Database, actor: Actor): Promise<string> {
  return todayIn((await findHotelTimeZone(db, actor.hotelId)) ?? 'UTC', actor.now.getTime());
}

/** A few codes of a list, for a message ('A1, B2, C3 and 4 more'). */
export function someOf(codes: ReadonlyArray<string>, shown = 5): string {
  const head = codes.slice(0, shown).join(', ');
  return codes.length > shown ? `${head} and ${codes.length - shown} more` : head;
}
