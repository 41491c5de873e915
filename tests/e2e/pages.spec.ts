/**
 * The static pages of ROUTES (info, FAQ, contacts, terms, form shells, error page) and their
 * SEO: every route in both languages, accessibility (axe), the FAQ sidebar, the error page, the
 * JavaScript budget of content pages, sitemap.xml and robots.txt.
 */
import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './axe.ts';

const INFO = ['own-property', 'new-property', 'manage-property', 'pms', 'channel-manager', 'booking'];
const CONTENT_ROUTES = [
  ...INFO.map((page) => `/info/${page}`),
  '/faq',
  '/contacts',
  '/terms',
  '/privacy',
  '/privacy-guest',
  '/security',
  '/error/404',
  '/error',
];
const FORM_ROUTES = [
  '/quote?email=owner%40example.com',
  '/login',
  '/login?error=expired',
  '/login/forgot',
  '/password/reset?id=1&hashCode=abc',
];
const ROUTES = [...CONTENT_ROUTES, ...FORM_ROUTES];
const LANGUAGES = ['en', 'it'] as const;
/** SITE budget: content pages ship at most 2 KB of gzipped JavaScript. */
const CONTENT_JS_BUDGET = 2048;

const localized = (language: (typeof LANGUAGES)[number], route: string) =>
  language === 'en' ? route : `/it${route}`;

/** Loads a page and sums the gzipped size of every script it fetched. */
async function loadMeasuringScripts(page: Page, url: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts.values());
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { response, gzip, count: bodies.length };
}

