/**
 * Between the routes and the use cases that answer an `Outcome` (worker/setup/outcome.ts): who
 * acts, and a refusal turned into the API's error.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { signedInUser } from '../security/hotel-access.ts';
import type { Actor, Outcome } from '../setup/outcome.ts';

/** The signed-in manager writing at the hotel, now. */
export function actorOf(c: Context<AppEnv>, hotelId: number): Actor {
  return { hotelId, managerId: signedInUser(c).id, now: new Date() };
}

/** The value of an outcome, or its refusal as the API's error (400, 404, 409). */
export function answerOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new ApiError(outcome.status, outcome.message, outcome.errors);
  return outcome.value;
}
