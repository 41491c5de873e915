/**
 * Helpers of the booking widget's flow tests (widget-flow, widget-picker, widget-manage specs):
 * the widget's texts in both languages, stays found in the hotel's availability calendar (so the
 * tests never hard-code dates), the picker, the people counters, the guest form, the summary's
 * figures, the `booked` event, the reservation as the API stores it, and axe.
 * Everything is driven through roles and accessible names, as a guest's assistive technology
 * would; a few CSS classes are read only to pick figures out of the summary.
 */
import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'it';

export const HOTEL = 'ca-dei-dogi-venezia';
export const PROMO = 'VENEZIA10';

/** The widget's texts the tests look for (src/i18n/{en,it}/*.json). */
export const TEXT = {
  en: {
    dates: 'Dates',
    guests: 'Guests',
    search: 'Check availability',
    update: 'Update',
    picker: 'Choose your dates',
    nextMonth: 'Next month',
    confirm: 'Confirm',
    cancel: 'Cancel',
    loadingPrices: 'Loading prices…',
    chooseCheckout: 'Choose the check-out',
    adults: 'Adults',
    rooms: 'Rooms',
    done: 'Done',
    promoToggle: 'I have a promo code',
    promo: 'Promo code',
    results: 'Available rooms',
    select: 'Select',
    moreRates: /^Show (\d+|1) more rates?$/,
    details: 'Room details',
    empty: 'No availability for these dates',
    searchOther: 'Search other dates',
    email: 'E-mail',
    name: 'Name',
    surname: 'Surname',
    prefix: 'Country code',
    phone: 'Phone number',
    nationality: 'Nationality',
    italy: 'Italy',
    withCard: 'Guarantee the booking with a card',
    cardHolder: 'Name on the card',
    cardNumber: 'Card number',
    cardMonth: 'Month',
    cardYear: 'Year',
    cardCvv: 'Security code (CVV)',
    continue: 'Continue to the summary',
    invalidForm: 'Some fields are missing or invalid: please check the form.',
    nightly: 'Price per night',
    nightlyPerRoom: 'Price per night, for each room',
    roomsTotal: 'Rooms total',
    vat: 'VAT included',
    cityTax: 'City tax, paid at the hotel',
    grandTotal: 'Total',
    confirmBooking: 'Confirm booking',
    confirmed: 'Your booking is confirmed',
    manage: 'Manage or cancel your reservation',
    card: (last4: string) => `Visa ending in ${last4}`,
    promoApplied: (code: string) => `Promo code ${code} applied.`,
  },
  it: {
    dates: 'Date',
    guests: 'Ospiti',
    search: 'Verifica la disponibilità',
    update: 'Aggiorna',
    picker: 'Scegli le date',
    nextMonth: 'Mese successivo',
    confirm: 'Conferma',
    cancel: 'Annulla',
    loadingPrices: 'Caricamento dei prezzi…',
    chooseCheckout: 'Scegli il check-out',
    adults: 'Adulti',
    rooms: 'Camere',
    done: 'Fatto',
    promoToggle: 'Ho un codice promozionale',
    promo: 'Codice promozionale',
    results: 'Camere disponibili',
    select: 'Seleziona',
    moreRates: /^Mostra (altre \d+ tariffe|un'altra tariffa)$/,
    details: 'Dettagli della camera',
    empty: 'Nessuna disponibilità per queste date',
    searchOther: 'Cerca altre date',
    email: 'E-mail',
    name: 'Nome',
    surname: 'Cognome',
    prefix: 'Prefisso internazionale',
    phone: 'Numero di telefono',
    nationality: 'Nazionalità',
    italy: 'Italia',
    withCard: 'Garantisci la prenotazione con una carta',
    cardHolder: 'Intestatario della carta',
    cardNumber: 'Numero della carta',
    cardMonth: 'Mese',
    cardYear: 'Anno',
    cardCvv: 'Codice di sicurezza (CVV)',
    continue: 'Continua al riepilogo',
    invalidForm: 'Alcuni campi mancano o non sono validi: controlla il modulo.',
    nightly: 'Prezzo per notte',
    nightlyPerRoom: 'Prezzo per notte, per ogni camera',
    roomsTotal: 'Totale camere',
    vat: 'IVA inclusa',
    cityTax: 'Tassa di soggiorno, da pagare in struttura',
    grandTotal: 'Totale',
    confirmBooking: 'Conferma la prenotazione',
    confirmed: 'La tua prenotazione è confermata',
    manage: 'Gestisci o cancella la prenotazione',
    card: (last4: string) => `Visa che termina con ${last4}`,
    promoApplied: (code: string) => `Codice promozionale ${code} applicato.`,
  },
} as const;

export const widget = (page: Page): Locator => page.locator('itaca-booking');

// ---------------------------------------------------------------------------------------------
// Dates: the hotel's availability calendar, read by the test itself

import type { CalendarDay } from '../../src/contracts/booking-types.ts';
import { axeBuilder } from './axe.ts';

export type { CalendarDay };

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the hotel's time zone (Europe/Rome), as the widget computes it. */
export function hotelToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
}

