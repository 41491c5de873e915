/**
 * Guest e-mails of the booking engine (plain text: guest-typed values are never HTML), in the
 * guest's language (en or it). Links are built from SITE_URL, never from the request's Host.
 */

import { formatDateInWords, formatLastMinuteBefore } from '../../src/domain/dates-format.ts';
import { money as decimal, formatMoney } from '../../src/domain/money.ts';
import { countText } from '../../src/domain/plural.ts';
import { siteBase } from '../data/onboarding.ts';
import type { RecomputedAmounts } from '../data/reservation-release.ts';
import { type StoredReservation, storedGuest } from '../data/stored-reservation.ts';
import type { MailBlock } from '../mail/blocks.ts';
import { guestEmail, type HotelBrand, withGuestLayout } from '../mail/compose.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailBlock, mailLine } from '../mail/text.ts';
import type { PlannedAction } from './reservation-actions.ts';

/** The guest's reservation page, in the guest's language (/booking/manage or /it/booking/manage). */
export function manageLink(siteUrl: string, code: string, token: string, language = 'en'): string {
  const prefix = language === 'it' ? '/it' : '';
  return `${siteBase(siteUrl)}${prefix}/booking/manage?code=${encodeURIComponent(code)}&token=${encodeURIComponent(token)}`;
}

function oneLine(value: string, max = 120): string {
  return mailLine(value, max);
}

/** The facts with the guest's and the hotel's texts made safe to print (worker/mail/text.ts). */
function printable<T extends { guestName: string; hotelName: string }>(facts: T): T {
  return { ...facts, guestName: mailLine(facts.guestName), hotelName: mailLine(facts.hotelName) };
}

const NIGHTS = {
  en: { one: '{count} night', other: '{count} nights' },
  it: { one: '{count} notte', other: '{count} notti' },
};
const GUESTS = {
  en: { one: '{count} guest', other: '{count} guests' },
  it: { one: '{count} ospite', other: '{count} ospiti' },
};

/**
 * What the confirmation page recaps besides the rooms, totals and times (JOURNEY-2): the e-mail carries the
 * same, so a guest who closed the page still has it.
 */
export type StayRecap = {
  /** Services added to the stay, and extra beds, with their amounts (VAT included). */
  extras: { name: string; count: number; amount: number }[];
  extraBeds: number;
  /** The instant free cancellation ends (its last minute is printed), or null when never free. */
  freeCancellationEnd: number | null;
  timeZone: string;
  address: string;
  mapUrl: string | null;
  phone: string | null;
  email: string | null;
};

const EXTRA_BEDS = {
  en: { one: '{count} extra bed', other: '{count} extra beds' },
  it: { one: '{count} letto aggiuntivo', other: '{count} letti aggiuntivi' },
};

/** The free cancellation deadline, its last minute on the hotel's clock, in the guest's language. */
function cancellationLine(recap: StayRecap, language: 'en' | 'it'): string {
  const it = language === 'it';
  if (recap.freeCancellationEnd === null) {
    return it
      ? 'Cancellazione gratuita: non prevista per questa tariffa.'
      : 'Free cancellation: not with this rate.';
  }
  const until = formatLastMinuteBefore(recap.freeCancellationEnd, language, recap.timeZone);
  return it
    ? `Cancellazione gratuita fino al ${until} (ora locale della struttura).`
    : `Free cancellation until ${until} (the hotel's local time).`;
}

export type ConfirmationFacts = {
  to: string;
  language: string;
  guestName: string;
  hotelName: string;
  code: string;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: { name: string; ratePlan: string; guests: number }[];
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  deposit: number;
  manageUrl: string;
  recap?: StayRecap;
  /** VAT included in the total (the confirmation page's figure, ReservationCreated.vat). */
  vat?: number;
  /** What the guest asked for when booking (their notes), quoted. */
  requests?: string | null;
  /** The hotel's cover photo as an absolute URL (worker/mail/brand.ts coverUrl), or null. */
  coverUrl?: string | null;
  /** The hotel's check-in and check-out times (its policies; INSIGHT), when set. */
  times?: { checkinFrom?: string; checkinTo?: string; checkoutTo?: string };
};

