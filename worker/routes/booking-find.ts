/**
 * 'Find my booking' (JOURNEY-2): POST booking/reservations/find { code, email, language? } sends
 * the reservation's private manage link to its guest's address when the code and the address
 * match, in the reservation's language (CONSIST: an Italian guest asking from the English page
 * got it in English). The answer, and as far as possible its timing, is the same whether or not
 * they match (no way to learn which codes exist or whose they are). Only the token's hash is
 * stored, so a link can only be sent with a new token; the earlier links keep working (the
 * confirmation e-mail's and the .ics's), up to MANAGE_LINKS_KEPT. Limited per client address, per
 * code and per e-mail address (attempts, counted before the work).
 */

import { Hono } from 'hono';
import { findReservationSchema } from '../../src/contracts/booking-find.ts';
import { LANGUAGES } from '../../src/contracts/demo-request.ts';
import { manageLink, reservationLinkEmail } from '../booking/emails.ts';
import { addManageTokenStatement, findReservationByCode } from '../data/booking-find.ts';
import type { AppEnv } from '../env.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { withGuestLayout } from '../mail/compose.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { scheduleDelivery } from '../mail/send.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

export const FIND_RESERVATION_MESSAGE =
  'If the code and the e-mail address match a reservation, we have sent its link to that address.';

/** Requests per client address, per code and per e-mail address in an hour. */
export const FIND_REQUESTS_PER_IP_PER_HOUR = 20;
export const FIND_REQUESTS_PER_CODE_PER_HOUR = 5;
export const FIND_REQUESTS_PER_EMAIL_PER_HOUR = 5;
const HOUR = 3600;

const isLanguage = (value: string): value is (typeof LANGUAGES)[number] =>
  (LANGUAGES as readonly string[]).includes(value);

function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export const bookingFindRoutes = new Hono<AppEnv>().post(
  '/booking/reservations/find',
  failureMessage('Error finding the reservation'),
  validate('json', findReservationSchema),
  async (c) => {
    const { code, email, language } = c.req.valid('json');
    await enforceRateLimit(c, 'booking-find', [
      { key: `ip:${clientIp(c)}`, limit: FIND_REQUESTS_PER_IP_PER_HOUR, windowSeconds: HOUR },
      { key: `code:${code}`, limit: FIND_REQUESTS_PER_CODE_PER_HOUR, windowSeconds: HOUR },
      { key: `email:${email.toLowerCase()}`, limit: FIND_REQUESTS_PER_EMAIL_PER_HOUR, windowSeconds: HOUR },
    ]);
    const db = c.env.DB;
    const found = await findReservationByCode(db, code);
    // Both paths make a token and its hash and run one write batch.
    const token = randomToken(32);
    const tokenHash = await sha256Hex(token);
    const guest = found ? parseGuest(found.guest_json) : null;
    if (found && guest && guest.email !== '' && sameAddress(guest.email, email)) {
      // The reservation's language (its confirmation's); the asking page's only if it has none.
      const linkLanguage = isLanguage(found.language) ? found.language : (language ?? 'en');
      const now = new Date();
      const brand = await loadHotelBrand(db, found.hotel_id, c.env.SITE_URL);
      const email = reservationLinkEmail({
        to: guest.email,
        language: linkLanguage,
        guestName: `${guest.name} ${guest.surname}`.trim(),
        hotelName: found.hotel_name,
        code: found.code,
        manageUrl: manageLink(c.env.SITE_URL, found.code, token, linkLanguage),
      });
      await db.batch([
        addManageTokenStatement(db, found.id, tokenHash),
        queueEmailStatement(db, brand ? withGuestLayout(email, brand) : email, now),
      ]);
      scheduleDelivery(c);
    } else {
      await db.batch([addManageTokenStatement(db, 0, tokenHash)]);
    }
    return c.json({ message: FIND_RESERVATION_MESSAGE }, 200, { 'Cache-Control': 'no-store' });
  },
);

type GuestAddress = { email: string; name: string; surname: string };

function parseGuest(json: string): GuestAddress | null {
  try {
    const value = JSON.parse(json) as Partial<Record<keyof GuestAddress, unknown>>;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return { email: text(value.email), name: text(value.name), surname: text(value.surname) };
  } catch {
    return null;
  }
}