/** The calendar of `days` days from `from` (the API answers at most 400 days a call). */
export async function calendar(
  request: APIRequestContext,
  hotel: string,
  from: string,
  days: number,
): Promise<CalendarDay[]> {
  const out: CalendarDay[] = [];
  for (let start = from; out.length < days; start = addDays(start, 400)) {
    const span = Math.min(400, days - out.length);
    const response = await apiGet(
      request,
      `/api/rs/public/booking/hotels/${hotel}/calendar?from=${start}&to=${addDays(start, span - 1)}`,
    );
    expect(response.status(), await response.text()).toBe(200);
    out.push(...((await response.json()) as { days: CalendarDay[] }).days);
  }
  return out;
}

/**
 * A GET of the API from the test runner, on a fresh connection: the local server drops idle
 * keep-alive sockets, which a reused one would see as ECONNRESET. Retried once on a reset.
 */
export async function apiGet(request: APIRequestContext, path: string): Promise<APIResponse> {
  try {
    return await request.get(path, { headers: { Connection: 'close' } });
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return request.get(path, { headers: { Connection: 'close' } });
  }
}

export type Stay = { checkin: string; checkout: string; nights: number };

/**
 * The first stay of `nights` nights starting `fromDay` days or more after today whose every
 * night is bookable with a price, whose check-in is open to arrivals with a minimum stay the
 * stay meets, and whose check-out is open to departures.
 */
export function findStay(days: CalendarDay[], today: string, fromDay: number, nights: number): Stay {
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (let offset = fromDay; offset < fromDay + 120; offset++) {
    const checkin = addDays(today, offset);
    const checkout = addDays(checkin, nights);
    const first = byDate.get(checkin);
    const last = byDate.get(checkout);
    if (!first || !last || first.closedToArrival || (first.minLOS ?? 1) > nights) continue;
    if (last.closedToDeparture || last.closed) continue;
    const open = Array.from({ length: nights }, (_, i) => byDate.get(addDays(checkin, i))).every(
      (day) => day?.available && !day.closed && day.lowestPrice !== null,
    );
    if (open) return { checkin, checkout, nights };
  }
  throw new Error(`No bookable ${nights}-night stay from day ${fromDay}`);
}

export async function stayFrom(request: APIRequestContext, fromDay: number, nights = 2): Promise<Stay> {
  const today = hotelToday();
  return findStay(await calendar(request, HOTEL, today, fromDay + 130), today, fromDay, nights);
}

// ---------------------------------------------------------------------------------------------
// Page and search step

/** Opens a demo host page and waits for the widget's search bar. */
export async function openWidget(page: Page, path: string, lang: Lang = 'en'): Promise<void> {
  await page.goto(path);
  await expect(widget(page).getByRole('button', { name: TEXT[lang].search })).toBeVisible();
}

