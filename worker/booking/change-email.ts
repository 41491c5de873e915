/**
 * The guest's e-mail after a change of their booking (FOLIO-2, decision 059), written like the
 * booking engine's other e-mails (worker/booking/emails.ts): plain text in the reservation's
 * language (en or it), guest and hotel names made safe to print. Queued through the outbox in the
 * change's own batch; the branded HTML layout is given at merge.
 */
import { money } from '../../src/domain/money.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { mailLine } from '../mail/text.ts';

export const CHANGE_EMAIL_TEMPLATE = 'reservation-change';

export type ChangeFacts = {
  to: string;
  language: string;
  guestName: string;
  hotelName: string;
  code: string;
  before: { checkin: string; checkout: string };
  after: { checkin: string; checkout: string };
  /** Every room of the reservation after the change, in order: its type's name and its guests. */
  rooms: ReadonlyArray<{ name: string; guests: number }>;
  currency: string;
  /** The stay's new total (penalty included), VAT included, city tax apart. */
  totalCents: number;
  cityTaxCents: number;
  /** Owed for the nights given up; 0 for none. */
  penaltyCents: number;
};

function amount(cents: number, currency: string, it: boolean): string {
  return `${currency} ${money(cents).toLocaleString(it ? 'it-IT' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** "Your reservation has been changed", with the dates before and after and the new total. */
export function reservationChangeEmail(facts: ChangeFacts): OutgoingEmail {
  const it = facts.language === 'it';
  const guestName = mailLine(facts.guestName);
  const hotelName = mailLine(facts.hotelName);
  const rooms = facts.rooms.map((room) => ({ name: mailLine(room.name), guests: room.guests }));
  // One room is named on the dates' line; several are listed one a line, numbered, with their guests.
  const single = rooms.length === 1 ? ` · ${rooms[0]?.name}` : '';
  const list = (word: string, guest: string, guests: string) =>
    rooms.length === 1
      ? []
      : rooms.map(
          (room, i) =>
            `${word} ${i + 1}: ${room.name} · ${room.guests} ${room.guests === 1 ? guest : guests}`,
        );
  const cost = (cents: number) => amount(cents, facts.currency, it);
  const text = it
    ? [
        `Gentile ${guestName},`,
        '',
        `la tua prenotazione ${facts.code} presso ${hotelName} è stata modificata.`,
        `Prima: arrivo ${facts.before.checkin} · partenza ${facts.before.checkout}`,
        `Ora: arrivo ${facts.after.checkin} · partenza ${facts.after.checkout}${single}`,
        ...list('Camera', 'ospite', 'ospiti'),
        `Nuovo importo del soggiorno: ${cost(facts.totalCents)} (IVA inclusa)`,
        facts.cityTaxCents > 0 ? `Tassa di soggiorno: ${cost(facts.cityTaxCents)}` : null,
        facts.penaltyCents > 0 ? `Di cui penale per le notti tolte: ${cost(facts.penaltyCents)}` : null,
        '',
        'A presto.',
      ]
    : [
        `Dear ${guestName},`,
        '',
        `your reservation ${facts.code} at ${hotelName} has been changed.`,
        `Before: check-in ${facts.before.checkin} · check-out ${facts.before.checkout}`,
        `Now: check-in ${facts.after.checkin} · check-out ${facts.after.checkout}${single}`,
        ...list('Room', 'guest', 'guests'),
        `New amount of the stay: ${cost(facts.totalCents)} (VAT included)`,
        facts.cityTaxCents > 0 ? `City tax: ${cost(facts.cityTaxCents)}` : null,
        facts.penaltyCents > 0
          ? `Of which penalty for the nights given up: ${cost(facts.penaltyCents)}`
          : null,
        '',
        'We look forward to welcoming you.',
      ];
  return {
    to: facts.to,
    language: it ? 'it' : 'en',
    template: CHANGE_EMAIL_TEMPLATE,
    subject: mailLine(
      it
        ? `Prenotazione modificata ${facts.code} · ${hotelName}`
        : `Reservation changed ${facts.code} · ${hotelName}`,
      120,
    ),
    text: text.filter((line): line is string => line !== null).join('\n'),
  };
}
