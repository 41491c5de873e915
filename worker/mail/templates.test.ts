/**
 * Every e-mail template (TEAM-3): its text part says what it must, and its HTML part is well
 * formed, in the e-mail's language, with no remote resource but the hotel's own cover photo.
 * Rendering is pure: no database.
 */
import { describe, expect, it } from 'vitest';
import {
  reservationCancellationEmail,
  reservationConfirmationEmail,
  reservationEarlyCheckoutEmail,
  reservationLinkEmail,
} from '../booking/emails.ts';
import { preArrivalEmail } from '../booking/pre-arrival.ts';
import { reviewInvitationEmail } from '../reviews/invite.ts';
import { passwordResetEmail } from '../routes/password-reset.ts';
import { invitationEmail } from '../staff/emails.ts';
import { htmlProblems, remoteResources } from '../test/mail-html.ts';
import { coverUrl } from './brand.ts';
import { type HotelBrand, platformHtml, withGuestLayout } from './compose.ts';
import type { OutgoingEmail } from './outbox.ts';

const COVER = 'https://itaca.test/images/gallery/7/0b6c0a47-7b0e-4c1e-9a59-3a3d7f1f0c11.webp';
const brand: HotelBrand = {
  name: 'Hotel <b>Roma</b>',
  coverUrl: COVER,
  address: 'Via Roma 1, 30124 Venezia VE, Italia',
  mapUrl: 'https://www.openstreetmap.org/?mlat=45.43&mlon=12.33#map=17/45.43/12.33',
  phone: '+39 041 000000',
  email: 'info@hotel.example',
};
const MANAGE = 'https://itaca.test/booking/manage?code=ABC123&token=t';

function html(email: OutgoingEmail): string {
  return email.html ?? platformHtml(email);
}

/** Well formed, in its language, loading nothing but the hotel's cover. */
function expectSoundHtml(email: OutgoingEmail, language: string, cover: string | null) {
  const page = html(email);
  expect(htmlProblems(page)).toEqual([]);
  expect(page).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
  expect(remoteResources(page)).toEqual(cover ? [cover] : []);
}

const confirmation = {
  to: 'guest@example.com',
  guestName: 'Maria <script>Rossi</script>',
  hotelName: brand.name,
  code: 'ABC123',
  checkin: '2027-01-11',
  checkout: '2027-01-13',
  nights: 2,
  rooms: [{ name: 'Double', ratePlan: 'Standard', guests: 2 }],
  currency: 'EUR',
  total: 1234.5,
  vat: 112.23,
  cityTax: 6,
  grandTotal: 1240.5,
  deposit: 240.5,
  manageUrl: MANAGE,
  requests: 'Late arrival\nA cot, please',
  coverUrl: COVER,
  times: { checkinFrom: '15:00', checkinTo: '22:00', checkoutTo: '10:30' },
  recap: {
    extras: [{ name: 'Half board', count: 2, amount: 56 }],
    extraBeds: 0,
    freeCancellationEnd: Date.UTC(2027, 0, 8, 23, 0),
    timeZone: 'Europe/Rome',
    address: brand.address,
    mapUrl: brand.mapUrl,
    phone: brand.phone,
    email: brand.email,
  },
};

describe('the confirmation', () => {
  it('says the stay in words and the amounts as the guest writes them (it)', () => {
    const email = reservationConfirmationEmail({ ...confirmation, language: 'it' });
    const lines = email.text.split('\n');
    expect(lines).toContain('Arrivo: lunedì 11 gennaio 2027');
    expect(lines).toContain('Partenza: mercoledì 13 gennaio 2027 (2 notti)');
    expect(lines).toContain('Totale (IVA inclusa): 1234,50\u00a0€');
    expect(lines).toContain('di cui IVA: 112,23\u00a0€');
    expect(lines).toContain('Tassa di soggiorno: 6,00\u00a0€');
    expect(lines).toContain('Da pagare in struttura: 1000,00\u00a0€');
    expect(lines).toContain('- Half board × 2: 56,00\u00a0€');
    expect(email.text).toContain('Le tue richieste:\n> Late arrival\n> A cot, please');
    expect(email.text).toContain(`Vedi o cancella la prenotazione:\n${MANAGE}`);
    expect(email.text).toMatch(/Cancellazione gratuita fino al 8 gen(?: 2027)?, 23:59/);
    expect(email.replyTo).toBe('info@hotel.example');
    expectSoundHtml(email, 'it', COVER);
  });

  it('in English: the manage link is a button, every guest value escaped', () => {
    const email = reservationConfirmationEmail({ ...confirmation, language: 'en' });
    expect(email.text.split('\n')).toContain('Check-in: Monday 11 January 2027');
    expect(email.text.split('\n')).toContain('Total (VAT included): €1,234.50');
    const page = html(email);
    expect(page).toContain(`href="${MANAGE.replace('&', '&amp;')}"`);
    expect(page).toContain('See or cancel your reservation');
    expect(page).toContain('Maria &lt;script&gt;Rossi&lt;/script&gt;');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<b>');
    expectSoundHtml(email, 'en', COVER);
  });
});