/** 'Check-in from 14:00 to 22:00 · check-out by 10:30' in the e-mail's language (null: no times set). */
export function checkinTimesLine(times: ConfirmationFacts['times'], it: boolean): string | null {
  const from = times?.checkinFrom;
  const to = times?.checkinTo;
  const out = times?.checkoutTo;
  const parts: string[] = [];
  if (from) {
    if (it) parts.push(to ? `Check-in dalle ${from} alle ${to}` : `Check-in dalle ${from}`);
    else parts.push(to ? `Check-in from ${from} to ${to}` : `Check-in from ${from}`);
  }
  if (out) parts.push(it ? `check-out entro le ${out}` : `check-out by ${out}`);
  if (parts.length === 0) return null;
  const line = parts.join(' · ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** The hotel's brand from what the confirmation already knows (its recap), with its cover photo. */
function confirmationBrand(facts: ConfirmationFacts): HotelBrand {
  const recap = facts.recap;
  return {
    name: mailLine(facts.hotelName, 120),
    coverUrl: facts.coverUrl ?? null,
    address: recap?.address ? mailLine(recap.address, 200) : '',
    mapUrl: recap?.mapUrl ?? null,
    phone: recap?.phone ? mailLine(recap.phone, 40) : null,
    email: recap?.email ?? null,
  };
}

/**
 * The confirmation (TEAM-3): the stay with its dates in words, rooms and party, extras, the
 * guest's requests, the amounts with VAT and city tax (the confirmation page's figures), the free
 * cancellation deadline and the manage link as a button; text and HTML from the same blocks.
 */
export function reservationConfirmationEmail(input: ConfirmationFacts): OutgoingEmail {
  const facts = printable(input);
  const language = facts.language === 'it' ? 'it' : 'en';
  const it = language === 'it';
  const money = (value: number) => formatMoney(value, language, facts.currency);
  const day = (date: string) => formatDateInWords(date, language);
  const rooms = facts.rooms.map(
    (room) =>
      `${mailLine(room.name)}, ${mailLine(room.ratePlan)}, ${countText(room.guests, language, GUESTS[language])}`,
  );
  const recap = facts.recap;
  const extras = [
    ...(recap?.extras ?? []).map(
      (extra) =>
        `${mailLine(extra.name)}${extra.count > 1 ? ` × ${extra.count}` : ''}: ${money(extra.amount)}`,
    ),
    ...(recap && recap.extraBeds > 0 ? [countText(recap.extraBeds, language, EXTRA_BEDS[language])] : []),
  ];
  const requests = facts.requests?.trim()
    ? mailBlock(facts.requests.trim())
        .split('\n')
        .map((line) => line.slice(2))
    : [];
  const times = checkinTimesLine(input.times, it);
  const toPay = money(Math.max(0, facts.grandTotal - facts.deposit));
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      lines: [
        it ? `Gentile ${facts.guestName},` : `Dear ${facts.guestName},`,
        it
          ? `la tua prenotazione presso ${facts.hotelName} è confermata.`
          : `your reservation at ${facts.hotelName} is confirmed.`,
      ],
    },
    {
      kind: 'facts',
      rows: [
        { label: it ? 'Codice di conferma' : 'Confirmation code', value: facts.code, strong: true },
        { label: it ? 'Arrivo' : 'Check-in', value: day(facts.checkin) },
        {
          label: it ? 'Partenza' : 'Check-out',
          value: `${day(facts.checkout)} (${countText(facts.nights, language, NIGHTS[language])})`,
        },
      ],
    },
    ...(times ? [{ kind: 'paragraph' as const, lines: [times] }] : []),
    { kind: 'list', title: it ? 'Camere:' : 'Rooms:', items: rooms },
    ...(extras.length > 0
      ? [{ kind: 'list' as const, title: it ? 'Extra:' : 'Extras:', items: extras }]
      : []),
    ...(requests.length > 0
      ? [{ kind: 'quote' as const, title: it ? 'Le tue richieste:' : 'Your requests:', lines: requests }]
      : []),
    {
      kind: 'facts',
      title: it ? 'Importi' : 'Amounts',
      rows: [
        { label: it ? 'Totale (IVA inclusa)' : 'Total (VAT included)', value: money(facts.total) },
        ...(facts.vat !== undefined && facts.vat > 0
          ? [{ label: it ? 'di cui IVA' : 'of which VAT', value: money(facts.vat) }]
          : []),
        ...(facts.cityTax > 0
          ? [{ label: it ? 'Tassa di soggiorno' : 'City tax', value: money(facts.cityTax) }]
          : []),
        { label: it ? 'Totale complessivo' : 'Grand total', value: money(facts.grandTotal), strong: true },
        ...(facts.deposit > 0
          ? [
              {
                label: it
                  ? 'Acconto, addebitato dalla struttura sulla tua carta dopo la prenotazione'
                  : 'Deposit, charged by the hotel to your card after booking',
                value: money(facts.deposit),
              },
            ]
          : []),
        { label: it ? 'Da pagare in struttura' : 'To pay at the hotel', value: toPay, strong: true },
      ],
    },
    ...(recap ? [{ kind: 'paragraph' as const, lines: [cancellationLine(recap, language)] }] : []),
    {
      kind: 'button',
      label: it ? 'Vedi o cancella la prenotazione' : 'See or cancel your reservation',
      url: facts.manageUrl,
    },
    {
      kind: 'paragraph',
      lines: [it ? 'Il link è personale: non condividerlo.' : 'The link is personal: do not share it.'],
    },
  ];
  return guestEmail({
    to: facts.to,
    template: 'reservation-confirmation',
    language,
    brand: confirmationBrand(input),
    subject: oneLine(
      it
        ? `Prenotazione confermata ${facts.code} · ${facts.hotelName}`
        : `Reservation confirmed ${facts.code} · ${facts.hotelName}`,
    ),
    blocks,
  });
}

