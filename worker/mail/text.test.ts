import { describe, expect, it } from 'vitest';
import { reservationCancellationEmail, reservationConfirmationEmail } from '../booking/emails.ts';
import type { ManagerRow } from '../data/managers.ts';
import { demoNotificationEmail, helpRequestEmail } from '../data/onboarding.ts';
import { passwordResetEmail } from '../routes/password-reset.ts';
import { escapeHtml, mailBlock, mailLine } from './text.ts';

describe('mailLine', () => {
  it.each([
    ['a line break cannot forge a line', 'Maria\nTotal: €0', 'Maria Total: €0'],
    ['CRLF, CR, NEL, U+2028, U+2029', 'a\r\nb\rc\u0085d\u2028e\u2029f', 'a b c d e f'],
    ['right-to-left override removed', 'Probe\u202egnp.exe', 'Probegnp.exe'],
    ['isolates and marks removed', '\u2066a\u2069\u200Eb\u200F\u061C', 'ab'],
    ['zero-width characters removed', 'R\u200Bo\u200Cs\u200Ds\u2060i\uFEFF', 'Rossi'],
    ['C0 and C1 controls removed', 'a\u0000b\u001bc\u007fd\u0080e\u009f', 'abcde'],
    ['tabs become spaces, runs of spaces one', 'a\t\tb   c', 'a b c'],
    ['NFC', 'Nicolo\u0300', 'Nicolò'],
    ['real text untouched', "Dell'Orto · Città 🏨 فندق", "Dell'Orto · Città 🏨 فندق"],
  ])('%s', (_label, value, printed) => {
    expect(mailLine(value)).toBe(printed);
  });

  it('cuts at the maximum', () => {
    expect(mailLine('x'.repeat(500), 120)).toHaveLength(120);
  });
});

