/**
 * The answers' schemas against what the worker really answers, on the demo data: the booking
 * profile, a search the demo calendar sells, the exchange rates, the guest's and the staff's view
 * of reservations of every kind the demo holds (each status, each front-desk state, with and
 * without a card), the pages of hotels, plans and manager reviews, one review and a shuffle; then
 * one table of the small public answers and the manager's GET reads of one hotel and of one
 * reservation (planning, ratesheet, front desk, folio, property, statistics, staff…). The
 * schemas are strict where the answer is closed, so a field the worker adds, drops or renames
 * without the contract fails here (the document and the clients' types come from the same schemas).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRatesResponse } from '../../src/contracts/booking-answers.ts';
import { bookingProfileResponse } from '../../src/contracts/booking-profile.ts';
import { bookingSearchResponse } from '../../src/contracts/booking-search.ts';
import { countriesResponse, countryView } from '../../src/contracts/countries.ts';
import { mapConfigView } from '../../src/contracts/map.ts';
import { onlineCheckInView } from '../../src/contracts/online-check-in.ts';
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
  joinResponse,
  languageResponse,
  meResponse,
  pendingHotelsPage,
  reservationSourcesResponse,
  storageConfigResponse,
} from '../../src/contracts/public-responses.ts';
import { reservationViewResponse, staffReservationResponse } from '../../src/contracts/reservation-view.ts';
import { reviewPage, reviewsSummary } from '../../src/contracts/reviews.ts';
import { accountSessionsResponse } from '../../src/contracts/secure/account.ts';
import { hotelAddressView } from '../../src/contracts/secure/address.ts';
import { changeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import { channelSettingsResponse } from '../../src/contracts/secure/channels.ts';
import { checkinTimesView } from '../../src/contracts/secure/checkin-times.ts';
import { hotelContractResponse, partnerPlansResponse } from '../../src/contracts/secure/contracts.ts';
import { folioView } from '../../src/contracts/secure/folio.ts';
import { checkInOptions, frontDeskResponse } from '../../src/contracts/secure/front-desk.ts';
import { galleryView } from '../../src/contracts/secure/gallery.ts';
import { guestDocumentsResponse } from '../../src/contracts/secure/guest-documents.ts';
import { managedHotelsResponse } from '../../src/contracts/secure/hotels.ts';
import { housekeepingResponse, housekeepingSettings } from '../../src/contracts/secure/housekeeping.ts';
import { icalConflicts, icalOverview } from '../../src/contracts/secure/ical.ts';
import { notesResponse } from '../../src/contracts/secure/notes.ts';
import { notificationList, notificationPreferences } from '../../src/contracts/secure/notifications.ts';
import { paymentSettingsView } from '../../src/contracts/secure/payment-settings.ts';
import { planningResponse } from '../../src/contracts/secure/planning.ts';
import { policeReportResponse } from '../../src/contracts/secure/police-report.ts';
import { policiesView } from '../../src/contracts/secure/policies.ts';
import { promotionsResponse } from '../../src/contracts/secure/promotions.ts';
import { propertyResponse } from '../../src/contracts/secure/property.ts';
import { ratePlansResponse } from '../../src/contracts/secure/rate-plans.ts';
import { ratesheetResponse } from '../../src/contracts/secure/ratesheet.ts';
import { reservationHistoryResponse } from '../../src/contracts/secure/reservation-history.ts';
import { reservationListPage } from '../../src/contracts/secure/reservations.ts';
import { cashReportResponse, revenueResponse } from '../../src/contracts/secure/revenue.ts';
import { reviewAdminPage } from '../../src/contracts/secure/reviews.ts';
import { roomTypePhotosView } from '../../src/contracts/secure/room-type-photos.ts';
import { roomTypesResponse } from '../../src/contracts/secure/room-types.ts';
import { roomsResponse } from '../../src/contracts/secure/rooms.ts';
import { setupChecklistResponse } from '../../src/contracts/secure/setup-checklist.ts';
import { pendingInvitationsResponse, staffResponse } from '../../src/contracts/secure/staff.ts';
import { staffAvailability } from '../../src/contracts/secure/staff-booking.ts';
import { statisticsResponse } from '../../src/contracts/secure/statistics.ts';
import { taxesView } from '../../src/contracts/secure/taxes.ts';
import {
  refusedOriginsResponse,
  siteCheckResponse,
  sitesResponse,
} from '../../src/contracts/secure/widget-sites.ts';
import { hotelTwoFactorSetting, twoFactorStatus } from '../../src/contracts/two-factor.ts';
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

/** A demo reservation of hotel 1 matching `where` (the richest answers: folio, documents, notes). */
async function demoReservation(where: string): Promise<{ code: string; checkin: string; checkout: string }> {
  const row = await env.DB.prepare(
    `SELECT r.code AS code, r.checkin AS checkin, r.checkout AS checkout FROM reservations r
     LEFT JOIN reservation_stays s ON s.reservation_id = r.id
     WHERE r.hotel_id = ? AND ${where} ORDER BY r.id LIMIT 1`,
  )
    .bind(HOTEL)
    .first<{ code: string; checkin: string; checkout: string }>();
  if (!row) throw new Error(`the demo has no reservation where ${where}`);
  return row;
}

