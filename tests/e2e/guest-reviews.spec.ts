/**
 * Guest reviews (INSIGHT-1) in a real browser: the review links come from the invitation e-mails
 * the cron wrote at start (scripts/start.ts calls /__scheduled), read from the local outbox.
 * 1. A guest opens the link (the token leaves the address bar), scores the stay (the overall score
 *    follows live), writes, adds one photo, publishes; the link then shows the review; the hotel
 *    page shows it in its summary and list and in the 'See all reviews' dialog. axe on each state.
 * 2. In Italian at 390 px: an unknown link says so; a guest who opened their link marks another
 *    guest's review helpful and reports it on the hotel page. axe and a screenshot at 390 px.
 * Likes counted once per guest, the link showing the sent review and the marks after a reload
 * are the worker tests' (worker/routes/guest-reviews.test.ts).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';

type Mail = { subject: string; body_text: string; template: string };
type Link = { url: string; token: string; hotel: string };

/** An 8×6 JPEG as Chromium encodes it (whole: the upload checks that a JPEG reaches its end marker). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAdEAABBAIDAAAAAAAAAAAAAAAAAQIEEgMRE0Hx/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAZEQACAwEAAAAAAAAAAAAAAAABAgADERL/2gAMAwEAAhEDEQA/ALMnZZtOVrEpvVUXvwAFNEWteVGCMTs//9k=',
  'base64',
);

/** The review links of the outbox, grouped by hotel (subject 'How was your stay at X?'). */
async function reviewLinks(page: Page): Promise<Link[]> {
  const mails = (await (
    await page.request.get('/__local/outbox.json?template=review-invitation')
  ).json()) as Mail[];
  return mails
    .filter((mail) => mail.template === 'review-invitation')
    .flatMap((mail) => {
      const match = /(https?:\/\/\S+?\/review#token=([A-Za-z0-9_-]{43}))/.exec(mail.body_text);
      const hotel = /(?:at|a) (.+)\?$/.exec(mail.subject)?.[1] ?? '';
      return match?.[1] && match[2]
        ? [{ url: new URL(match[1]).pathname + new URL(match[1]).hash, token: match[2], hotel }]
        : [];
    });
}

/** Up to `count` links of `links` whose review was not sent yet (a rerun on the same database skips used ones). */
async function openLinks(page: Page, links: readonly Link[], count: number): Promise<Link[]> {
  const open: Link[] = [];
  for (const link of links) {
    if (open.length === count) break;
    if ((await invitation(page, link.token)).body.state === 'OPEN') open.push(link);
  }
  return open;
}

/**
 * Open links of one hotel: the first matching `first`, then `more` others. A new review is the
 * newest in its language, and the hotel page lists the page's language first: so a review is
 * looked for on the page in the language of the stay it was written for (whatever other reviews,
 * demo or earlier runs', the hotel has).
 */
async function hotelLinks(page: Page, first: (link: Link) => boolean, more: number): Promise<Link[]> {
  const links = await reviewLinks(page);
  for (const hotel of new Set(links.map((link) => link.hotel))) {
    const ofHotel = links.filter((link) => link.hotel === hotel);
    const [lead] = await openLinks(page, ofHotel.filter(first), 1);
    if (!lead) continue;
    const others = await openLinks(
      page,
      ofHotel.filter((link) => link !== lead),
      more,
    );
    if (others.length === more) return [lead, ...others];
  }
  throw new Error('No hotel with the review links this test needs');
}

const isItalian = (link: Link) => link.url.startsWith('/it/');

/** The link opened as an English page (an Italian guest's link works there too). */
const english = (link: Link) => link.url.replace(/^\/it\//, '/');

async function invitation(page: Page, token: string) {
  const response = await page.request.get('/api/rs/public/reviews/invitation', {
    headers: { 'X-Review-Token': token },
  });
  return {
    status: response.status(),
    body: (await response.json()) as { state: string; hotel: { ref: string; name: string } },
  };
}

test('a guest reviews the stay with a photo and sees it on the hotel page', async ({ page }) => {
  test.setTimeout(60_000);
  // An English guest's link: their review is the newest English one on the English hotel page.
  const [link] = (await hotelLinks(page, (candidate) => !isItalian(candidate), 0)) as [Link];
  const { body: stay } = await invitation(page, link.token);
  expect(stay.state).toBe('OPEN');

  await page.goto(english(link));
  await expect(page.getByRole('heading', { level: 2, name: stay.hotel.name })).toBeVisible();
  // The token is kept by the browser, not by the address bar.
  expect(page.url()).not.toContain('token=');
  await expectNoAxeViolations(page, { label: 'form' });

  const scores: Record<string, string> = {
    Cleanliness: '9',
    Comfort: '8',
    Location: '10',
    Facilities: '7',
    Staff: '10',
  };
  for (const [item, value] of Object.entries(scores)) {
    await page
      .getByRole('group', { name: item, exact: true })
      .getByRole('radio', { name: value, exact: true })
      .check();
  }
  await expect(page.getByText('Score every item to see it')).toBeVisible();
  // Sent too early: the missing item is named and focused, nothing typed is lost.
  await page.getByLabel('Title').fill('Frescoes and a quiet garden');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('alert')).toContainText('Some fields are missing');
  await expect(page.getByLabel('Title')).toHaveValue('Frescoes and a quiet garden');
  // A reload keeps what was typed (the draft in this tab) and the token (kept by the browser).
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Frescoes and a quiet garden');
  await expect(page.getByRole('group', { name: 'Staff' }).getByRole('radio', { name: '10' })).toBeChecked();
  await page
    .getByRole('group', { name: 'Value for money' })
    .getByRole('radio', { name: '8', exact: true })
    .check();
  // Live overall score: the average of the six items, one decimal.
  await expect(page.getByText('8.7', { exact: true })).toBeVisible();

  await page
    .getByLabel('What did you like?')
    .fill('Kind staff, a room with frescoes and a quiet garden for breakfast.');
  await page.getByLabel('About breakfast').fill('Fresh pastries every morning.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByText('1 of 10 photos')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove garden.jpg' })).toBeEnabled();
  await page.getByRole('radio', { name: 'With a nickname' }).check();
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Art lover');
  await expect(page.getByRole('button', { name: 'Publish review' })).toBeEnabled();
  await page.getByRole('button', { name: 'Publish review' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you: your review is published' })).toBeFocused();
  const card = page.locator('article.ui-review');
  await expect(card).toContainText('Art lover');
  const reviewId = await card.getAttribute('data-review-id');
  await expect(card).toContainText('Frescoes and a quiet garden');
  await expect(card.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '.review-app__published', label: 'published' });

  // The hotel page: summary and the latest reviews, loaded when scrolled into view.
  await page.goto(`/hotel/${stay.hotel.ref}`);
  const section = page.getByRole('region', { name: 'Guest reviews' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.ui-review-summary__count')).toHaveText(/^\d+ reviews?$/);
  const mine = section.locator(`article[data-review-id="${reviewId}"]`);
  await expect(mine).toContainText('8.7');
  await mine.getByRole('button', { name: 'Show details' }).click();
  await expect(mine.getByText('Fresh pastries every morning.')).toBeVisible();
  await expect(mine.getByText('No comment')).toBeVisible();
  // The rest of the hotel page is hotel-page.spec.ts's: only the reviews are scanned here.
  await expectNoAxeViolations(page, { include: '[data-hotel-reviews]', label: 'hotel page reviews' });
  await section.getByRole('button', { name: 'See all reviews' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^\d+ of \d+ reviews shown$/)).toBeVisible();
  await expect(dialog.locator(`article[data-review-id="${reviewId}"]`)).toBeVisible();
  await dialog.getByLabel('Sort by').selectOption('score');
  await expect(dialog.locator('article.ui-review').first()).toBeVisible();
  await expectNoAxeViolations(page, { include: OPEN_DIALOG, label: 'all reviews' });
  await page.keyboard.press('Escape');
  await expect(section.getByRole('button', { name: 'See all reviews' })).toBeFocused();
});

test('in Italian at 390 px: an unknown link, then likes and reports on the hotel page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/review#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('heading', { name: 'Questo link per la recensione non funziona' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, { label: 'unknown link' });

  // Two guests of the same hotel: one review sent through the API, the other guest opens their
  // own link in this browser.
  // An Italian guest writes (their review is the newest Italian one on the Italian page); another
  // guest of the same hotel reads.
  const [author, reader] = (await hotelLinks(page, isItalian, 1)) as [Link, Link];
  const sent = await page.request.post('/api/rs/public/reviews', {
    headers: { 'X-Review-Token': author.token },
    data: {
      ranks: { cleanliness: 6, comfort: 7, location: 9, facilities: 6, staff: 8, value: 6 },
      title: 'Buona posizione',
      pro: 'A due passi da tutto.',
      anonymous: true,
      showRealName: false,
      showAvatar: false,
    },
  });
  expect(sent.status()).toBe(201);
  const reviewId = ((await sent.json()) as { review: { id: number } }).review.id;
  const { body: stay } = await invitation(page, reader.token);

  await page.goto(`/it${english(reader)}`);
  await expect(page.getByRole('button', { name: 'Pubblica la recensione' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'form 390 it' });

  await page.goto(`/it/hotel/${stay.hotel.ref}`);
  const section = page.getByRole('region', { name: 'Recensioni degli ospiti' });
  await section.scrollIntoViewIfNeeded();
  const review = section.locator(`article[data-review-id="${reviewId}"]`);
  await expect(review).toContainText('Un ospite anonimo');
  await review.getByRole('button', { name: 'Utile' }).click();
  await expect(review.getByRole('button', { name: "L'hai trovata utile" })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(review).toContainText("1 ospite l'ha trovata utile");
  await review.getByRole('button', { name: 'Segnala questa recensione' }).click();
  await review.getByRole('radio', { name: 'Spam o pubblicità' }).check();
  await review.getByLabel('Nota (facoltativa)').fill('Pubblicità di un altro hotel.');
  await review.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(review.getByText('Grazie: la struttura e il nostro team la esamineranno.')).toBeFocused();
  await expectNoAxeViolations(page, { include: '[data-hotel-reviews]', label: 'hotel page reviews 390 it' });
  await page.screenshot({ path: test.info().outputPath('hotel-reviews-390-it.png'), fullPage: true });
});
