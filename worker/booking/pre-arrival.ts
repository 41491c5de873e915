/**
 * The pre-arrival e-mail (TEAM-4), run by the cron (worker/index.ts `scheduled`, every 5
 * minutes): a CONFIRMED stay arriving within its hotel's pre-arrival days (hotels.pre_arrival_days,
 * 3 by default, 0 = off; set with the check-in times) gets, once, the check-in times, the way to
 * the hotel and the link to online check-in on its manage page, in the guest's language and the
 * hotel's brand. The link is a new manage token (only hashes are stored), kept with the
 * reservation's newest links like 'find my booking''s.
 */
import { todayIn } from '../../src/domain/booking/dates.ts';
import { formatDateInWords } from '../../src/domain/dates-format.ts';
import { findPreArrivalStays, markPreArrivalSent, type PreArrivalStay } from '../data/pre-arrival.ts';
import { hotelTimeZones } from '../data/review-invitations.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { guestEmail, type HotelBrand } from '../mail/compose.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailLine } from '../mail/text.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { checkinTimesLine, manageLink } from './emails.ts';

/** E-mails queued per run at most (a cron run stays short; the next run takes the rest). */
export const PRE_ARRIVAL_BATCH = 50;

/** Where the manage page's online check-in section starts (another part of the page builds it). */
export const ONLINE_CHECK_IN_ANCHOR = '#online-check-in';

export function preArrivalEmail(stay: PreArrivalStay, brand: HotelBrand, manageUrl: string): OutgoingEmail {
  const language = stay.language === 'it' ? 'it' : 'en';
  const it = language === 'it';
  const name = mailLine(stay.guest_name ?? '', 80);
  const times = checkinTimesLine(
    {
      ...(stay.checkin_from ? { checkinFrom: stay.checkin_from } : {}),
      ...(stay.checkin_to ? { checkinTo: stay.checkin_to } : {}),
      ...(stay.checkout_to ? { checkoutTo: stay.checkout_to } : {}),
    },
    it,
  );
  const arrival = formatDateInWords(stay.checkin, language);
  return guestEmail({
    to: stay.guest_email,
    template: 'pre-arrival',
    language,
    brand,
    subject: mailLine(
      it ? `Ti aspettiamo ${arrival} · ${brand.name}` : `See you on ${arrival} · ${brand.name}`,
    ),
    blocks: [
      {
        kind: 'paragraph',
        lines: [
          name ? (it ? `Gentile ${name},` : `Dear ${name},`) : it ? 'Gentile ospite,' : 'Dear guest,',
          it
            ? `manca poco al tuo soggiorno presso ${brand.name}: ecco cosa ti serve per arrivare.`
            : `your stay at ${brand.name} is coming soon: here is what you need to arrive.`,
        ],
      },
      {
        kind: 'facts',
        rows: [
          { label: it ? 'Prenotazione' : 'Reservation', value: stay.code, strong: true },
          { label: it ? 'Arrivo' : 'Check-in', value: arrival },
          { label: it ? 'Partenza' : 'Check-out', value: formatDateInWords(stay.checkout, language) },
        ],
      },
      ...(times ? [{ kind: 'paragraph' as const, lines: [times] }] : []),
      {
        kind: 'paragraph',
        lines: [
          it
            ? 'Risparmia tempo alla reception: inserisci ora i documenti di chi soggiorna.'
            : 'Save time at the front desk: enter the documents of everyone staying now.',
        ],
      },
      {
        kind: 'button',
        label: it ? 'Fai il check-in online' : 'Check in online',
        url: `${manageUrl}${ONLINE_CHECK_IN_ANCHOR}`,
      },
      ...(brand.address
        ? [{ kind: 'paragraph' as const, lines: [it ? 'Come arrivare:' : 'How to get here:', brand.address] }]
        : []),
      ...(brand.mapUrl
        ? [
            {
              kind: 'button' as const,
              label: it ? 'Mappa e indicazioni' : 'Map and directions',
              url: brand.mapUrl,
            },
          ]
        : []),
      {
        kind: 'paragraph',
        lines: [
          it
            ? 'Per qualsiasi domanda rispondi a questa e-mail: arriva alla struttura.'
            : 'For any question, reply to this e-mail: it goes to the hotel.',
        ],
      },
    ],
  });
}

/** Queues up to `limit` pre-arrival e-mails due at `now`; returns how many were queued. */
export async function sendPreArrivalEmails(
  env: { DB: D1Database; SITE_URL: string },
  now: Date = new Date(),
  limit = PRE_ARRIVAL_BATCH,
): Promise<number> {
  const zones = (await hotelTimeZones(env.DB)).flatMap((timeZone) => {
    try {
      return [{ timeZone, today: todayIn(timeZone, now.getTime()) }];
    } catch {
      return []; // an unknown zone name: its hotels wait for it to be corrected
    }
  });
  const stays = await findPreArrivalStays(env.DB, zones, limit);
  if (stays.length === 0) return 0;
  const brands = new Map<number, HotelBrand | null>();
  for (const hotelId of new Set(stays.map((stay) => stay.hotel_id))) {
    brands.set(hotelId, await loadHotelBrand(env.DB, hotelId, env.SITE_URL));
  }
  const sends = await Promise.all(
    stays.flatMap((stay) => {
      const brand = brands.get(stay.hotel_id);
      if (!brand) return [];
      return [
        (async () => {
          const token = randomToken(32);
          const url = manageLink(env.SITE_URL, stay.code, token, stay.language);
          return {
            reservationId: stay.reservation_id,
            tokenHash: await sha256Hex(token),
            email: preArrivalEmail(stay, brand, url),
          };
        })(),
      ];
    }),
  );
  return markPreArrivalSent(env.DB, sends, now);
}
