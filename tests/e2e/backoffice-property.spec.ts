/**
 * The property screen (PROPERTY): hotel info edited (a refused save focuses the invalid field; the
 * top bar's hotel picker shows the new name at once, and the old one once renamed back),
 * a service switched on and priced in its edit panel, which the public booking profile then
 * sells at that price; an extra bed added, which the widget's profile sells too; the contact
 * editor opening with one blank entry. axe on every state, at 1280 px in English and 390 px in
 * Italian. Hotel 5; everything the test changes is put back through the API at the end.
 */
import type { Page } from '@playwright/test';
import type { BookingProfile } from '../../src/contracts/booking-types.ts';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import type { PropertyResponse } from '../../src/contracts/secure/property.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages, getJson } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOTEL = 5;

/** One login for the whole file: logins are limited per account. */
const managerPage = demoManagerPages(HOTEL);

async function xsrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const property = (page: Page) =>
  getJson<PropertyResponse>(page.request, `/api/rs/secure/hotels/${HOTEL}/property`);
const profile = (page: Page) =>
  getJson<BookingProfile>(page.request, `/api/rs/public/booking/hotels/${HOTEL}`);

const PHONE = '+39 0471 123456';

/** How the hotel picker names a hotel (its city in brackets, when it has one). */
const pickerText = (name: string, city: string | null) => (city ? `${name} (${city})` : name);

/** Hotel 5 as the demo has it: a stopped run's leftovers (gym, sofa beds, the name's suffix, the phone) taken out. */
function original(state: PropertyResponse): PropertyResponse {
  return {
    ...state,
    info: { ...state.info, name: state.info.name.replace(/( E2E)+$/, '') },
    services: state.services.filter((s) => s.nameKey !== 'service.gym'),
    roomTypes: state.roomTypes.map((rt) => ({
      ...rt,
      beds: rt.beds.filter((b) => !(b.type === 'DIVAN' && b.uid.startsWith('bed-'))),
    })),
    contacts: { ...state.contacts, contacts: state.contacts.contacts.filter((c) => c.value !== PHONE) },
  };
}

/** Puts hotel 5 back to `target` through the API. */
async function restore(page: Page, target: PropertyResponse): Promise<void> {
  const now = await property(page);
  const headers = { 'X-XSRF-TOKEN': await xsrf(page) };
  const base = `/api/rs/secure/hotels/${HOTEL}/property`;
  const calls = [
    page.request.put(`${base}/info`, { data: { ...target.info, version: now.info.version }, headers }),
    page.request.put(`${base}/contacts`, {
      data: { version: now.contacts.version, contacts: target.contacts.contacts },
      headers,
    }),
    ...now.roomTypes.map((rt) =>
      page.request.put(`${base}/room-types/${rt.id}/beds`, {
        data: { version: rt.version, beds: target.roomTypes.find((o) => o.id === rt.id)?.beds ?? rt.beds },
        headers,
      }),
    ),
    ...now.services
      .filter((s) => s.nameKey === 'service.gym')
      .map((s) => page.request.delete(`${base}/services/${s.id}?version=${s.version}`, { headers })),
  ];
  for (const res of await Promise.all(calls)) expect(res.ok(), await res.text()).toBe(true);
}

