/**
 * The hotel's photo gallery in the back office (PROPERTY): a real JPEG uploaded together with a
 * text file renamed .jpg (refused by its content, the JPEG stored in R2 and served back), the new
 * photo made the cover, moved earlier with the keyboard-reachable button, deleted after the alert
 * dialog; axe on each state, the full-gallery dialog, Italian at 390 px. The gallery is put back
 * as it was (other files may show this hotel's photos). The address set by hand with the map
 * (coordinates and a move button instead of dragging), saved, then put back.
 */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { GalleryView } from '../../src/contracts/secure/gallery.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

let hotelId = 0;
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data } = await signInDemoManager(browser, baseURL, (request) =>
    getJson<{ id: number }[]>(request, '/api/rs/secure/hotels'),
  );
  hotelId = data[0]?.id ?? 0;
  expect(hotelId).toBeGreaterThan(0);
  signedIn = session;
});

async function managerPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  if (!signedIn) throw new Error('not signed in');
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function galleryOf(page: Page): Promise<GalleryView> {
  return getJson<GalleryView>(page.request, `/api/rs/secure/hotels/${hotelId}/gallery`);
}

/** Cover and order back to `original`; photos it did not have removed. */
async function restore(page: Page, original: GalleryView): Promise<void> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf };
  let now = await galleryOf(page);
  const keep = new Set(original.photos.map((p) => p.id));
  for (const photo of now.photos.filter((p) => !keep.has(p.id))) {
    await page.request.delete(`/api/rs/secure/hotels/${hotelId}/gallery/${photo.id}?version=${now.version}`, {
      headers,
    });
    now = await galleryOf(page);
  }
  const cover = original.photos.find((p) => p.cover);
  if (cover && !now.photos.find((p) => p.id === cover.id)?.cover) {
    await page.request.put(`/api/rs/secure/hotels/${hotelId}/gallery/cover`, {
      headers,
      data: { id: cover.id, version: now.version },
    });
    now = await galleryOf(page);
  }
  const ids = original.photos.map((p) => p.id);
  if (ids.join() !== now.photos.map((p) => p.id).join()) {
    await page.request.put(`/api/rs/secure/hotels/${hotelId}/gallery/order`, {
      headers,
      data: { ids, version: now.version },
    });
  }
}