export type CancellationFacts = {
  to: string;
  language: string;
  guestName: string;
  hotelName: string;
  code: string;
  checkin: string;
  checkout: string;
  currency: string;
  penalty: number;
};

export function reservationCancellationEmail(input: CancellationFacts): OutgoingEmail {
  const facts = printable(input);
  const it = facts.language === 'it';
  const money = (value: number) => formatMoney(value, facts.language, facts.currency);
  const text = it
    ? [
        `Gentile ${facts.guestName},`,
        '',
        `la tua prenotazione ${facts.code} presso ${facts.hotelName} (${formatDateInWords(facts.checkin, facts.language)} – ${formatDateInWords(facts.checkout, facts.language)}) è stata cancellata.`,
        facts.penalty > 0
          ? `Penale di cancellazione: ${money(facts.penalty)}`
          : 'La cancellazione è gratuita.',
      ]
    : [
        `Dear ${facts.guestName},`,
        '',
        `your reservation ${facts.code} at ${facts.hotelName} (${formatDateInWords(facts.checkin, facts.language)} – ${formatDateInWords(facts.checkout, facts.language)}) has been cancelled.`,
        facts.penalty > 0
          ? `Cancellation penalty: ${money(facts.penalty)}`
          : 'The cancellation is free of charge.',
      ];
  return {
    to: facts.to,
    template: 'reservation-cancellation',
    language: facts.language,
    subject: oneLine(
      it
        ? `Prenotazione cancellata ${facts.code} · ${facts.hotelName}`
        : `Reservation cancelled ${facts.code} · ${facts.hotelName}`,
    ),
    text: text.join('\n'),
  };
}

export type EarlyCheckoutFacts = {
  to: string;
  language: string;
  guestName: string;
  hotelName: string;
  code: string;
  checkin: string;
  /** The check-out date booked. */
  bookedCheckout: string;
  /** The day the guest left (the new check-out date). */
  checkout: string;
  currency: string;
  /** Amount of the stay after the checkout (rooms, beds and services; VAT included). */
  total: number;
  cityTax: number;
  /** Charged for nights not stayed (a non-refundable rate's penalty); 0 for none. */
  penalty: number;
};

/** The stay ended before its booked check-out (PEN-3 early checkout of a started stay). */
export function reservationEarlyCheckoutEmail(input: EarlyCheckoutFacts): OutgoingEmail {
  const facts = printable(input);
  const it = facts.language === 'it';
  const money = (value: number) => formatMoney(value, facts.language, facts.currency);
  const text = it
    ? [
        `Gentile ${facts.guestName},`,
        '',
        `il tuo soggiorno presso ${facts.hotelName} (prenotazione ${facts.code}) si è concluso in anticipo.`,
        `Arrivo: ${formatDateInWords(facts.checkin, 'it')} · Partenza: ${formatDateInWords(facts.checkout, 'it')} (prevista: ${formatDateInWords(facts.bookedCheckout, 'it')})`,
        `Importo del soggiorno: ${money(facts.total)} (IVA inclusa)`,
        facts.cityTax > 0 ? `Tassa di soggiorno: ${money(facts.cityTax)}` : null,
        facts.penalty > 0 ? `Di cui penale per le notti non usufruite: ${money(facts.penalty)}` : null,
        '',
        'Grazie per aver soggiornato da noi.',
      ]
    : [
        `Dear ${facts.guestName},`,
        '',
        `your stay at ${facts.hotelName} (reservation ${facts.code}) has ended early.`,
        `Check-in: ${formatDateInWords(facts.checkin, 'en')} · Check-out: ${formatDateInWords(facts.checkout, 'en')} (booked: ${formatDateInWords(facts.bookedCheckout, 'en')})`,
        `Amount of the stay: ${money(facts.total)} (VAT included)`,
        facts.cityTax > 0 ? `City tax: ${money(facts.cityTax)}` : null,
        facts.penalty > 0 ? `Of which penalty for the nights not stayed: ${money(facts.penalty)}` : null,
        '',
        'Thank you for staying with us.',
      ];
  return {
    to: facts.to,
    template: 'reservation-early-checkout',
    language: facts.language,
    subject: oneLine(
      it
        ? `Partenza anticipata ${facts.code} · ${facts.hotelName}`
        : `Early check-out ${facts.code} · ${facts.hotelName}`,
    ),
    text: text.filter((line): line is string => line !== null).join('\n'),
  };
}