describe('mailBlock', () => {
  it('quotes every line, so a message cannot pass for the e-mail itself', () => {
    expect(mailBlock('Hello\r\nLogged-in manager: boss@example.com\u2028Bye\t!')).toBe(
      '> Hello\n> Logged-in manager: boss@example.com\n> Bye\t!',
    );
    expect(mailBlock('a\u202Eb\u200Bc\n\nd')).toBe('> abc\n>\n> d');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters HTML interprets', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});

const confirmation = {
  to: 'guest@example.com',
  guestName: 'Maria Rossi',
  hotelName: 'Hotel Roma',
  code: 'ABC123',
  checkin: '2026-12-01',
  checkout: '2026-12-02',
  currency: 'EUR',
  total: 100,
  cityTax: 0,
  grandTotal: 100,
  deposit: 0,
  manageUrl: 'https://itaca.test/booking/manage?code=ABC123&token=t',
};

describe('guest e-mails', () => {
  it.each([
    ['en', 1, 1, '(1 night)', '1 guest'],
    ['en', 2, 3, '(2 nights)', '3 guests'],
    ['it', 1, 1, '(1 notte)', '1 ospite'],
    ['it', 4, 2, '(4 notti)', '2 ospiti'],
  ])(
    'the confirmation in %s counts with the plural rules: %i nights, %i guests',
    (language, nights, guests, stay, people) => {
      const { text } = reservationConfirmationEmail({
        ...confirmation,
        language,
        nights,
        rooms: [{ name: 'Double', ratePlan: 'Standard', guests }],
      });
      expect(text).toContain(stay);
      expect(text).toContain(`- Double, Standard, ${people}`);
      expect(text).not.toMatch(/\b1 (nights|guests|notti|ospiti)\b/);
    },
  );

  // JOURNEY-2: the e-mail recaps what the confirmation page shows, so the guest keeps it.
  const times = { checkinFrom: '15:00', checkoutTo: '10:30' };
  const recap = {
    extras: [{ name: 'Half board', count: 2, amount: 56 }],
    extraBeds: 1,
    // Midnight starting 28 Nov 2026 in Rome (23:00 UTC the day before): free until 27 Nov, 23:59.
    freeCancellationEnd: Date.UTC(2026, 10, 27, 23, 0),
    timeZone: 'Europe/Rome',
    address: 'Via Roma 1, 30124 Venezia VE, Italia',
    mapUrl: 'https://www.openstreetmap.org/?mlat=45.43&mlon=12.33#map=17/45.43/12.33',
    phone: '+39 041 000000',
    email: 'info@hotel.example',
  };

  it('recaps the times, extras, what is paid when, free cancellation and the hotel (en)', () => {
    const { text } = reservationConfirmationEmail({
      ...confirmation,
      language: 'en',
      nights: 1,
      rooms: [{ name: 'Double', ratePlan: 'Standard', guests: 2 }],
      grandTotal: 130,
      deposit: 30,
      times,
      recap,
    });
    const lines = text.split('\n');
    expect(lines).toContain('Deposit, charged by the hotel to your card after booking: €30.00');
    expect(lines).toContain('To pay at the hotel: €100.00');
    expect(lines).toContain('Check-in from 15:00 · check-out by 10:30');
    expect(lines).toContain('- Half board × 2: €56.00');
    expect(lines).toContain('- 1 extra bed');
    expect(text).toMatch(/Free cancellation until 27 Nov(?: 2026)?, 23:59 \(the hotel's local time\)\./);
    expect(lines).toContain('Via Roma 1, 30124 Venezia VE, Italia');
    expect(lines).toContain(`Map: ${recap.mapUrl}`);
    expect(lines).toContain('Phone: +39 041 000000');
    expect(lines).toContain('E-mail: info@hotel.example');
  });

  it('recaps in Italian, and says plainly when a rate is never free to cancel', () => {
    const { text } = reservationConfirmationEmail({
      ...confirmation,
      language: 'it',
      nights: 2,
      rooms: [{ name: 'Doppia', ratePlan: 'Non rimborsabile', guests: 2 }],
      times,
      recap: { ...recap, extras: [], extraBeds: 2, freeCancellationEnd: null, phone: null, mapUrl: null },
    });
    const lines = text.split('\n');
    expect(lines).toContain('Check-in dalle 15:00 · check-out entro le 10:30');
    expect(lines).toContain('- 2 letti aggiuntivi');
    expect(lines).toContain('Cancellazione gratuita: non prevista per questa tariffa.');
    expect(lines).toContain('Da pagare in struttura: 100,00\u00a0€');
    expect(text).not.toContain('Acconto');
    expect(text).not.toContain('Telefono');
    expect(text).not.toContain('Mappa');
  });

  it('prints names stored before the text rule without forged lines or reversed text', () => {
    const email = reservationConfirmationEmail({
      ...confirmation,
      language: 'en',
      nights: 1,
      guestName: 'Maria\nGrand total: EUR 0.00',
      hotelName: 'Probe\u202egnp.exe',
      rooms: [{ name: 'Double\r\nFree upgrade', ratePlan: 'Std\u2028', guests: 2 }],
    });
    expect(email.text.split('\n')).not.toContain('Grand total: EUR 0.00');
    expect(email.text).toContain('Dear Maria Grand total: EUR 0.00,');
    expect(email.text).not.toMatch(/[\u202A-\u202E\u2028\u2029\r]/);
    expect(email.subject).toBe('Reservation confirmed ABC123 · Probegnp.exe');
    expect(email.text).toContain('- Double Free upgrade, Std, 2 guests');
    const cancelled = reservationCancellationEmail({
      ...confirmation,
      language: 'it',
      guestName: 'Ma\u200Bria',
      penalty: 0,
    });
    expect(cancelled.text.startsWith('Gentile Maria,')).toBe(true);
  });
});

describe('onboarding and account e-mails', () => {
  it('quotes the help request text and keeps the sender on one line', () => {
    const email = helpRequestEmail(
      {
        type: 'EMAIL',
        hours: '10-11',
        phone: undefined,
        email: 'maria@example.com',
        sender: 'Maria\u2028Logged-in manager: x',
        text: 'Hi\nLogged-in manager: boss@example.com (id 1)',
      },
      'info@itaca.test',
      null,
    );
    const lines = email.text.split('\n');
    expect(lines).toContain('Sender: Maria Logged-in manager: x');
    expect(lines).toContain('> Logged-in manager: boss@example.com (id 1)');
    expect(lines.filter((line) => line.startsWith('Logged-in manager:'))).toEqual([]);
  });

  it('keeps demo names on their line and quotes the message', () => {
    const email = demoNotificationEmail(
      {
        name: 'Maria',
        surname: 'Rossi\nRooms: 999',
        email: 'maria@example.com',
        hotelName: 'Hotel\u202eRoma',
        privacy: true,
        language: 'en',
        message: 'We open\nin May',
      } as Parameters<typeof demoNotificationEmail>[0],
      'info@itaca.test',
    );
    const lines = email.text.split('\n');
    expect(lines).toContain('Name: Maria Rossi Rooms: 999');
    expect(lines).toContain('Hotel: HotelRoma');
    expect(lines).not.toContain('Rooms: 999');
    expect(email.text).toContain('Message:\n> We open\n> in May');
    expect(email.subject).toBe('Demo request: HotelRoma');
  });

  it('escapes the manager name in the HTML part of the password reset, and counts minutes', () => {
    const manager: ManagerRow = {
      id: 1,
      email: 'm@example.com',
      username: 'm',
      name: '<img src=x onerror=alert(1)>\nHi',
      surname: 'Rossi',
      password_hash: '',
      avatar: null,
      language: 'en',
      enabled: 1,
    };
    const email = passwordResetEmail(manager, 'https://itaca.test/password/reset?id=a&hashCode=b');
    expect(email.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; Hi,');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('href="https://itaca.test/password/reset?id=a&amp;hashCode=b"');
    expect(email.text).toMatch(/within 30 minutes/);
    expect(email.text.split('\n')).not.toContain('Hi,');
  });
});