describe('the other guest e-mails', () => {
  const stay = {
    reservation_id: 1,
    hotel_id: 7,
    code: 'ABC123',
    checkin: '2027-01-11',
    checkout: '2027-01-13',
    language: 'it',
    guest_email: 'guest@example.com',
    guest_name: 'Maria',
  };

  it('pre-arrival: times, directions and the online check-in link, in the hotel brand', () => {
    const email = preArrivalEmail(
      { ...stay, checkin_from: '15:00', checkin_to: null, checkout_to: '10:30' },
      brand,
      MANAGE,
    );
    expect(email.subject).toBe('Ti aspettiamo lunedì 11 gennaio 2027 · Hotel <b>Roma</b>');
    expect(email.template).toBe('pre-arrival');
    expect(email.text).toContain('Check-in dalle 15:00 · check-out entro le 10:30');
    expect(email.text).toContain(`Fai il check-in online:\n${MANAGE}#online-check-in`);
    expect(email.text).toContain(`Come arrivare:\n${brand.address}\n\nMappa e indicazioni:\n${brand.mapUrl}`);
    expect(email.replyTo).toBe(brand.email);
    expectSoundHtml(email, 'it', COVER);
  });

  it('review invitation, cancellation, early checkout and manage link', () => {
    const review = reviewInvitationEmail(
      { ...stay, language: 'en', hotel_name: 'Hotel Roma' },
      'https://itaca.test/review#token=x',
      '2027-02-12T09:00:00Z',
      brand,
    );
    expect(review.text).toContain('from Monday 11 January 2027 to Wednesday 13 January 2027');
    expectSoundHtml(review, 'en', COVER);
    // The link is a button that says what it is for.
    expect(html(review)).toContain('Write your review');
    expect(html(review)).not.toContain('Open the link');
    const common = { to: 'g@example.com', guestName: 'Maria', hotelName: 'Hotel Roma', code: 'ABC123' };
    const cancelled = reservationCancellationEmail({
      ...common,
      language: 'it',
      checkin: '2027-01-11',
      checkout: '2027-01-13',
      currency: 'EUR',
      penalty: 80,
    });
    expect(cancelled.text).toContain('(lunedì 11 gennaio 2027 – mercoledì 13 gennaio 2027)');
    expect(cancelled.text).toContain('Penale di cancellazione: 80,00\u00a0€');
    expectSoundHtml(withGuestLayout(cancelled, { ...brand, coverUrl: null }), 'it', null);
    const early = reservationEarlyCheckoutEmail({
      ...common,
      language: 'en',
      checkin: '2027-01-11',
      bookedCheckout: '2027-01-13',
      checkout: '2027-01-12',
      currency: 'EUR',
      total: 90,
      cityTax: 3,
      penalty: 0,
    });
    expect(early.text).toContain('Amount of the stay: €90.00 (VAT included)');
    expectSoundHtml(withGuestLayout(early, brand), 'en', COVER);
    const link = reservationLinkEmail({ ...common, language: 'en', manageUrl: MANAGE });
    expect(link.text).toContain(MANAGE);
    expectSoundHtml(withGuestLayout(link, brand), 'en', COVER);
  });
});

describe('platform e-mails', () => {
  it('password reset, staff invitation and calendar conflict in the platform layout, nothing remote', () => {
    const reset = passwordResetEmail(
      {
        id: 1,
        email: 'm@example.com',
        username: 'm',
        name: 'Anna',
        surname: 'Rossi',
        password_hash: '',
        avatar: null,
        language: 'it',
        enabled: 1,
      },
      'https://itaca.test/password/reset?id=a&hashCode=b',
    );
    expect(reset.text).toContain('https://itaca.test/password/reset?id=a&hashCode=b');
    expect(html(reset)).toContain('Apri il link');
    expectSoundHtml(reset, 'it', null);
    const invitation = invitationEmail('en', {
      to: 'new@example.com',
      hotelName: 'Hotel Roma',
      inviter: 'Anna',
      role: 'FRONT_DESK',
      link: 'https://itaca.test/invitation#token=x',
      days: 7,
    });
    expect(invitation.text).toContain('as front desk');
    expectSoundHtml(invitation, 'en', null);
  });

  it('reads a plain text into blocks: paragraphs, lists, quotes and its links as buttons', () => {
    const page = platformHtml({
      text: 'Hello,\n\nThe request:\n- one\n- two\n\nMessage:\n> a <b>\n\nhttps://itaca.test/x?a=1&b=2',
      language: 'en',
    });
    expect(htmlProblems(page)).toEqual([]);
    expect(page).toContain('• one');
    expect(page).toContain('a &lt;b&gt;');
    expect(page).toContain('href="https://itaca.test/x?a=1&amp;b=2"');
  });
});

describe('the cover photo', () => {
  it.each([
    ['gallery/7/a.webp', '{"url":"/images"}', 'https://itaca.test/images/gallery/7/a.webp'],
    ['gallery/7/a.webp', '{"url":"https://cdn.example/img/"}', 'https://cdn.example/img/gallery/7/a.webp'],
    ['gallery/7/a.webp', null, 'https://itaca.test/images/gallery/7/a.webp'],
    [null, '{"url":"/images"}', null],
    ['x" onerror="y', '{"url":"/images"}', null],
  ])('%s under %s is %s', (path, storage, url) => {
    expect(coverUrl(path, storage, 'https://itaca.test/')).toBe(url);
  });
});
