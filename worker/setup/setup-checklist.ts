/**
 * The setup checklist of a hotel, apart from HTTP: its facts in one query, judged on the hotel's
 * own today (a night priced for tonight in Rome still counts after midnight UTC).
 */
import type { SetupChecklistResponse } from '../../src/contracts/secure/setup-checklist.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { setupChecklist, stepsBeforeOpening } from '../../src/domain/setup-checklist.ts';
import { hotelOpeningStatements, loadSetupFacts } from '../data/setup-checklist.ts';
import { type Actor, done, type Outcome, refuse } from './outcome.ts';

export async function readSetupChecklist(
  db: D1Database,
  hotelId: number,
  now: Date,
): Promise<Outcome<SetupChecklistResponse>> {
  const loaded = await loadSetupFacts(db, hotelId);
  if (!loaded) return refuse(404, 'Hotel not found', [{ field: 'hotelId', code: 'error.element.not.found' }]);
  const today = todayIn(loaded.timeZone ?? 'UTC', now.getTime());
  return done({ steps: setupChecklist(loaded.facts, today), open: loaded.open });
}

/**
 * Opens the hotel for bookings once it has what a guest books (`stepsBeforeOpening`): refused
 * (409, with the steps still to do) before; opening an open hotel changes nothing.
 */
export async function openForBookings(
  db: D1Database,
  actor: Actor,
): Promise<Outcome<SetupChecklistResponse>> {
  const read = await readSetupChecklist(db, actor.hotelId, actor.now);
  if (!read.ok || read.value.open) return read;
  const missing = stepsBeforeOpening(read.value.steps);
  if (missing.length > 0) {
    return refuse(409, `Not yet: ${missing.join(', ')} still to do before guests can book`, [
      { field: 'steps', code: 'error.setup.not.ready' },
    ]);
  }
  await db.batch(hotelOpeningStatements(db, { ...actor, open: true }));
  return done({ ...read.value, open: true });
}

/**
 * Closes the hotel for bookings (a season's end, a renovation): its page, the public lists and the
 * widget stop selling it at once; stays already booked are kept. Closing a closed hotel changes
 * nothing.
 */
export async function closeForBookings(
  db: D1Database,
  actor: Actor,
): Promise<Outcome<SetupChecklistResponse>> {
  const read = await readSetupChecklist(db, actor.hotelId, actor.now);
  if (!read.ok || !read.value.open) return read;
  await db.batch(hotelOpeningStatements(db, { ...actor, open: false }));
  return done({ ...read.value, open: false });
}
