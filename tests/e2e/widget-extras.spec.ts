import { expect, test } from '@playwright/test';
import { datesButton, openWidget, search, stayFrom, widget } from './widget-helpers.ts';

/** Display currency, drafts and analytics: what a returning guest and a measuring host see. */

test('shows prices converted into the guest currency and says the hotel charges its own', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 40);
  await openWidget(
    page,
    `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&currency=USD`,
  );
  const answer = await search(page, 'en');
  const region = widget(page).getByRole('region', { name: /rooms/i });
  await expect(widget(page).getByText(/Prices in USD are approximate/)).toBeVisible();
  await expect(
    widget(page)
      .getByText(/charged in EUR/)
      .first(),
  ).toBeVisible();
  const best = answer.results[0]?.rates[0]?.grandTotalForRooms ?? 0;
  const rates = await (
    await request.get('/api/rs/public/booking/exchange-rates?base=EUR&hotel=ca-dei-dogi-venezia')
  ).json();
  const usd = Math.round(best * rates.rates.USD * 100) / 100;
  const shown = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(usd);
  await expect(region.getByText(shown).first()).toBeVisible();
});

test('keeps the stay of an unfinished booking and restores it on the next visit', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 45);
  await openWidget(
    page,
    `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=1`,
  );
  await search(page, 'en');
  const stored = await page.evaluate(() => localStorage.getItem('X-ITACA-RSV') ?? '');
  expect(stored).toContain(stay.checkin);
  await openWidget(page, '/widget/demo-plain.html');
  await expect(widget(page).getByText('We kept the dates and rooms of your last visit.')).toBeVisible();
  await expect(datesButton(page, 'en')).toContainText(`${stay.nights} night`);
  await widget(page).getByRole('button', { name: 'Start over' }).click();
  expect(await page.evaluate(() => localStorage.getItem('X-ITACA-RSV'))).toBeNull();
});

test('pushes GA4 e-commerce events only when the host opted in and consent is granted', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 50);
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const events = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.flatMap((entry) =>
        entry.event ? [entry.event] : [],
      ),
    );
  await openWidget(page, `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}`);
  await page.evaluate(() => document.querySelector('itaca-booking')?.setAttribute('analytics', ''));
  await search(page, 'en');
  expect(await events()).toEqual([]);
  await page.evaluate(() =>
    document.querySelector('itaca-booking')?.setAttribute('analytics-consent', 'granted'),
  );
  await search(page, 'en', 'click', 'search');
  await widget(page)
    .getByRole('button', { name: /^Select: / })
    .first()
    .click();
  await expect.poll(events).toEqual(['view_item_list', 'select_item']);
});