export function datesButton(page: Page, lang: Lang): Locator {
  // In the search form: the step list above it has a 'Dates and guests' button too.
  return widget(page)
    .locator('form')
    .first()
    .getByRole('button', { name: new RegExp(`^${TEXT[lang].dates} `) });
}

export function pickerDialog(page: Page, lang: Lang): Locator {
  return widget(page).getByRole('dialog', { name: TEXT[lang].picker });
}

/** A day of the open picker, by ISO date (the cells carry data-date). */
export function dayCell(dialog: Locator, iso: string): Locator {
  return dialog.locator(`[role="gridcell"][data-date="${iso}"]`);
}

export async function openPicker(page: Page, lang: Lang): Promise<Locator> {
  await datesButton(page, lang).click();
  const dialog = pickerDialog(page, lang);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Moves the picker forward (Next month) until the day is shown, and waits for its prices. */
export async function showDay(
  dialog: Locator,
  lang: Lang,
  iso: string,
  how: 'click' | 'tap' = 'click',
): Promise<Locator> {
  const cell = dayCell(dialog, iso);
  for (let i = 0; i < 26 && (await cell.count()) === 0; i++) {
    await dialog.getByRole('button', { name: TEXT[lang].nextMonth })[how]();
  }
  await expect(cell).toBeVisible();
  await expect(dialog.getByText(TEXT[lang].loadingPrices)).toHaveCount(0);
  return cell;
}

/** Chooses a stay in the picker (check-in, check-out, Confirm on phones) with the mouse or with taps. */
export async function chooseDates(
  page: Page,
  lang: Lang,
  stay: { checkin: string; checkout: string },
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  await datesButton(page, lang)[how]();
  const dialog = pickerDialog(page, lang);
  await expect(dialog).toBeVisible();
  const start = await showDay(dialog, lang, stay.checkin, how);
  await expect(start).not.toHaveAttribute('aria-disabled', 'true');
  await start[how]();
  await expect(start).toHaveAttribute('aria-selected', 'true');
  const end = await showDay(dialog, lang, stay.checkout, how);
  await expect(end).not.toHaveAttribute('aria-disabled', 'true');
  await end[how]();
  // Wide screens close on the check-out; the phone's full-screen panel has a Confirm footer.
  if ((page.viewportSize()?.width ?? 1280) < 720) {
    await expect(end).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: TEXT[lang].confirm, exact: true })[how]();
  }
  await expect(dialog).toBeHidden();
  const nights = Math.round((Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
  const length =
    lang === 'it'
      ? nights === 1
        ? '1 notte'
        : `${nights} notti`
      : nights === 1
        ? '1 night'
        : `${nights} nights`;
  await expect(datesButton(page, lang)).toContainText(length);
}

/** Sets the guests per room and the rooms with the counters (APG spinbuttons). */
export async function setPeople(
  page: Page,
  lang: Lang,
  people: { adults?: number; rooms?: number },
  how: 'click' | 'tap' = 'click',
): Promise<void> {
  const t = TEXT[lang];
  const toggle = widget(page).getByRole('button', { name: new RegExp(`^${t.guests} `) });
  await toggle[how]();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (const [label, value] of [
    [t.adults, people.adults],
    [t.rooms, people.rooms],
  ] as const) {
    if (value === undefined) continue;
    const spin = widget(page).getByRole('spinbutton', { name: label, exact: true });
    const current = Number(await spin.getAttribute('aria-valuenow'));
    const button = widget(page).getByRole('button', {
      name:
        lang === 'it'
          ? `${value > current ? 'Aumenta' : 'Diminuisci'} ${label}`
          : `${value > current ? 'Increase' : 'Decrease'} ${label}`,
    });
    for (let i = 0; i < Math.abs(value - current); i++) await button[how]();
    await expect(spin).toHaveAttribute('aria-valuenow', String(value));
  }
  await widget(page).getByRole('button', { name: t.done })[how]();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

type SearchAnswer = {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  promoCode: string | null;
  promoApplied: boolean;
  results: {
    roomType: { id: number; name: Record<string, string> };
    rates: { ratePlanId: number; grandTotalForRooms: number; total: { finalAmount: number } }[];
  }[];
};

/** Presses Search (or Update) and returns the API's answer the results show. */
export async function search(
  page: Page,
  lang: Lang,
  how: 'click' | 'tap' = 'click',
  button: 'search' | 'update' = 'search',
): Promise<SearchAnswer> {
  const answer = page.waitForResponse((r) => /\/booking\/hotels\/[^/]+\/search\?/.test(r.url()));
  await widget(page).getByRole('button', { name: TEXT[lang][button], exact: true })[how]();
  const response = await answer;
  expect(response.status()).toBe(200);
  await expect(widget(page).getByRole('region', { name: TEXT[lang].results })).toBeVisible();
  return (await response.json()) as SearchAnswer;
}

/**
 * Selects a rate of the first room card (by the rate's name, else the first one shown) and
 * returns the names and the price the card shows.
 */
export async function selectRate(
  page: Page,
  lang: Lang,
  rateName?: string,
  how: 'click' | 'tap' = 'click',
): Promise<{ label: string; price: string }> {
  const t = TEXT[lang];
  const card = widget(page).getByRole('region', { name: t.results }).getByRole('article').first();
  await expect(card).toBeVisible();
  const name = new RegExp(`^${t.select} ?: ${rateName ? escapeRegExp(rateName) : ''}`);
  const more = card.getByRole('button', { name: t.moreRates });
  if (rateName && (await card.getByRole('button', { name }).count()) === 0 && (await more.count()) > 0) {
    await more[how]();
  }
  const select = card.getByRole('button', { name }).first();
  const label = normalise((await select.getAttribute('aria-label')) ?? (await select.textContent()) ?? '');
  const rate = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name }) })
    .first();
  const price = await visibleText(rate.locator('.price__total'));
  await select[how]();
  await expect(widget(page).getByRole('textbox', { name: t.email })).toBeVisible();
  return { label, price };
}

