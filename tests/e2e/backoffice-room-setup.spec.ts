/**
 * Room types and rooms a hotel sets up, as the demo manager on hotel 1: a room type created in
 * its editor (an occupancy the bands cannot fill is refused on its field first), a range of two
 * rooms (a range on numbers other rooms have is refused on its From field first) and a third
 * room on its own, one room edited, the type's deletion refused while rooms belong to it, then
 * the rooms and the type deleted. axe on the screens and on every dialog, at 1280 px in English
 * and 390 px in Italian. Names and numbers carry a random suffix so that re-runs pass.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL = 1;
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** One login for the whole file: logins are limited per account. */
const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/screens-${name}.png`, fullPage });
}

/** Letters only, so that a range's numbers are this prefix followed by 1, 2… */
const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('room setup: a room type, a range of rooms, an edit, a refused deletion, then everything removed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  const tag = suffix();
  const typeName = `Garden ${tag}`;
  const prefix = `Q${tag}`;

  await page.goto('/secure/room-types');
  await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'room types' });

  // The editor: a total larger than the bands added up is refused on its field, then fixed.
  const add = page.getByRole('button', { name: 'Add room type' });
  await add.click();
  const editor = page.getByRole('dialog', { name: 'New room type' });
  await expect(editor.getByLabel('Name in English')).toBeFocused();
  await editor.getByLabel('Name in English').fill(typeName);
  await editor.getByLabel('Name in Italian').fill(`Giardino ${tag}`);
  await editor.getByLabel('Category').selectOption({ label: 'Family' });
  await editor.getByLabel('Adults').fill('2');
  await editor.getByLabel('Children').fill('1');
  await editor.getByLabel('Total').fill('5');
  await editor.getByLabel('Size (m²)').fill('28');
  await editor.getByRole('button', { name: 'Save' }).click();
  const total = editor.getByLabel('Total');
  await expect(total).toBeFocused();
  await expect(total).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('The total occupancy cannot exceed')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'room type editor' });
  await shot(page, 'types-editor-1280-en', false);
  await total.fill('3');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`${typeName} saved.`);
  await expect(editor).toBeHidden();
  await expect(add).toBeFocused();
  const typeRow = page.getByRole('row', { name: new RegExp(typeName) });
  await expect(typeRow).toContainText('Family');
  await expect(typeRow).toContainText('Up to 3 in all');

  // Two rooms at once, then one of them edited.
  await page.getByRole('link', { name: 'Rooms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Add a range' }).click();
  const range = page.getByRole('dialog', { name: 'Add a range of rooms' });
  // Numbers another room has: the worker's 400 lands on From, and what was typed stays.
  await range.getByLabel('From').fill('101');
  await range.getByLabel('To').fill('102');
  await range.getByLabel('Room type').selectOption({ label: typeName });
  await range.getByRole('button', { name: 'Save' }).click();
  await expect(range.getByLabel('From')).toBeFocused();
  await expect(range.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expect(range.getByText('Another room already has this number.')).toBeVisible();
  await expect(range.getByLabel('To')).toHaveValue('102');
  await expect(range.getByLabel('Room type')).toHaveValue(/\d+/);
  await range.getByLabel('From').fill(`${prefix}1`);
  await range.getByLabel('To').fill(`${prefix}2`);
  await range.getByLabel('Room type').selectOption({ label: typeName });
  await range.getByLabel('Floor').fill('1');
  await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'range editor' });
  await range.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Rooms added: 2.');
  const group = page.getByRole('region', { name: typeName });
  await expect(group.getByRole('row')).toHaveCount(3);

  // One more on its own.
  await page.getByRole('button', { name: 'Add room' }).click();
  const newRoom = page.getByRole('dialog', { name: 'New room' });
  await newRoom.getByLabel('Number or name').fill(`${prefix}3`);
  await newRoom.getByLabel('Room type').selectOption({ label: typeName });
  await newRoom.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Room ${prefix}3 saved.`);
  await expect(group.getByRole('row')).toHaveCount(4);

  await group.getByRole('button', { name: `Edit room ${prefix}1` }).click();
  const roomEditor = page.getByRole('dialog', { name: 'Edit room' });
  await expect(roomEditor.getByLabel('Number or name')).toHaveValue(`${prefix}1`);
  await roomEditor.getByLabel('Floor').fill('3');
  await roomEditor.getByLabel('Notes').fill('Sea view');
  await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'room editor' });
  await roomEditor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`Room ${prefix}1 saved.`);
  await expect(group.getByRole('row', { name: new RegExp(`${prefix}1`) })).toContainText('Sea view');
  await expectNoAxeViolations(page, { label: 'rooms' });
  await shot(page, 'rooms-1280-en');

  // The type keeps its rooms: its deletion is refused with the rooms' message and count.
  await page.getByRole('link', { name: 'Set up the room types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: `Delete ${typeName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the room type?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, { include: 'dialog[role="alertdialog"]', label: 'confirm' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Rooms still belong to this room type' });
  await expect(alert).toContainText('3 rooms belong');
  await expect(page.getByRole('row', { name: new RegExp(typeName) })).toContainText('3');
  await expectNoAxeViolations(page, { label: 'room types refused' });
  await shot(page, 'types-1280-en');

  // The rooms go first, then the type.
  await page.getByRole('link', { name: 'Set up the rooms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  for (const number of [`${prefix}1`, `${prefix}2`, `${prefix}3`]) {
    await page.getByRole('button', { name: `Delete room ${number}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the room?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status')).toHaveText(`Room ${number} deleted.`);
  }
  await expect(page.getByRole('region', { name: typeName })).toContainText('No rooms of this type yet.');
  await page.getByRole('link', { name: 'Set up the room types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: `Delete ${typeName}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the room type?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${typeName} deleted.`);
  await expect(page.getByRole('row', { name: new RegExp(typeName) })).toHaveCount(0);
  await page.context().close();
});

test('room setup on a phone, in Italian: the lists and the editor fit 390 px', async ({
  browser,
  baseURL,
}) => {
  const phone = await managerPage(browser, baseURL, 390);
  await phone.goto('/it/secure/room-types');
  await expect(phone.getByRole('heading', { level: 1, name: 'Tipologie di camera' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(phone.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(phone, { label: 'room types 390 it' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'types-390-it');
  await phone.getByRole('button', { name: 'Aggiungi tipologia' }).click();
  const editor = phone.getByRole('dialog', { name: 'Nuova tipologia' });
  await expect(editor.getByLabel('Nome in inglese')).toBeFocused();
  await expectNoAxeViolations(phone, { include: 'dialog[open]', label: 'editor 390 it' });
  await shot(phone, 'types-editor-390-it', false);
  await phone.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Aggiungi tipologia' })).toBeFocused();

  await phone.goto('/it/secure/rooms');
  await expect(phone.getByRole('heading', { level: 1, name: 'Camere' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expectNoAxeViolations(phone, { label: 'rooms 390 it' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'rooms-390-it', false);
  await phone.context().close();
});
