/**
 * A room type's photos and amenities, as the demo manager on hotel 1 (SETUP): two photos
 * uploaded to the Classic double room in its photos dialog, the second made the cover, then
 * moved first with the keyboard-reachable button; the widget's card for that hotel shows it at
 * once, and the room's details list the amenity ticked in the editor. axe on the dialog with
 * photos and on the editor; Italian at 390 px. The room type is put back as it was (other files
 * read this hotel's room cards).
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { RoomTypePhotosView } from '../../src/contracts/secure/room-type-photos.ts';
import type { RoomTypesResponse, RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages, getJson } from './manager.ts';
import { openWidget, search, stayFrom, widget } from './widget-helpers.ts';

const HOTEL = 1;
const ROOM_TYPE = 102;
const ROOM = 'Classic double room';
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/room-photos-${name}.png`, fullPage });
}

const photosOf = (page: Page) =>
  getJson<RoomTypePhotosView>(page.request, `/api/rs/secure/hotels/${HOTEL}/room-types/${ROOM_TYPE}/photos`);

const roomTypeOf = async (page: Page): Promise<RoomTypeView> => {
  const { roomTypes } = await getJson<RoomTypesResponse>(
    page.request,
    `/api/rs/secure/hotels/${HOTEL}/room-types`,
  );
  const type = roomTypes.find((t) => t.id === ROOM_TYPE);
  if (!type) throw new Error(`room type ${ROOM_TYPE} not found`);
  return type;
};

/** Photos and amenities back to what they were (uploads removed, order and cover restored). */
async function restore(page: Page, photos: RoomTypePhotosView, type: RoomTypeView): Promise<void> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const base = `/api/rs/secure/hotels/${HOTEL}/room-types/${ROOM_TYPE}/photos`;
  const keep = new Set(photos.photos.map((p) => p.path));
  let now = await photosOf(page);
  for (const photo of now.photos.filter((p) => !keep.has(p.path))) {
    await page.request.delete(`${base}?path=${encodeURIComponent(photo.path)}&version=${now.version}`, {
      headers,
    });
    now = await photosOf(page);
  }
  const paths = photos.photos.map((p) => p.path);
  if (paths.length > 0 && paths.join() !== now.photos.map((p) => p.path).join()) {
    await page.request.put(`${base}/order`, { headers, data: { paths, version: now.version } });
    now = await photosOf(page);
  }
  const cover = photos.photos.find((p) => p.cover)?.path;
  if (cover && !now.photos.find((p) => p.path === cover)?.cover) {
    await page.request.put(`${base}/cover`, { headers, data: { path: cover, version: now.version } });
  }
  const current = await roomTypeOf(page);
  if (current.amenities.join() !== type.amenities.join()) {
    const { name, description, category, occupancy, baseOccupancy, sizeSqm, enabled, version } = current;
    await page.request.put(`/api/rs/secure/hotels/${HOTEL}/room-types/${ROOM_TYPE}`, {
      headers,
      data: {
        name,
        description,
        category,
        occupancy,
        baseOccupancy,
        sizeSqm,
        enabled,
        version,
        amenities: type.amenities,
      },
    });
  }
}

/** Unfolds the editor's amenities (open already when the type has some). */
async function openAmenities(editor: Locator): Promise<void> {
  const disclosure = editor.locator('details');
  if (!(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await editor.locator('summary').click();
  }
}

/** A real JPEG of one colour (the upload checks that it reaches its end marker). */
const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 70 })
    .toBuffer();

