/**
 * "An e-mail did not reach the guest" (decision 056): when the outbox gives up on a guest's
 * e-mail about a stay (a confirmation, a cancellation, a review invitation…), the hotel of the
 * guest's newest reservation is told, so the desk can call or write by hand. Platform e-mails
 * (password resets, invitations, the notifications themselves) concern no hotel.
 */

import { latestReservationOfGuest } from '../data/notifications.ts';
import type { OutboxRow } from '../data/outbox.ts';
import { notifyHotel } from './notify.ts';

/** Whether `template` is an e-mail to a guest about their stay. */
export function isGuestStayEmail(template: string): boolean {
  return template.startsWith('reservation-') || template === 'review-invitation';
}

export async function notifyFailedEmail(
  env: { DB: D1Database; SITE_URL: string },
  row: Pick<OutboxRow, 'to_address' | 'template'>,
  now: Date,
): Promise<void> {
  if (!isGuestStayEmail(row.template)) return;
  const reservation = await latestReservationOfGuest(env.DB, row.to_address);
  if (!reservation) return;
  await notifyHotel(
    env.DB,
    reservation.hotel_id,
    { event: 'email.failed', params: { code: reservation.code, to: row.to_address } },
    { siteUrl: env.SITE_URL, now },
  );
}
