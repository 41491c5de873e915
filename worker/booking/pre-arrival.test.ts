import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../security/tokens.ts';
import { DOUBLE, day, FLEX, HOTEL_ID, seedBookingFixture } from '../test/booking-fixture.ts';
import { htmlProblems } from '../test/mail-html.ts';
import { sendPreArrivalEmails } from './pre-arrival.ts';

let serial = 0;
/** A stay of the fixture hotel written directly, as the booking engine would. */
async function insertStay(checkin: number, status = 'CONFIRMED'): Promise<string> {
  serial += 1;
  const code = `PRE${String(serial).padStart(5, '0')}`;
  const now = new Date().toISOString();
  const guest = { email: `pre${serial}@example.com`, name: 'Giulia', surname: 'Verdi' };
  const result = await env.DB.prepare(
    `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, status, source, language,
       guest_email, guest_json, initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
     VALUES (?, ?, ?, ?, ?, ?, 'BOOKING', 'it', ?, ?, 20000, 20000, 20000, ?, ?)`,
  )
    .bind(
      HOTEL_ID,
      code,
      'a'.repeat(64),
      day(checkin),
      day(checkin + 2),
      status,
      guest.email,
      JSON.stringify(guest),
      now,
      now,
    )
    .run();
  await env.DB.prepare(
    `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, rate_type, start_date, end_date,
       adults, daily_rates_json, initial_total_cents, total_cents)
     VALUES (?, ?, ?, 'STANDARD', ?, ?, 2, '[]', 20000, 20000)`,
  )
    .bind(Number(result.meta.last_row_id), DOUBLE, FLEX, day(checkin), day(checkin + 2))
    .run();
  return code;
}

type Mail = {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  reply_to: string | null;
};

async function mailsFor(code: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    `SELECT to_address, subject, body_text, body_html, reply_to FROM email_outbox
     WHERE template = 'pre-arrival' AND body_text LIKE ?`,
  )
    .bind(`%${code}%`)
    .all<Mail>();
  return results;
}

beforeAll(async () => {
  await seedBookingFixture();
});

describe('the pre-arrival e-mail', () => {
  it('goes once to confirmed stays arriving within the hotel days, with a working manage link', async () => {
    const due = await insertStay(2);
    const cancelled = await insertStay(2, 'CANCELLED');
    const later = await insertStay(5);
    const arrivingToday = await insertStay(0);
    expect(await sendPreArrivalEmails(env)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsFor(due);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Ti aspettiamo /);
    const link = /\/it\/booking\/manage\?code=PRE\d+&token=([A-Za-z0-9_-]+)#online-check-in/.exec(
      mail?.body_text ?? '',
    );
    expect(link).not.toBeNull();
    const stored = await env.DB.prepare(
      'SELECT manage_token_hash, pre_arrival_sent_date FROM reservations WHERE code = ?',
    )
      .bind(due)
      .first<{ manage_token_hash: string; pre_arrival_sent_date: string | null }>();
    // The new link opens the stay and the earlier one still does.
    expect(stored?.manage_token_hash.split(' ')).toEqual([await sha256Hex(link?.[1] ?? ''), 'a'.repeat(64)]);
    expect(stored?.pre_arrival_sent_date).not.toBeNull();
    expect(htmlProblems(mail?.body_html ?? '')).toEqual([]);
    for (const code of [cancelled, later, arrivingToday]) expect(await mailsFor(code)).toEqual([]);

    // Once: the next run writes nothing for it; 0 days turns the e-mail off.
    await sendPreArrivalEmails(env);
    expect(await mailsFor(due)).toHaveLength(1);
    await env.DB.prepare('UPDATE hotels SET pre_arrival_days = 0 WHERE id = ?').bind(HOTEL_ID).run();
    const off = await insertStay(1);
    await sendPreArrivalEmails(env);
    expect(await mailsFor(off)).toEqual([]);
    await env.DB.prepare('UPDATE hotels SET pre_arrival_days = 3 WHERE id = ?').bind(HOTEL_ID).run();
  });
});
