/** The guest's e-mail of a change (FOLIO-2): in the reservation's language, the dates before and after, the penalty only when owed. */
import { describe, expect, it } from 'vitest';
import { reservationChangeEmail } from './change-email.ts';

const facts = {
  to: 'guest@example.it',
  guestName: 'Mario Rossi',
  hotelName: "Ca' dei Dogi",
  code: 'ABCDEFGH23',
  before: { checkin: '2027-05-01', checkout: '2027-05-03' },
  after: { checkin: '2027-05-01', checkout: '2027-05-04' },
  rooms: [{ name: 'Classic double room', guests: 2 }],
  currency: 'EUR',
  totalCents: 36_975,
  cityTaxCents: 2_700,
  penaltyCents: 0,
};

describe('reservationChangeEmail', () => {
  it('says the change in English, without a penalty line when none is owed', () => {
    const email = reservationChangeEmail({ ...facts, language: 'en' });
    expect(email).toMatchObject({ to: 'guest@example.it', template: 'reservation-change' });
    expect(email.subject).toBe("Reservation changed ABCDEFGH23 · Ca' dei Dogi");
    expect(email.text).toContain('Before: check-in 2027-05-01 · check-out 2027-05-03');
    expect(email.text).toContain('Now: check-in 2027-05-01 · check-out 2027-05-04 · Classic double room');
    expect(email.text).toContain('New amount of the stay: EUR 369.75 (VAT included)');
    expect(email.text).toContain('City tax: EUR 27.00');
    expect(email.text).not.toContain('penalty');
  });

  it('says it in Italian, with the penalty of the nights given up', () => {
    const email = reservationChangeEmail({ ...facts, language: 'it', penaltyCents: 9_000 });
    expect(email.subject).toBe("Prenotazione modificata ABCDEFGH23 · Ca' dei Dogi");
    expect(email.text).toContain('Nuovo importo del soggiorno: EUR 369,75 (IVA inclusa)');
    expect(email.text).toContain('Di cui penale per le notti tolte: EUR 90,00');
  });

  it('lists every room of a reservation of several rooms', () => {
    const email = reservationChangeEmail({
      ...facts,
      language: 'en',
      rooms: [
        { name: 'Classic double room', guests: 2 },
        { name: 'Junior suite', guests: 1 },
      ],
    });
    expect(email.text).toContain('Now: check-in 2027-05-01 · check-out 2027-05-04\n');
    expect(email.text).toContain('Room 1: Classic double room · 2 guests\nRoom 2: Junior suite · 1 guest');
  });
});