test("a room type's photos: two uploaded, the second made the cover and shown first by the widget; an amenity in its details", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  const originalPhotos = await photosOf(page);
  const originalType = await roomTypeOf(page);
  const before = originalPhotos.photos.length;
  try {
    await page.goto('/secure/room-types');
    await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible({
      timeout: SCREEN_TIMEOUT,
    });

    // An amenity ticked in the editor.
    await page.getByRole('button', { name: `Edit ${ROOM}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit room type' });
    // Folded while the type has none; the summary counts the ticked ones.
    const ticked = originalType.amenities.length;
    await openAmenities(editor);
    const amenities = editor.getByRole('group', { name: 'Amenities', exact: true });
    await amenities.getByRole('checkbox', { name: 'Sea view' }).check();
    await expect(editor.locator('summary')).toHaveText(`Amenities (${ticked + 1})`);
    await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'editor with amenities' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').first()).toHaveText(`${ROOM} saved.`);

    // Two photos, the second made the cover, then moved first.
    await page.getByRole('button', { name: `Photos of ${ROOM} (${before})` }).click();
    const dialog = page.getByRole('dialog', { name: `Photos of ${ROOM}` });
    const items = dialog.locator('ol.bo-gallery__grid > li');
    await expect(items).toHaveCount(before);
    await dialog.getByLabel('Add photos').setInputFiles([
      { name: 'window.jpg', mimeType: 'image/jpeg', buffer: await jpeg(190, 140, 90) },
      { name: 'bed.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 110, 150) },
    ]);
    await expect(dialog.getByRole('status')).toHaveText('Photos added: 2');
    await expect(items).toHaveCount(before + 2);
    const count = before + 2;
    const second = dialog.getByRole('listitem', { name: `Photo ${count} of ${count}` });
    await second.getByRole('button', { name: 'Make cover' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Photo ${count} is now the cover`);
    await expect(second.getByText('Cover', { exact: true })).toBeVisible();
    const cover = (await photosOf(page)).photos.find((p) => p.cover);
    expect(cover?.path).toMatch(new RegExp(`^room-types/${HOTEL}/${ROOM_TYPE}/`));
    // Moved first from the keyboard: the focus stays on its Move earlier button.
    for (let position = count; position > 1; position--) {
      const moving = dialog.getByRole('listitem', { name: `Photo ${position} of ${count}` });
      await moving.getByRole('button', { name: 'Move earlier' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('status')).toHaveText(`Photo moved to position ${position - 1}`);
    }
    const first = (await photosOf(page)).photos[0];
    expect(first?.path).toBe(cover?.path);
    await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'room type photos' });
    await shot(page, 'dialog-1280-en');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Photos of ${ROOM} (${count})` })).toBeVisible();

    // The widget on the hotel's site shows the new cover first, at once (no stale edge cache).
    const stay = await stayFrom(request, 30, 2);
    const guest = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
    await openWidget(guest, `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await search(guest, 'en');
    const card = widget(guest)
      .getByRole('article')
      .filter({ has: guest.getByRole('heading', { level: 3, name: new RegExp(`^${ROOM}`) }) });
    await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(`${cover?.path}$`));
    await card.getByRole('button', { name: /^Room details/ }).click();
    const details = widget(guest).getByRole('dialog', { name: ROOM });
    await expect(details.getByRole('heading', { name: 'In the room' })).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'Sea view' })).toBeVisible();
    await expect(details.getByText(`Photo 1 of ${count}`)).toBeVisible();
    if (SHOTS) await guest.screenshot({ path: `${SHOTS}/room-photos-widget-details-1280-en.png` });
    await guest.close();

    // Deleted after the alert dialog (its file goes too): the next photo becomes the cover.
    await page.getByRole('button', { name: `Photos of ${ROOM} (${count})` }).click();
    const firstItem = dialog.getByRole('listitem', { name: `Photo 1 of ${count}` });
    await firstItem.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Photo deleted');
    await expect(items).toHaveCount(count - 1);
    await expect(
      dialog.getByRole('listitem', { name: `Photo 1 of ${count - 1}` }).getByText('Cover', { exact: true }),
    ).toBeVisible();
    expect((await request.get(`/images/${cover?.path}`)).status()).toBe(404);
  } finally {
    await restore(page, originalPhotos, originalType);
    await page.context().close();
  }
});

test("a room type's photos on a phone, in Italian: the dialog fits 390 px", async ({ browser, baseURL }) => {
  const phone = await managerPage(browser, baseURL, 390);
  await phone.goto('/it/secure/room-types');
  await expect(phone.getByRole('heading', { level: 1, name: 'Tipologie di camera' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await phone.getByRole('button', { name: /^Foto di Camera doppia classica/ }).click();
  const dialog = phone.getByRole('dialog', { name: 'Foto di Camera doppia classica' });
  await expect(dialog.getByText(/di 20 foto/)).toBeVisible();
  await expectNoAxeViolations(phone, { include: 'dialog[open]', label: 'photos 390 it' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'dialog-390-it');
  await phone.keyboard.press('Escape');
  await phone.getByRole('button', { name: 'Modifica Camera doppia classica' }).click();
  const editor = phone.getByRole('dialog', { name: 'Modifica tipologia' });
  await openAmenities(editor);
  await editor.getByRole('group', { name: 'Dotazioni', exact: true }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(phone, { include: 'dialog[open]', label: 'amenities 390 it' });
  await shot(phone, 'editor-amenities-390-it');
  await phone.context().close();
});
