/**
 * The answers' schemas against what the worker really answers, on the demo data: the booking
 * profile, a search the demo calendar sells, the exchange rates, the guest's and the staff's view
 * of reservations of every kind the demo holds (each status, each front-desk state, with and
 * without a card), the pages of hotels, plans and manager reviews, one review and a shuffle. The
 * schemas are strict where the answer is closed, so a field the worker adds, drops or renames
 * without the contract fails here (the document and the clients' types come from the same schemas).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRatesResponse } from '../../src/contracts/booking-answers.ts';
import { bookingProfileResponse } from '../../src/contracts/booking-profile.ts';
import { bookingSearchResponse } from '../../src/contracts/booking-search.ts';
import {
  hotelsPageResponse,
  managerReviewResponse,
  managerReviewsPageResponse,
  plansPageResponse,
  shuffledReviewsResponse,
} from '../../src/contracts/public-lists.ts';
import {
  aboutResponse,
  amazonConfigResponse,
  contentTemplateResponse,
  creditCardConfigResponse,
  languageResponse,
  meResponse,
  pendingHotelsPage,
  reservationSourcesResponse,
  storageConfigResponse,
} from '../../src/contracts/public-responses.ts';
import { reservationViewResponse, staffReservationResponse } from '../../src/contracts/reservation-view.ts';
import { channelSettingsResponse } from '../../src/contracts/secure/channels.ts';
import { notificationList, notificationPreferences } from '../../src/contracts/secure/notifications.ts';
import { planningResponse } from '../../src/contracts/secure/planning.ts';
import { policiesView } from '../../src/contracts/secure/policies.ts';
import { promotionsResponse } from '../../src/contracts/secure/promotions.ts';
import { propertyResponse } from '../../src/contracts/secure/property.ts';
import { ratePlansResponse } from '../../src/contracts/secure/rate-plans.ts';
import { ratesheetResponse } from '../../src/contracts/secure/ratesheet.ts';
import { reservationListPage } from '../../src/contracts/secure/reservations.ts';
import { roomTypesResponse } from '../../src/contracts/secure/room-types.ts';
import { roomsResponse } from '../../src/contracts/secure/rooms.ts';
import { pendingInvitationsResponse, staffResponse } from '../../src/contracts/secure/staff.ts';
import { statisticsResponse } from '../../src/contracts/secure/statistics.ts';
import { taxesView } from '../../src/contracts/secure/taxes.ts';
import type { z } from '../../src/contracts/zod.ts';
import { addDays } from '../../src/domain/booking/dates.ts';
import { hashPassword } from '../security/password.ts';
import { demoManageToken, seedStartDate } from '../seed/booking-data.ts';
import { DEMO_MANAGER } from '../seed/demo-data.ts';
import { buildSeedStatements } from '../seed/seed-sql.ts';
import { demoStay } from '../test/demo-stay.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const API = 'https://itaca.test/api/rs/public';
const NOW = new Date();
const HOTEL = 1;

let manager: ManagerSession;
let ip = 0;

/** GET `url` (from its own address, so no rate limit bites), expecting 200, and its JSON. */
async function answerOf(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  ip += 1;
  const res = await SELF.fetch(url, { headers: { 'CF-Connecting-IP': `10.61.0.${ip & 255}`, ...headers } });
  const body: unknown = await res.json();
  expect(res.status, `${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body;
}

/** The answer parsed by its schema: the issues (path and message) when it does not fit. */
function parsedAs<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`${what} does not fit its schema:\n${issues.join('\n')}`);
  }
  return parsed.data;
}

beforeAll(async () => {
  const seed = await buildSeedStatements({
    now: NOW,
    passwordHash: await hashPassword(DEMO_MANAGER.password),
  });
  await env.DB.batch([
    ...seed.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)),
    // The content pages are built from Markdown at deploy time, not seeded: one page is enough.
    env.DB.prepare(
      'INSERT OR REPLACE INTO content_templates (key, language, title, content_html, updated_date) VALUES (?, ?, ?, ?, ?)',
    ).bind('faq', 'it', 'Domande frequenti', '<p>Testo</p>', '2026-11-01T00:00:00.000Z'),
  ]);
  manager = await signInManager(DEMO_MANAGER.email);
}, 120_000);

describe('the booking answers fit their schemas', () => {
  it('the profile, a search the demo calendar sells and the exchange rates', async () => {
    const profile = parsedAs(
      bookingProfileResponse,
      await answerOf(`${API}/booking/hotels/${HOTEL}`),
      'profile',
    );
    expect(profile.roomTypes.length).toBeGreaterThan(0);
    expect(profile.ratePlans.length).toBeGreaterThan(0);

    // demoStay answers the search's JSON as the worker sent it.
    const stay = await demoStay(HOTEL, seedStartDate(NOW), 2);
    const search = parsedAs(bookingSearchResponse, stay, 'search');
    expect(search.results[0]?.rates.length).toBeGreaterThan(0);

    const rates = parsedAs(
      exchangeRatesResponse,
      await answerOf(`${API}/booking/exchange-rates?base=EUR`),
      'rates',
    );
    expect(Object.keys(rates.rates).length).toBeGreaterThan(0);
  });

  it("the guest's and the staff's view of a reservation of each kind", async () => {
    // One reservation per status, front-desk state and card or none (the fields that come and go).
    const { results } = await env.DB.prepare(
      `SELECT r.code AS code FROM reservations r
       LEFT JOIN reservation_stays s ON s.reservation_id = r.id
       WHERE r.hotel_id = ? GROUP BY r.status, s.state, r.card_json IS NULL ORDER BY r.id`,
    )
      .bind(HOTEL)
      .all<{ code: string }>();
    expect(results.length).toBeGreaterThanOrEqual(4);
    const seen = { statuses: new Set<string>(), stays: new Set<string>() };
    for (const { code } of results) {
      const token = await demoManageToken(code, NOW);
      const guest = await answerOf(`${API}/booking/reservations/${code}?token=${token}`);
      expect(parsedAs(reservationViewResponse, guest, `guest view of ${code}`).rooms.length).toBeGreaterThan(
        0,
      );
      const staff = await answerOf(`${SECURE_API}/hotels/${HOTEL}/reservations/${code}`, manager.headers());
      const view = parsedAs(staffReservationResponse, staff, `staff view of ${code}`);
      seen.statuses.add(view.status);
      seen.stays.add(view.stay?.state ?? 'none');
    }
    expect(seen.statuses.size).toBeGreaterThanOrEqual(2);
    expect(seen.stays.has('IN_HOUSE') || seen.stays.has('DEPARTED')).toBe(true);
  });
});

describe('the public lists fit their schemas', () => {
  it('hotels, plans, reviews, one review and a shuffle', async () => {
    expect(
      parsedAs(hotelsPageResponse, await answerOf(`${API}/hotels`), 'hotels').content.length,
    ).toBeGreaterThan(0);
    expect(
      parsedAs(plansPageResponse, await answerOf(`${API}/hotel-plans`), 'plans').content.length,
    ).toBeGreaterThan(0);
    const reviews = parsedAs(
      managerReviewsPageResponse,
      await answerOf(`${API}/app-manager-reviews`),
      'reviews',
    );
    const first = reviews.content[0];
    if (!first) throw new Error('the demo has no manager review');
    parsedAs(managerReviewResponse, await answerOf(`${API}/app-manager-reviews/${first.id}`), 'one review');
    const shuffled = parsedAs(
      shuffledReviewsResponse,
      await answerOf(`${API}/app-manager-reviews/shuffle/5`),
      'shuffle',
    );
    expect(shuffled.length).toBeGreaterThan(0);
  });
});

describe("the small public answers and the manager's reads fit their schemas", () => {
  it('each answer of the table', async () => {
    const from = seedStartDate(NOW);
    const to = addDays(from, 13);
    const hotel = `${SECURE_API}/hotels/${HOTEL}`;
    // [what, address, schema, headers]: the manager's session goes with every secure read.
    const table: [string, string, z.ZodType, 'manager' | 'guest'][] = [
      ['about', `${API}/about`, aboutResponse, 'guest'],
      ['sources', `${API}/about/reservations/sources`, reservationSourcesResponse, 'guest'],
      ['channels list', `${API}/about/reservations/channels`, reservationSourcesResponse, 'guest'],
      ['storage', `${API}/storage`, storageConfigResponse, 'guest'],
      ['amazon', `${API}/config/amz`, amazonConfigResponse, 'guest'],
      ['card', `${API}/config/cc`, creditCardConfigResponse, 'guest'],
      ['language', `${API}/lang/it`, languageResponse, 'guest'],
      ['template', `${API}/template/faq?language=it`, contentTemplateResponse, 'guest'],
      ['pending hotels', `${API}/join/hotels`, pendingHotelsPage, 'manager'],
      ['me', `${API}/me`, meResponse, 'manager'],
      ['reservations', `${hotel}/reservations`, reservationListPage, 'manager'],
      ['planning', `${hotel}/planning?from=${from}&to=${to}`, planningResponse, 'manager'],
      ['ratesheet', `${hotel}/ratesheet?from=${from}&to=${to}`, ratesheetResponse, 'manager'],
      ['rooms', `${hotel}/rooms`, roomsResponse, 'manager'],
      ['room types', `${hotel}/room-types`, roomTypesResponse, 'manager'],
      ['rate plans', `${hotel}/rate-plans`, ratePlansResponse, 'manager'],
      ['policies', `${hotel}/policies`, policiesView, 'manager'],
      ['taxes', `${hotel}/taxes`, taxesView, 'manager'],
      ['promotions', `${hotel}/promotions`, promotionsResponse, 'manager'],
      ['channels', `${hotel}/channels`, channelSettingsResponse, 'manager'],
      ['property', `${hotel}/property`, propertyResponse, 'manager'],
      [
        'statistics',
        `${hotel}/statistics?chart=RESERVATIONS_AMOUNT_TREND&from=${from}&to=${to}&compareFrom=${addDays(from, -365)}&compareTo=${addDays(to, -365)}`,
        statisticsResponse,
        'manager',
      ],
      ['notifications', `${SECURE_API}/notifications`, notificationList, 'manager'],
      [
        'notification preferences',
        `${SECURE_API}/notifications/preferences`,
        notificationPreferences,
        'manager',
      ],
      ['staff', `${hotel}/staff`, staffResponse, 'manager'],
      ['invitations', `${hotel}/staff/invitations`, pendingInvitationsResponse, 'manager'],
    ];
    for (const [what, url, schema, who] of table) {
      parsedAs(schema, await answerOf(url, who === 'manager' ? manager.headers() : {}), what);
    }
  });
});