// ---------------------------------------------------------------------------------------------
// Guest step

export type Guest = { email: string; name: string; surname: string; phone: string };

export function uniqueGuest(tag: string): Guest {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `widget-${tag}-${id}@example.com`, name: 'Giulia', surname: 'Rossi', phone: '3471234567' };
}

export type Card = { holder: string; number: string; month: number; year: number; cvv: string };

/** Fills the guest form (nationality through the country combobox) and goes to the summary. */
export async function fillGuest(
  page: Page,
  lang: Lang,
  guest: Guest,
  options: { card?: Card; how?: 'click' | 'tap'; beforeContinue?: () => Promise<void> } = {},
): Promise<void> {
  const t = TEXT[lang];
  const how = options.how ?? 'click';
  const w = widget(page);
  await w.getByRole('textbox', { name: t.email }).fill(guest.email);
  await w.getByRole('textbox', { name: t.name, exact: true }).fill(guest.name);
  await w.getByRole('textbox', { name: t.surname, exact: true }).fill(guest.surname);
  const nationality = w.getByRole('combobox', { name: t.nationality });
  await nationality.fill(t.italy.slice(0, 4));
  await expect(nationality).toHaveAttribute('aria-expanded', 'true');
  await w
    .getByRole('listbox', { name: t.nationality })
    .getByRole('option', { name: t.italy, exact: true })
    [how]();
  await expect(nationality).toHaveValue(t.italy);
  await w.getByRole('combobox', { name: t.prefix }).selectOption('IT');
  await w.getByRole('textbox', { name: t.phone }).fill(guest.phone);
  if (options.card) {
    const card = options.card;
    // A deposit or non-refundable rate asks for the card: no box to tick then (decision 026).
    const withCard = w.getByRole('checkbox', { name: t.withCard });
    if ((await withCard.count()) > 0) await withCard[how]();
    await w.getByRole('textbox', { name: t.cardHolder }).fill(card.holder);
    await w.getByRole('textbox', { name: t.cardNumber }).fill(card.number);
    await w.getByRole('combobox', { name: t.cardMonth, exact: true }).selectOption(String(card.month));
    await w.getByRole('combobox', { name: t.cardYear, exact: true }).selectOption(String(card.year));
    await w.getByRole('textbox', { name: t.cardCvv }).fill(card.cvv);
  }
  await options.beforeContinue?.();
  await w.getByRole('button', { name: t.continue })[how]();
  await expect(w.getByRole('button', { name: t.confirmBooking })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// Summary, confirmation and the stored reservation

export type SummaryFigures = {
  nights: string[];
  roomsTotal: string;
  vat: string;
  cityTax: string | null;
  grandTotal: string;
};

/** The summary's figures as shown: the nightly amounts (after promotions) and the totals. */
export async function readSummary(page: Page, lang: Lang, rooms = 1): Promise<SummaryFigures> {
  const t = TEXT[lang];
  const w = widget(page);
  const table = w.getByRole('table', { name: rooms > 1 ? t.nightlyPerRoom : t.nightly, exact: true });
  await expect(table).toBeVisible();
  const cells = table.locator('tbody td');
  const nights: string[] = [];
  for (const cell of await cells.all()) {
    const ins = cell.locator('ins');
    nights.push(normalise(await ((await ins.count()) > 0 ? ins : cell).innerText()));
  }
  const line = (label: string) =>
    w.locator('.summary-totals .summary-line').filter({ has: page.getByText(label, { exact: true }) });
  const cityTaxLine = line(t.cityTax);
  return {
    nights,
    roomsTotal: normalise(await line(t.roomsTotal).locator('.summary-amount').innerText()),
    vat: normalise(await w.getByText(new RegExp(`^${t.vat} \\(10 %\\): `)).innerText()),
    cityTax:
      (await cityTaxLine.count()) > 0
        ? normalise(await cityTaxLine.locator('.summary-amount').innerText())
        : null,
    grandTotal: normalise(await w.locator('#itaca-summary-total .summary-amount').innerText()),
  };
}

export type Booked = { code: string; total: number; currency: string };

/**
 * Confirms the booking and returns the `booked` event's detail, the code the page shows and the
 * private manage link.
 */
export async function confirmBooking(
  page: Page,
  lang: Lang,
  how: 'click' | 'tap' = 'click',
): Promise<{ detail: Booked; code: string; manageUrl: string }> {
  const booked = await listenBooked(page);
  await widget(page).getByRole('button', { name: TEXT[lang].confirmBooking })[how]();
  return confirmed(page, lang, booked);
}

/** Waits for the confirmation; `booked` is what listenBooked gave, before confirming. */
export async function confirmed(
  page: Page,
  lang: Lang,
  booked: () => Promise<Booked>,
): Promise<{ detail: Booked; code: string; manageUrl: string }> {
  const t = TEXT[lang];
  const w = widget(page);
  await expect(w.getByRole('heading', { name: t.confirmed })).toBeVisible({ timeout: 15_000 });
  const detail = await booked();
  const code = normalise(await w.locator('.confirmation-code-value').innerText());
  const manageUrl =
    (await w.getByRole('link', { name: new RegExp(`^${t.manage}`) }).getAttribute('href')) ?? '';
  return { detail, code, manageUrl };
}

/**
 * Starts listening to the `booked` event (before confirming): the detail is written to a data
 * attribute of the element; the returned function waits for it.
 */
export async function listenBooked(page: Page): Promise<() => Promise<Booked>> {
  await page.evaluate(() => {
    const element = document.querySelector('itaca-booking');
    element?.removeAttribute('data-test-booked');
    element?.addEventListener(
      'booked',
      (event) => element.setAttribute('data-test-booked', JSON.stringify((event as CustomEvent).detail)),
      { once: true },
    );
  });
  return async () => {
    await expect(widget(page)).toHaveAttribute('data-test-booked', /code/, { timeout: 15_000 });
    return JSON.parse((await widget(page).getAttribute('data-test-booked')) ?? '{}') as Booked;
  };
}

export type Reservation = {
  code: string;
  status: string;
  checkin: string;
  checkout: string;
  nights: number;
  guest: {
    email: string;
    name: string;
    surname: string;
    phone: { prefix: string; number: string };
    nationality: string;
    countryIso: string | null;
  };
  card: { circuit: string; last4: string; expiryMonth: number; expiryYear: number } | null;
  currency: string;
  initialTotal: number;
  discount: number;
  total: number;
  vat: number;
  cityTax: number;
  grandTotal: number;
  cancelAmount: number;
  rooms: {
    status: string;
    roomType: { id: number };
    ratePlan: { id: number };
    people: { adults: number };
    nightly: { date: string; amount: number }[];
    promotions: { id: number; name: string }[];
    total: number;
  }[];
  cancellation: { penalty: number; free: boolean } | null;
};

/** GET booking/reservations/{code}?token= with the manage link's code and token. */
export async function fetchReservation(
  request: APIRequestContext,
  manageUrl: string,
): Promise<{ reservation: Reservation; raw: string }> {
  const url = new URL(manageUrl, 'http://x');
  const code = url.searchParams.get('code') ?? '';
  const token = url.searchParams.get('token') ?? '';
  expect(code).not.toBe('');
  expect(token).not.toBe('');
  const response = await apiGet(
    request,
    `/api/rs/public/booking/reservations/${code}?token=${encodeURIComponent(token)}`,
  );
  const raw = await response.text();
  expect(response.status(), raw).toBe(200);
  return { reservation: JSON.parse(raw) as Reservation, raw };
}

/** Money as the widget formats it, formatted by the browser's own Intl (same ICU). */
export async function money(page: Page, lang: Lang, amount: number, currency = 'EUR'): Promise<string> {
  return normalise(
    await page.evaluate(
      ({ amount, locale, currency }) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
      { amount, locale: lang === 'it' ? 'it-IT' : 'en-GB', currency },
    ),
  );
}

/**
 * The figures shown on the summary are the ones the reservation holds: nightly amounts, rooms
 * total, VAT, city tax and grand total; and the `booked` event and the page agree with it.
 */
export async function expectSameFigures(
  page: Page,
  lang: Lang,
  summary: SummaryFigures,
  booked: { detail: Booked; code: string },
  reservation: Reservation,
): Promise<void> {
  const m = (amount: number) => money(page, lang, amount);
  expect(booked.detail.code).toBe(booked.code);
  expect(reservation.code).toBe(booked.code);
  expect(booked.detail.total).toBe(reservation.grandTotal);
  expect(booked.detail.currency).toBe(reservation.currency);
  expect(summary.grandTotal).toBe(await m(reservation.grandTotal));
  expect(summary.roomsTotal).toBe(await m(reservation.total));
  expect(summary.vat).toContain(await m(reservation.vat));
  expect(summary.cityTax).toBe(reservation.cityTax > 0 ? await m(reservation.cityTax) : null);
  expect(summary.nights).toEqual(
    await Promise.all(reservation.rooms[0]?.nightly.map((n) => m(n.amount)) ?? []),
  );
  expect(summary.nights).toHaveLength(reservation.nights);
  // The confirmation shows the same grand total.
  await expect(widget(page).locator('.summary-grand .summary-amount')).toHaveText(
    await m(reservation.grandTotal),
  );
}

// ---------------------------------------------------------------------------------------------
// Accessibility

/** axe on the widget (open shadow roots are pierced): no violation at all. */
export async function expectNoAxeViolations(
  page: Page,
  step: string,
  include = 'itaca-booking',
): Promise<void> {
  const results = await axeBuilder(page).include(include).analyze();
  const violations = results.violations.map((v) => ({
    step,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations at "${step}"`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

/** The text a sighted guest reads: without the visually hidden words meant for screen readers. */
export async function visibleText(locator: Locator): Promise<string> {
  return normalise(
    await locator.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
      return copy.textContent ?? '';
    }),
  );
}

/** Collapses white space (Intl uses no-break spaces) for comparisons. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