test('property: hotel info, a service switched on and priced, an extra bed, sold by the widget', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await managerPage(browser, baseURL, 1280);
  const before = original(await property(api));
  const hotels = await getJson<ManagedHotel[]>(api.request, '/api/rs/secure/hotels');
  const city = hotels.find((hotel) => hotel.id === HOTEL)?.city ?? null;
  await restore(api, before);
  const roomType = before.roomTypes[0];
  if (!roomType) throw new Error('hotel 5 has no room type');
  const page = await managerPage(browser, baseURL, 1280);
  try {
    await page.goto('/secure/property');
    await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('switch', { name: 'Gym' })).not.toBeChecked();
    await expectNoAxeViolations(page, { label: 'view' });
    await shot(page, 'property-en-1280');

    // Hotel info: a refused save focuses the empty name, then the new name is saved and shown.
    const editInfo = page.getByRole('button', { name: 'Edit hotel info' });
    await editInfo.click();
    await expect(editInfo).toHaveAttribute('aria-expanded', 'true');
    const name = page.getByLabel('Name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('This field is required');
    const newName = `${before.info.name} E2E`;
    await name.fill(newName);
    await expectNoAxeViolations(page, { label: 'info editor' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(editInfo).toHaveAttribute('aria-expanded', 'false');
    await expect(editInfo).toBeFocused();
    await expect(page.getByText(newName, { exact: true })).toBeVisible();
    // The top bar's hotel picker reads the new name without a reload, and the old one once renamed back.
    const picker = page.getByRole('combobox', { name: 'Hotel' }).locator('option:checked');
    await expect(picker).toHaveText(pickerText(newName, city));
    await editInfo.click();
    await name.fill(before.info.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toHaveText(pickerText(before.info.name, city));

    // A service switched on (created with the defaults: free), then priced in its edit panel.
    const gym = page.getByRole('switch', { name: 'Gym' });
    await gym.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Gym is on.' })).toBeVisible();
    await expect(gym).toBeChecked();
    await page.getByRole('button', { name: 'Edit Gym' }).click();
    const editor = page.getByRole('form', { name: 'Edit Gym' });
    await editor.getByLabel('Availability').selectOption('BOOKABLE');
    await editor.getByLabel('Payment').selectOption('SINGLE');
    await editor.getByLabel('Frequency').selectOption('DAILY');
    await editor.getByRole('spinbutton', { name: 'Price', exact: true }).fill('12.5');
    await editor.getByLabel('Description (EN)').fill('Open **24 hours**');
    await expectNoAxeViolations(page, { include: 'form[aria-label="Edit Gym"]', label: 'service editor' });
    await shot(page, 'property-service-editor-en-1280');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gym saved.' })).toBeVisible();
    await expect(page.getByText(/Hotel · Bookable on request · €12\.50 per day/)).toBeVisible();
    const sold = (await profile(page)).services.find((s) => s.nameKey === 'service.gym');
    expect(sold).toMatchObject({
      bookability: 'BOOKABLE',
      paymentType: 'SINGLE',
      options: [{ size: 'SINGLE', amount: 12.5 }],
    });

    // An extra bed for the first room type, sold by the widget at its price.
    await page.getByLabel('Room type').selectOption(String(roomType.id));
    await page.getByRole('button', { name: 'Add a bed' }).click();
    await expect(page.getByLabel('Bed type')).toBeFocused();
    await page.getByLabel('Bed type').selectOption('DIVAN');
    await page.getByLabel('Extra bed the guest pays for').check();
    const bedForm = page.getByRole('form', { name: 'Edit Sofa bed' });
    await bedForm.getByRole('button', { name: 'Save' }).click();
    const adultsPrice = bedForm.getByRole('group', { name: 'Price per guest (€)' }).getByLabel('Adults');
    await expect(adultsPrice).toBeFocused();
    await adultsPrice.fill('30');
    await expectNoAxeViolations(page, { include: 'form[aria-label="Edit Sofa bed"]', label: 'bed editor' });
    await bedForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Beds saved.' })).toBeVisible();
    const extra = (await profile(page)).roomTypes.find((rt) => rt.id === roomType.id)?.extraBeds;
    expect(extra).toContainEqual(
      expect.objectContaining({ type: 'DIVAN', prices: expect.objectContaining({ adults: 30 }) }),
    );
    await expect(page.getByText(/Sofa bed, sleeps 1 · Extra bed: Adults €30\.00/)).toBeVisible();

    // The contact editor opens an empty list with one blank entry.
    if (before.contacts.contacts.length === 0) {
      await page.getByRole('button', { name: 'Edit contacts' }).click();
      await expect(page.getByLabel('Kind of contact 1')).toBeFocused();
      await expect(page.getByLabel('Kind of contact 1')).toHaveValue('PHONE');
      await page.getByRole('textbox', { name: 'Contact 1', exact: true }).fill(PHONE);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
    }
    await expectNoAxeViolations(page, { label: 'after saves' });
    await page.context().close();

    // Phone width, Italian.
    const phone = await managerPage(browser, baseURL, 390);
    await phone.goto('/it/secure/property');
    await expect(phone.getByRole('heading', { level: 1, name: 'Struttura' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(phone.getByRole('switch', { name: 'Palestra' })).toBeChecked();
    await phone.getByRole('button', { name: 'Modifica Palestra' }).click();
    await expectNoAxeViolations(phone, { label: 'it 390' });
    await shot(phone, 'property-it-390');
    await phone.context().close();
  } finally {
    await restore(api, before);
    await api.context().close();
  }
});