/** The facts every e-mail about a stored reservation starts from: the guest, the hotel, the stay's code and start. */
function storedFacts(stored: StoredReservation) {
  const { row } = stored;
  const guest = storedGuest(stored);
  return {
    to: guest.email,
    language: row.language,
    guestName: `${guest.name} ${guest.surname}`.trim(),
    hotelName: row.hotel_name,
    code: row.code,
    checkin: row.checkin,
    currency: row.currency,
  };
}

const brandedWith = (brand: HotelBrand | null) => (email: OutgoingEmail) =>
  brand ? withGuestLayout(email, brand) : email;

/**
 * The guest's cancellation e-mail with the penalty owed (the guest's own cancellation and the
 * staff's alike), or null when the guest left no address.
 */
export function cancellationEmail(
  stored: StoredReservation,
  penaltyCents: number,
  /** The hotel's brand (worker/mail/brand.ts); without it the platform layout is used. */
  brand: HotelBrand | null,
): OutgoingEmail | null {
  const facts = storedFacts(stored);
  if (!facts.to) return null;
  return brandedWith(brand)(
    reservationCancellationEmail({ ...facts, checkout: stored.row.checkout, penalty: decimal(penaltyCents) }),
  );
}

/**
 * The guest's e-mail after a staff action, or null: cancel (and an early checkout before the stay,
 * which is a cancellation) sends the cancellation e-mail, an early checkout the early-checkout
 * one; a no-show sends none (the guest did not come; the hotel charges under its no-show policy).
 */
export function actionEmail(
  stored: StoredReservation,
  planned: Extract<PlannedAction, { ok: true }>,
  amounts: RecomputedAmounts | null,
  /** The hotel's brand (worker/mail/brand.ts); without it the platform layout is used. */
  brand: HotelBrand | null = null,
): OutgoingEmail | null {
  const facts = storedFacts(stored);
  if (!facts.to || planned.outcome === 'NO_SHOW') return null;
  if (planned.outcome !== 'EARLY_CHECKOUT')
    return cancellationEmail(stored, planned.after.cancelAmountCents, brand);
  const { row } = stored;
  return brandedWith(brand)(
    reservationEarlyCheckoutEmail({
      ...facts,
      bookedCheckout: row.checkout,
      checkout: planned.after.checkout,
      total: decimal(planned.after.totalCents),
      cityTax: decimal(amounts?.cityTaxCents ?? row.city_tax_cents),
      penalty: decimal(planned.after.cancelAmountCents),
    }),
  );
}

export type ManageLinkFacts = {
  to: string;
  language: string;
  guestName: string;
  hotelName: string;
  code: string;
  manageUrl: string;
};

/** 'Find my booking': the private link of a reservation, sent to its guest's address on request. */
export function reservationLinkEmail(input: ManageLinkFacts): OutgoingEmail {
  const facts = printable(input);
  const it = facts.language === 'it';
  const text = it
    ? [
        `Gentile ${facts.guestName},`,
        '',
        `ecco il link personale della tua prenotazione ${facts.code} presso ${facts.hotelName}, per consultarla o cancellarla (non condividerlo):`,
        facts.manageUrl,
        '',
        'Il link che hai ricevuto in precedenza non funziona più.',
        "Se non l'hai chiesto tu, ignora questa e-mail: la prenotazione non cambia.",
      ]
    : [
        `Dear ${facts.guestName},`,
        '',
        `here is the personal link of your reservation ${facts.code} at ${facts.hotelName}, to see or cancel it (do not share it):`,
        facts.manageUrl,
        '',
        'The link you received before no longer works.',
        'If you did not ask for it, ignore this e-mail: the reservation stays as it is.',
      ];
  return {
    to: facts.to,
    template: 'reservation-link',
    language: facts.language,
    subject: oneLine(
      it
        ? `Il link della prenotazione ${facts.code} · ${facts.hotelName}`
        : `The link of your reservation ${facts.code} · ${facts.hotelName}`,
    ),
    text: text.join('\n'),
  };
}
