/**
 * The review invitation job (INSIGHT-1), run by the cron (worker/index.ts `scheduled`, every 5
 * minutes): stays whose checkout date is before the hotel's today (in the hotel's time zone),
 * CONFIRMED or EARLY_CHECKOUT, within the last INVITE_LOOKBACK_DAYS, get a private review link by
 * e-mail in the guest's language, through the outbox. A bounded batch per run; the link's token is
 * random (256 bits) and only its SHA-256 is stored; it expires after REVIEW_LINK_DAYS (decision 028).
 */
import { addDays, todayIn } from '../../src/domain/booking/dates.ts';
import { formatDateInWords } from '../../src/domain/dates-format.ts';
import { INVITE_LOOKBACK_DAYS, REVIEW_LINK_DAYS } from '../../src/domain/reviews.ts';
import { siteBase } from '../data/onboarding.ts';
import {
  findInviteCandidates,
  hotelTimeZones,
  type InviteCandidate,
  insertInvitations,
} from '../data/review-invitations.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { type HotelBrand, withGuestLayout } from '../mail/compose.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailLine } from '../mail/text.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

/** Invitations created per run at most (a cron run stays short; the next run takes the rest). */
export const INVITE_BATCH = 50;
const DAY_MS = 86_400_000;

/** The review link: the token travels in the fragment, which browsers never send to a server. */
export function reviewLink(siteUrl: string, token: string, language: string): string {
  const prefix = language === 'it' ? '/it' : '';
  return `${siteBase(siteUrl)}${prefix}/review#token=${encodeURIComponent(token)}`;
}

/**
 * The invitation e-mail in the guest's language (Italian or English), in the hotel's brand when
 * it is known (the guests' layout, Reply-To the hotel).
 */
export function reviewInvitationEmail(
  stay: InviteCandidate,
  url: string,
  expires: string,
  brand: HotelBrand | null = null,
): OutgoingEmail {
  const it = stay.language === 'it';
  const name = mailLine(stay.guest_name ?? '', 80);
  const hotel = mailLine(stay.hotel_name, 120);
  const from = formatDateInWords(stay.checkin, stay.language);
  const to = formatDateInWords(stay.checkout, stay.language);
  const until = formatDateInWords(expires.slice(0, 10), stay.language);
  const text = it
    ? [
        name ? `Gentile ${name},` : 'Gentile ospite,',
        '',
        `grazie per aver soggiornato presso ${hotel} da ${from} a ${to} (prenotazione ${stay.code}).`,
        'Com’è andata? La tua recensione aiuta altri ospiti e la struttura. Questo è il tuo link personale (non condividerlo):',
        url,
        '',
        `Il link vale fino a ${until}. Puoi restare anonimo o scegliere un soprannome.`,
      ]
    : [
        name ? `Dear ${name},` : 'Dear guest,',
        '',
        `thank you for staying at ${hotel} from ${from} to ${to} (reservation ${stay.code}).`,
        'How was it? Your review helps other guests and the hotel. This is your personal link (do not share it):',
        url,
        '',
        `The link works until ${until}. You can stay anonymous or choose a nickname.`,
      ];
  const email: OutgoingEmail = {
    to: stay.guest_email,
    template: 'review-invitation',
    language: it ? 'it' : 'en',
    subject: mailLine(it ? `Com’è stato il soggiorno a ${hotel}?` : `How was your stay at ${hotel}?`),
    text: text.join('\n'),
  };
  return brand ? withGuestLayout(email, brand, it ? 'Scrivi la tua recensione' : 'Write your review') : email;
}

/** Creates up to `limit` invitations and queues their e-mails; returns how many were created. */
export async function inviteReviews(
  env: { DB: D1Database; SITE_URL: string },
  now: Date = new Date(),
  limit = INVITE_BATCH,
): Promise<number> {
  const zones = (await hotelTimeZones(env.DB)).flatMap((timeZone) => {
    try {
      const today = todayIn(timeZone, now.getTime());
      return [{ timeZone, today, since: addDays(today, -INVITE_LOOKBACK_DAYS) }];
    } catch {
      return []; // an unknown zone name: its hotels wait for it to be corrected
    }
  });
  const stays = await findInviteCandidates(env.DB, zones, limit);
  if (stays.length === 0) return 0;
  const created = now.toISOString();
  const expires = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString();
  const brands = new Map<number, HotelBrand | null>();
  for (const hotelId of new Set(stays.map((stay) => stay.hotel_id))) {
    brands.set(hotelId, await loadHotelBrand(env.DB, hotelId, env.SITE_URL));
  }
  const invitations = await Promise.all(
    stays.map(async (stay) => {
      const token = randomToken();
      return {
        reservationId: stay.reservation_id,
        hotelId: stay.hotel_id,
        tokenHash: await sha256Hex(token),
        email: reviewInvitationEmail(
          stay,
          reviewLink(env.SITE_URL, token, stay.language),
          expires,
          brands.get(stay.hotel_id) ?? null,
        ),
      };
    }),
  );
  return insertInvitations(env.DB, invitations, created, expires);
}