describe("the small public answers and the manager's reads fit their schemas", () => {
  it('each answer of the table', async () => {
    const from = seedStartDate(NOW);
    const to = addDays(from, 13);
    const compare = `compareFrom=${addDays(from, -364)}&compareTo=${addDays(to, -364)}`;
    const hotel = `${SECURE_API}/hotels/${HOTEL}`;
    const inHouse = await demoReservation("s.state = 'IN_HOUSE'");
    const stay = `${hotel}/reservations/${inHouse.code}`;
    const paid = `${hotel}/reservations/${(await demoReservation('EXISTS (SELECT 1 FROM folio_payments p WHERE p.reservation_id = r.id)')).code}`;
    const upcoming = await demoReservation(`r.status = 'CONFIRMED' AND r.checkin > '${from}'`);
    const token = await demoManageToken(inHouse.code, NOW);
    const roomType = await env.DB.prepare('SELECT id FROM room_types WHERE hotel_id = ? ORDER BY id LIMIT 1')
      .bind(HOTEL)
      .first<{ id: number }>();
    // [what, address, schema, who]: the manager's session goes with every secure read.
    const table: [string, string, z.ZodType, 'manager' | 'guest'][] = [
      ['about', `${API}/about`, aboutResponse, 'guest'],
      ['sources', `${API}/about/reservations/sources`, reservationSourcesResponse, 'guest'],
      ['channels list', `${API}/about/reservations/channels`, reservationSourcesResponse, 'guest'],
      ['storage', `${API}/storage`, storageConfigResponse, 'guest'],
      ['amazon', `${API}/config/amz`, amazonConfigResponse, 'guest'],
      ['card', `${API}/config/cc`, creditCardConfigResponse, 'guest'],
      ['language', `${API}/lang/it`, languageResponse, 'guest'],
      ['template', `${API}/template/faq?language=it`, contentTemplateResponse, 'guest'],
      ['countries', `${API}/countries?language=it`, countriesResponse, 'guest'],
      ['country', `${API}/countries/alpha/IT`, countryView, 'guest'],
      ['map', `${API}/map`, mapConfigView, 'guest'],
      ['hotel reviews', `${API}/hotels/${HOTEL}/reviews`, reviewPage, 'guest'],
      ['review summary', `${API}/hotels/${HOTEL}/reviews/summary`, reviewsSummary, 'guest'],
      ['site check', `${API}/booking/hotels/${HOTEL}/site`, siteCheckResponse, 'guest'],
      [
        'online check-in',
        `${API}/booking/reservations/${inHouse.code}/online-check-in?token=${token}`,
        onlineCheckInView,
        'guest',
      ],
      ['join', `${API}/join?email=${encodeURIComponent(DEMO_MANAGER.email)}`, joinResponse, 'guest'],
      ['me', `${API}/me`, meResponse, 'manager'],
      ['pending hotels', `${API}/join/hotels`, pendingHotelsPage, 'manager'],
      ['managed hotels', `${SECURE_API}/hotels`, managedHotelsResponse, 'manager'],
      ['sessions', `${SECURE_API}/account/sessions`, accountSessionsResponse, 'manager'],
      ['two-factor', `${SECURE_API}/account/two-factor`, twoFactorStatus, 'manager'],
      ['partner plans', `${SECURE_API}/partner-plans`, partnerPlansResponse, 'manager'],
      ['notifications', `${SECURE_API}/notifications`, notificationList, 'manager'],
      [
        'notification preferences',
        `${SECURE_API}/notifications/preferences`,
        notificationPreferences,
        'manager',
      ],
      ['reservations', `${hotel}/reservations`, reservationListPage, 'manager'],
      ['planning', `${hotel}/planning?from=${from}&to=${to}`, planningResponse, 'manager'],
      ['ratesheet', `${hotel}/ratesheet?from=${from}&to=${to}`, ratesheetResponse, 'manager'],
      ['front desk', `${hotel}/front-desk`, frontDeskResponse, 'manager'],
      ['housekeeping', `${hotel}/housekeeping`, housekeepingResponse, 'manager'],
      ['housekeeping settings', `${hotel}/housekeeping/settings`, housekeepingSettings, 'manager'],
      ['rooms', `${hotel}/rooms`, roomsResponse, 'manager'],
      ['room types', `${hotel}/room-types`, roomTypesResponse, 'manager'],
      ['room type photos', `${hotel}/room-types/${roomType?.id}/photos`, roomTypePhotosView, 'manager'],
      ['rate plans', `${hotel}/rate-plans`, ratePlansResponse, 'manager'],
      ['policies', `${hotel}/policies`, policiesView, 'manager'],
      ['taxes', `${hotel}/taxes`, taxesView, 'manager'],
      ['promotions', `${hotel}/promotions`, promotionsResponse, 'manager'],
      ['channels', `${hotel}/channels`, channelSettingsResponse, 'manager'],
      ['calendar sync', `${hotel}/ical`, icalOverview, 'manager'],
      ['calendar conflicts', `${hotel}/ical/conflicts`, icalConflicts, 'manager'],
      ['property', `${hotel}/property`, propertyResponse, 'manager'],
      ['property notes', `${hotel}/property/notes`, notesResponse, 'manager'],
      ['address', `${hotel}/address`, hotelAddressView, 'manager'],
      ['check-in times', `${hotel}/checkin-times`, checkinTimesView, 'manager'],
      ['payment settings', `${hotel}/payment-settings`, paymentSettingsView, 'manager'],
      ['gallery', `${hotel}/gallery`, galleryView, 'manager'],
      ['contract', `${hotel}/contract`, hotelContractResponse, 'manager'],
      ['setup', `${hotel}/setup`, setupChecklistResponse, 'manager'],
      [
        'statistics',
        `${hotel}/statistics?chart=RESERVATIONS_AMOUNT_TREND&from=${from}&to=${to}&${compare}`,
        statisticsResponse,
        'manager',
      ],
      ['revenue', `${hotel}/revenue?from=${from}&to=${to}&${compare}`, revenueResponse, 'manager'],
      [
        'cash report',
        `${hotel}/cash-report?from=${addDays(from, -13)}&to=${from}`,
        cashReportResponse,
        'manager',
      ],
      [
        'police report',
        `${hotel}/police-report?date=${inHouse.checkin}&format=json`,
        policeReportResponse,
        'manager',
      ],
      ['reviews', `${hotel}/reviews`, reviewAdminPage, 'manager'],
      ['staff', `${hotel}/staff`, staffResponse, 'manager'],
      ['invitations', `${hotel}/staff/invitations`, pendingInvitationsResponse, 'manager'],
      ['hotel two-factor', `${hotel}/staff/two-factor`, hotelTwoFactorSetting, 'manager'],
      ['widget sites', `${hotel}/widget/sites`, sitesResponse, 'manager'],
      ['refused origins', `${hotel}/widget/refused-origins`, refusedOriginsResponse, 'manager'],
      [
        'availability',
        `${hotel}/staff-availability?checkin=${addDays(from, 7)}&checkout=${addDays(from, 9)}`,
        staffAvailability,
        'manager',
      ],
      ['folio', `${paid}/folio`, folioView, 'manager'],
      ['check-in rooms', `${stay}/check-in`, checkInOptions, 'manager'],
      ['guest documents', `${stay}/guest-documents`, guestDocumentsResponse, 'manager'],
      ['history', `${paid}/history`, reservationHistoryResponse, 'manager'],
      ['notes', `${stay}/notes`, notesResponse, 'manager'],
      [
        'change quote',
        `${hotel}/reservations/${upcoming.code}/change-quote?checkin=${upcoming.checkin}&checkout=${upcoming.checkout}`,
        changeQuoteView,
        'manager',
      ],
    ];
    for (const [what, url, schema, who] of table) {
      parsedAs(schema, await answerOf(url, who === 'manager' ? manager.headers() : {}), what);
    }
  });
});