test('upload a real JPEG and a renamed text file, make it the cover, move it, delete it', async ({
  browser,
  baseURL,
}) => {
  // Uploads, five saves and five axe passes: about 20 s on an idle machine, more on a busy one.
  test.setTimeout(90_000);
  const page = await managerPage(browser, baseURL, 1280);
  const original = await galleryOf(page);
  page.on('response', (r) => {
    if (r.url().includes('/gallery')) console.log('DBG', r.request().method(), r.url(), r.status());
  });
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 32, g: 112, b: 160 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  try {
    await page.goto('/secure/property/gallery');
    const section = page.getByRole('region', { name: 'Photo gallery' });
    await expect(section.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible({
      timeout: 30_000,
    });
    const items = section.locator('ol.bo-gallery__grid > li');
    await expect(items).toHaveCount(original.photos.length);
    await expectNoAxeViolations(page, { label: 'gallery' });

    await page.getByLabel('Add photos').setInputFiles([
      { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      {
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Not a photo: a text file renamed .jpg\n'),
      },
    ]);
    await expect(section.getByRole('alert')).toContainText('notes.jpg: The file is not an image');
    await expect(section.getByRole('status').first()).toHaveText('Photos added: 1');
    const count = original.photos.length + 1;
    await expect(items).toHaveCount(count);
    const added = items.last();
    await expect(added).toHaveAccessibleName(`Photo ${count} of ${count}`);
    // Served back by the worker from R2: the browser decoded a 640 px wide image.
    await expect
      .poll(() =>
        added.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(640);
    await shot(page, 'gallery-uploaded-1280-en');
    await expectNoAxeViolations(page, { label: 'gallery after upload' });

    await added.getByRole('button', { name: 'Make cover' }).click();
    await expect(section.getByRole('status').first()).toHaveText(`Photo ${count} is now the cover`);
    await expect(added.getByText('Cover', { exact: true })).toBeVisible();
    await expect(section.locator('.bo-gallery__badge')).toHaveCount(1);

    await added.getByRole('button', { name: 'Move earlier' }).click();
    await expect(section.getByRole('status').first()).toHaveText(`Photo moved to position ${count - 1}`);
    const moved = items.nth(count - 2);
    await expect(moved.getByText('Cover', { exact: true })).toBeVisible();
    await expect(moved.getByRole('button', { name: 'Move earlier' })).toBeFocused();
    const afterMove = await galleryOf(page);
    expect(afterMove.photos.at(-2)).toMatchObject({
      cover: true,
      contentType: 'image/jpeg',
      size: jpeg.byteLength,
    });

    await section.getByRole('button', { name: /^Show all \d+ photos$/ }).click();
    const all = page.getByRole('dialog', { name: 'All photos' });
    await expect(all.getByRole('img')).toHaveCount(count);
    await expectNoAxeViolations(page, { include: OPEN_DIALOG, label: 'full gallery' });
    await page.keyboard.press('Escape');
    await expect(all).toBeHidden();

    await moved.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page, { include: OPEN_DIALOG, label: 'delete dialog' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('status').first()).toHaveText('Photo deleted');
    await expect(items).toHaveCount(original.photos.length);
    // The first photo became the cover again; the file is gone from R2.
    await expect(items.first().getByText('Cover', { exact: true })).toBeVisible();
    const served = await page.request.get(afterMove.photos.at(-2)?.url ?? '/');
    expect(served.status()).toBe(404);

    const phone = await managerPage(browser, baseURL, 390);
    await phone.goto('/it/secure/property/gallery');
    await expect(phone.getByRole('heading', { level: 1, name: 'Galleria fotografica' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(phone.getByRole('button', { name: 'Usa come copertina' }).first()).toBeVisible();
    await shot(phone, 'gallery-390-it');
    await expectNoAxeViolations(phone, { label: 'gallery 390 it' });
    await phone.context().close();
  } finally {
    await restore(page, original);
    await page.context().close();
  }
});

test('set an address by hand with the map: marker placed by coordinates and moved with a button, saved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280);
  type AddressView = { version: number; addressInfo: Record<string, unknown> };
  const path = `/api/rs/secure/hotels/${hotelId}/address`;
  const original = await getJson<AddressView>(page.request, path);
  try {
    await page.goto('/secure/property/address');
    await expect(page.getByRole('heading', { level: 1, name: 'Address and map' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('radio', { name: 'Enter it by hand' }).check();
    await page.getByLabel('Address (street and number)').fill('Hauptstrasse 3');
    await page.getByLabel('City', { exact: true }).fill('Zermatt');
    for (const label of ['District', 'Postcode', 'Province (2 letters)'])
      await page.getByLabel(label).fill('');
    await page.getByLabel('Country (ISO code, e.g. IT)').fill('CH');
    // Without dragging (WCAG 2.5.7): coordinates typed, then one step north with a button.
    await page.getByLabel('Latitude').fill('46.0207');
    await page.getByLabel('Latitude').press('Enter');
    await page.getByLabel('Longitude').fill('7.7491');
    await page.getByLabel('Longitude').press('Enter');
    await page.getByRole('button', { name: 'Move the marker north' }).click();
    await expect(page.getByLabel('Latitude')).toHaveValue('46.0208');
    const confirm = page.getByRole('region', { name: 'The address guests will see' });
    await expect(confirm).toContainText('Hauptstrasse 3');
    await expect(confirm).toContainText('Zermatt, CH');
    await expect(confirm.getByRole('region', { name: 'Map of the address at street level' })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'address manual' });
    await page.getByRole('button', { name: 'Save the address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Address saved' })).toBeVisible();
    const saved = await getJson<AddressView>(page.request, path);
    expect(saved.version).toBe(original.version + 1);
    expect(saved.addressInfo).toMatchObject({
      address: 'Hauptstrasse 3',
      city: 'Zermatt',
      country: 'CH',
      geo: { type: 'Point', coordinates: [7.7491, 46.0208] },
    });
    await shot(page, 'address-manual-saved-1280-en');
  } finally {
    const now = await getJson<AddressView>(page.request, path);
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    await page.request.put(path, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: { addressInfo: original.addressInfo, version: now.version },
    });
    await page.context().close();
  }
});
