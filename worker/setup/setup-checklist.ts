/**
 * The setup checklist of a hotel, apart from HTTP: its facts in one query, judged on the hotel's
 * own today (a night priced for tonight in Rome still counts after midnight UTC).
 */
import type { SetupChecklistResponse } from '../../src/contracts/secure/setup-checklist.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { setupChecklist } from '../../src/domain/setup-checklist.ts';
import { loadSetupFacts } from '../data/setup-checklist.ts';
import { done, type Outcome, refuse } from './outcome.ts';

export async function readSetupChecklist(
  db: D1Database,
  hotelId: number,
  now: Date,
): Promise<Outcome<SetupChecklistResponse>> {
  const loaded = await loadSetupFacts(db, hotelId);
  if (!loaded) return refuse(404, 'Hotel not found', [{ field: 'hotelId', code: 'error.element.not.found' }]);
  const today = todayIn(loaded.timeZone ?? 'UTC', now.getTime());
  return done({ steps: setupChecklist(loaded.facts, today) });
}
