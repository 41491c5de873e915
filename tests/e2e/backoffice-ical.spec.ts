/**
 * Calendar sync (CHANNEL-1), one journey: the manager of Rome copies the address of Florence's
 * Suites calendar (another demo hotel, served by the same local worker), pastes it on Rome's
 * Channels screen as Airbnb's calendar of the Triple room Tevere, which syncs at once; 'Sync now'
 * then finds nothing changed (the feed answers 304). The stays are on Rome's planning with Airbnb
 * as their source, and the one that finds no room (Florence's closing, on nights the demo keeps
 * Rome's Triple rooms full) is in the planning's conflict banner. axe on the screen at 1280 px.
 *
 * It touches Rome's Triple rooms only, on nights the demo's own import (worker/seed/ical-demo.ts)
 * already fills from the same feed, and removes its import at the end.
 */
import type { IcalOverview } from '../../src/contracts/secure/ical.ts';
import type { PlanningResponse } from '../../src/contracts/secure/planning.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages, getJson } from './manager.ts';

const ROME = 3;
const FLORENCE = 2;
const FLORENCE_SUITES = 203;

const openPage = demoManagerPages(ROME);

test('a demo hotel imports another one’s calendar, syncs it and sees its stays on the planning', async ({
  browser,
  baseURL,
}) => {
  const page = await openPage(browser, baseURL, 1280);
  await page.goto('/secure/channels');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const remove = async (importId: number) =>
    expect(
      (
        await page.request.delete(`/api/rs/secure/hotels/${ROME}/ical/imports/${importId}`, {
          headers: { 'X-XSRF-TOKEN': xsrf },
        })
      ).status(),
    ).toBe(204);
  // A retried run starts without the import an earlier attempt left.
  const before = await getJson<IcalOverview>(page.request, `/api/rs/secure/hotels/${ROME}/ical`);
  for (const old of before.imports.filter((i) => i.channel === 'AIRBNB')) await remove(old.id);
  const florence = await getJson<IcalOverview>(page.request, `/api/rs/secure/hotels/${FLORENCE}/ical`);
  const feed = florence.exports.find((e) => e.roomTypeId === FLORENCE_SUITES && e.roomId === undefined);
  expect(feed?.url).toMatch(/\/ical\/[A-Za-z0-9_-]{32}\.ics$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Calendar sync' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Room or room type').selectOption({ label: 'Tevere' });
  await page.getByLabel('Channel', { exact: true }).selectOption({ label: 'Airbnb' });
  await page.getByLabel("The channel's calendar address (.ics)").fill(feed?.url ?? '');
  await page.getByRole('button', { name: 'Add calendar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calendar added and synced.' })).toBeAttached({
    timeout: 15_000,
  });
  const item = page.locator('.bo-ical__import').filter({ hasText: 'Airbnb – Tevere' });
  await expect(item).toContainText(/Last sync .*: [1-9]\d* events read, [1-9]\d* new/);
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: 'Sync now: Airbnb – Tevere' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Synced: nothing changed on the channel.' }),
  ).toBeAttached();

  // The stays, with Airbnb as their source, on Rome's planning.
  const rome = await getJson<IcalOverview>(page.request, `/api/rs/secure/hotels/${ROME}/ical`);
  const mine = rome.imports.find((i) => i.channel === 'AIRBNB' && i.url === feed?.url);
  expect(mine?.lastSync?.outcome).toBe('NOT_MODIFIED');
  expect(mine?.runs.at(-1)?.created).toBeGreaterThan(0);
  const conflicts = await getJson<{ conflicts: { code: string; channel: string; checkin: string }[] }>(
    page.request,
    `/api/rs/secure/hotels/${ROME}/ical/conflicts`,
  );
  const conflict = conflicts.conflicts.find((c) => c.channel === 'AIRBNB');
  expect(conflict).toBeDefined();
  const from = conflict?.checkin ?? '';
  const planning = await getJson<PlanningResponse>(
    page.request,
    `/api/rs/secure/hotels/${ROME}/planning?from=${from}&to=${from}`,
  );
  expect(Object.values(planning.reservations).some((r) => r.source === 'AIRBNB')).toBe(true);

  await page.goto(`/secure/planning?from=${from}&view=W`);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  const banner = page.getByRole('region', { name: /Stays from the channels' calendars/ });
  await expect(banner).toContainText(`Airbnb ${conflict?.code}`);

  // Leaves the demo as it was: the import goes, and its stays are cancelled (no penalty: a
  // channel's stay carries no policy).
  if (mine) await remove(mine.id);
  const today = new Date().toISOString().slice(0, 10);
  const created = await getJson<PlanningResponse>(
    page.request,
    `/api/rs/secure/hotels/${ROME}/planning?from=${today}&to=${from}`,
  );
  for (const reservation of Object.values(created.reservations).filter((r) => r.source === 'AIRBNB')) {
    const cancelled = await page.request.post(
      `/api/rs/secure/hotels/${ROME}/reservations/${reservation.code}/cancel`,
      {
        headers: { 'X-XSRF-TOKEN': xsrf },
        data: {},
      },
    );
    expect(cancelled.status()).toBe(200);
  }
  await page.context().close();
});