for (const language of LANGUAGES) {
  test.describe(`pages in ${language}`, () => {
    for (const route of ROUTES) {
      const url = localized(language, route);

      test(`${url} answers 200, in ${language}, with one h1, reflows at 320 px, no axe violations`, async ({
        page,
      }) => {
        const { response, gzip, count } = await loadMeasuringScripts(page, url);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(
          localized(language, route.split('?')[0] ?? '').replace(/\/$/, ''),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main')).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
        await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveCount(1);
        expect(
          (await page.locator('meta[name="description"]').getAttribute('content'))?.length,
        ).toBeGreaterThan(20);

        if (CONTENT_ROUTES.includes(route)) {
          console.log(`[js] ${url}: ${count} script(s), ${gzip} B gzip`);
          expect(gzip, `${url} ships ${gzip} B of gzipped JavaScript`).toBeLessThanOrEqual(CONTENT_JS_BUDGET);
          await expect(page.locator('astro-island')).toHaveCount(0);
        }

        // A content page is one template in both languages: its English scan stands for both. The
        // form pages' labels, hints and ARIA texts come from each language's bundle: both scanned.
        if (language === 'en' || FORM_ROUTES.includes(route)) {
          const results = await axeBuilder(page).analyze();
          expect(
            results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
          ).toEqual([]);
        }

        // WCAG 1.4.10: at 320 px the same page reflows, with no sideways scrolling.
        await page.setViewportSize({ width: 320, height: 640 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 2_000 })
          .toBeLessThanOrEqual(320);
      });
    }

    // The static HTML is enough: titles and descriptions are in the built page, so no page is rendered.
    test(`every public page has its own title and description in ${language}`, async ({ request }) => {
      const seen = new Map<string, string>();
      for (const route of [
        ...INFO.map((p) => `/info/${p}`),
        '/faq',
        '/contacts',
        '/terms',
        '/privacy',
        '/privacy-guest',
        '/security',
        '/login',
        '/login/forgot',
        '/quote',
      ]) {
        const html = await (await request.get(localized(language, route))).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
        expect(title, `${route} has a title`).toBeTruthy();
        expect(description, `${route} has a description`).toBeTruthy();
        for (const value of [title, description]) {
          expect(
            seen.get(value ?? ''),
            `"${value}" on ${route} and ${seen.get(value ?? '')}`,
          ).toBeUndefined();
          seen.set(value ?? '', route);
        }
      }
    });

    test(`unknown routes go home in ${language}`, async ({ page }) => {
      await page.goto(localized(language, '/no/such/page'));
      expect(new URL(page.url()).pathname).toBe(language === 'en' ? '/' : '/it');
    });
  });
}

test('the FAQ sidebar lists the sections, scrolls to them 70 px from the top and highlights the current one; the Italian FAQ follows the locale', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq');
  const sidebar = page.getByRole('navigation', { name: 'Sections' });
  const links = sidebar.getByRole('link');
  await expect(links).toHaveText([
    'PMS',
    'Channel manager',
    'Booking engine',
    'Plans and billing',
    'Security',
    'Support',
  ]);

  // Scrolling (no click) moves the highlight.
  await page.locator('#security').evaluate((heading) => {
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
  });
  await expect(sidebar.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'true');
  await expect(sidebar.locator('[aria-current="true"]')).toHaveCount(1);

  // A click lands the section heading at the 70 px anchor offset and highlights it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await sidebar.getByRole('link', { name: 'Plans and billing' }).click();
  await expect(page).toHaveURL(/#plans-and-billing$/);
  await expect
    .poll(() => page.locator('#plans-and-billing').evaluate((h) => Math.round(h.getBoundingClientRect().top)))
    .toBe(70);
  await expect(sidebar.getByRole('link', { name: 'Plans and billing' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // The Italian FAQ follows the locale.
  await page.goto('/it/faq');
  const sezioni = page.getByRole('navigation', { name: 'Sezioni' });
  await expect(sezioni.getByRole('link', { name: 'Piani e fatturazione' })).toHaveAttribute(
    'href',
    '#piani-e-fatturazione',
  );
  await expect(page.locator('#piani-e-fatturazione')).toHaveText('Piani e fatturazione');
});

test('the FAQ sections link without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/#support$/);
  await expect(page.locator('#support')).toBeInViewport();
  await context.close();
});

test('the error page shows its code, a localised text and a link home; the default one, served for another code, shows the code of its URL', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/error/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
  await expect(page.getByText('The page you are looking for does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/it/error/503');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 503');
  await expect(page.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute('href', '/it');

  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 500');
  // Indexable (Lighthouse SEO 100, decision 014) but listed nowhere: not in the sitemap.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  // The default error page, served for another code, shows the code of its URL.
  // What the worker fallback does, done here by the browser: /error/<code> answered with /error/.
  for (const [language, url, expected, generic] of [
    ['en', '/error/', 'Error 418', 'An unexpected error occurred.'],
    ['it', '/it/error/', 'Errore 418', 'Si è verificato un errore imprevisto.'],
  ] as const) {
    const body = await (await request.get(url)).text();
    await page.route(`**${url}418`, (route) =>
      route.fulfill({ body, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto(`${url}418`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
    await expect(page.getByText(generic)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${expected} `));
  }
});

test('any integer code gets the error page', async ({ page, request }) => {
  const probe = await request.get('/error/418', { maxRedirects: 0 });
  test.fixme(
    probe.status() === 302,
    'needs the worker to serve /error/ for /error/<integer> paths without a page (requested in the report)',
  );
  await page.goto('/error/418');
  expect(new URL(page.url()).pathname).toMatch(/^\/error\/418\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 418');
  await expect(page.getByText('An unexpected error occurred.')).toBeVisible();
  await page.goto('/it/error/499');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 499');
});

test('contacts shows the company facts of the About data and the Organization JSON-LD', async ({
  page,
  request,
}) => {
  const about = (await (await request.get('/api/rs/public/about')).json()) as {
    company: { name: string; legalName: string; vat: string };
    chamberCommerceNumber: string;
    uiInfoEmail: string;
    phone: string;
  };
  await page.goto('/contacts');
  const main = page.getByRole('main');
  for (const text of [about.company.vat, about.company.legalName, about.chamberCommerceNumber]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByRole('link', { name: about.uiInfoEmail })).toHaveAttribute(
    'href',
    `mailto:${about.uiInfoEmail}`,
  );
  await expect(main.getByRole('link', { name: about.phone })).toHaveAttribute('href', /^tel:\+39/);
  await expect(main.getByText('Registered office')).toBeVisible();
  await expect(main.getByText('Company address')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /^https:\/\//);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Organization',
    legalName: about.company.legalName,
    vatID: about.company.vat,
  });

  await page.goto('/it/contacts');
  await expect(page.getByText('Partita IVA')).toBeVisible();
  await expect(page.getByText(about.company.vat, { exact: true })).toBeVisible();
});

test('the terms page shows the text the template API serves', async ({ page, request }) => {
  for (const language of LANGUAGES) {
    const template = (await (
      await request.get(`/api/rs/public/template/terms/manager?language=${language}`)
    ).json()) as { title: string; content: string };
    await page.goto(localized(language, '/terms'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(template.title);
    const headings = Array.from(template.content.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g), (m) => m);
    expect(headings.length).toBeGreaterThan(5);
    for (const [, id, text] of headings) await expect(page.locator(`h2[id="${id}"]`)).toHaveText(text ?? '');
  }
});

test('info pages link to the demo request and the join form', async ({ page }) => {
  await page.goto('/it/info/booking');
  await expect(page.getByRole('link', { name: 'Richiedi una demo gratuita' }).first()).toHaveAttribute(
    'href',
    '/it/#require-demo',
  );
  await expect(page.getByRole('link', { name: 'Inizia la prova gratuita' }).first()).toHaveAttribute(
    'href',
    '/it/#join',
  );
  const related = page.getByRole('navigation', { name: 'Scopri di più' }).getByRole('link');
  await expect(related).toHaveCount(INFO.length - 1);
});

test('the pages without their own test above reflow at 320 px: no sideways scrolling (WCAG 1.4.10)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const language of LANGUAGES) {
    for (const route of ['/', '/cookies', '/dev/components']) {
      const url = localized(language, route);
      await page.goto(url, { waitUntil: 'networkidle' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${url}: ${width}px`);
    }
  }
  expect(wide).toEqual([]);
});

test('legal pages: the footer and the cookie banner link the privacy policy, the FAQ links the security page, the cookie table reads on a phone', async ({
  page,
}) => {
  for (const language of LANGUAGES) {
    const prefix = language === 'en' ? '' : '/it';
    await page.goto(localized(language, '/faq'));
    const footer = page.locator('footer');
    for (const path of ['/privacy', '/cookies', '/security', '/terms']) {
      await expect(footer.locator(`a[href="${prefix}${path}"]`)).toHaveCount(1);
    }
    await expect(page.locator(`[data-cookie-banner] a[href="${prefix}/privacy"]`)).toHaveCount(1);
    // The FAQ's 'security page' is a page that exists, with its heading.
    await page.locator(`main a[href="${prefix}/security"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/security$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en' ? 'Security' : 'Sicurezza',
    );
  }
  // Cookie names stay whole at 320 px: one line each, labelled with their column.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/cookies');
  const names = page.locator('td[data-label="Cookie"] code');
  await expect(names).toHaveCount(4);
  for (const name of await names.all()) {
    const lines = await name.evaluate((code) => code.getClientRects().length);
    expect(lines, (await name.textContent()) ?? '').toBe(1);
  }
  await expect(page.locator('td[data-label="Duration"]').first()).toBeVisible();
});

test('the reset page sends no referrer, and its canonical address has no token', async ({ page }) => {
  const response = await page.goto('/password/reset?id=1&hashCode=abc');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/password\/reset$/);
});

test('sitemap.xml lists every public page in both languages with alternates, robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const locs = Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1] ?? '').pathname);
  const publicPaths = [
    '/',
    ...INFO.map((p) => `/info/${p}`),
    '/faq',
    '/contacts',
    '/terms',
    '/privacy',
    '/privacy-guest',
    '/security',
    '/hotels',
  ];
  expect(locs.sort()).toEqual(
    [...publicPaths, ...publicPaths.map((p) => (p === '/' ? '/it' : `/it${p}`))].sort(),
  );
  expect(xml).not.toMatch(/login|password|error|quote/);
  expect(xml.match(/<xhtml:link rel="alternate" hreflang="it"/g)).toHaveLength(locs.length);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toMatch(/^Disallow: \/__local\/$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});
