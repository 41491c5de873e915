/**
 * "Guests checked in but not yet in the police report" (decision 056): after a check-in, the
 * same count the front desk's Today shows (arrivals of yesterday and today, checked in, carried
 * by no file yet) tells who sends the report. One unread notice per half day: each check-in of
 * a busy morning does not add another.
 */
import { unlessUnreadSince } from '../data/notifications.ts';
import { readFrontDesk } from '../front-desk/front-desk.ts';
import { notifyHotel } from './notify.ts';

const POLICE_NOTICE_WINDOW_MS = 12 * 60 * 60 * 1000;

export async function notifyUnreportedGuests(
  db: D1Database,
  hotelId: number,
  context: { siteUrl: string; now: Date; actorId: number | null },
): Promise<void> {
  const desk = await readFrontDesk(db, hotelId, undefined, context.now);
  if (!desk.ok || desk.value.unreportedGuests === 0) return;
  await notifyHotel(
    db,
    hotelId,
    { event: 'police.pending', params: { count: desk.value.unreportedGuests }, actorId: context.actorId },
    {
      siteUrl: context.siteUrl,
      now: context.now,
      when: unlessUnreadSince('police.pending', new Date(context.now.getTime() - POLICE_NOTICE_WINDOW_MS)),
    },
  );
}
