import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ABOUT,
  DEMO_HOTELS,
  DEMO_PLANS,
  DEMO_RESERVATION_CHANNELS,
  DEMO_RESERVATION_SOURCES,
  demoImagePaths,
  demoReviews,
} from '../worker/seed/demo-data.ts';
import { DEMO_PHOTOS } from '../worker/seed/demo-photos.gen.ts';
import { buildSeedStatements, inlineParams, renderSqlScript, sqlLiteral } from '../worker/seed/seed-sql.ts';
import { demoImages, IMAGES_DIR } from './generate-demo-images.ts';
import { PROJECT_ROOT } from './lib/wrangler.ts';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('demo images', () => {
  const paths = demoImagePaths();

  it('exist under public/images for every path the demo data references', () => {
    const missing = paths.filter((path) => !existsSync(join(IMAGES_DIR, path)));
    expect(missing).toEqual([]);
  });

  it('are SVG documents with a title and a 4:3 or square view box', () => {
    for (const path of paths) {
      const text = readFileSync(join(IMAGES_DIR, path), 'utf8');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(text.trimEnd().endsWith('</svg>'), path).toBe(true);
      expect(text, path).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(text, path).toMatch(/viewBox="0 0 (800 600|200 200)"/);
      expect(text, path).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      // Balanced tags: every opening tag that is not self-closing has its closing tag.
      const opened = [...text.matchAll(/<([a-zA-Z]+)[^>]*?(\/?)>/g)].filter((m) => m[2] !== '/').length;
      const closed = [...text.matchAll(/<\/[a-zA-Z]+>/g)].length;
      expect(opened, path).toBe(closed);
      expect(text.length, path).toBeLessThan(40_000);
    }
  });

  it('match what scripts/generate-demo-images.ts draws (regenerate after changing the data)', () => {
    for (const image of demoImages()) {
      expect(readFileSync(join(IMAGES_DIR, image.path), 'utf8'), image.path).toBe(image.svg);
    }
  });

  it('give every gallery entry its rendered photo: a WebP under worker/seed/photos, keyed like an upload', () => {
    const photosDir = join(PROJECT_ROOT, 'worker/seed/photos');
    const rendered = new Set<string>();
    for (const hotel of DEMO_HOTELS) {
      for (const image of hotel.gallery) {
        const photo = DEMO_PHOTOS[image.illustration];
        expect(photo, `${image.illustration}: run npx node scripts/render-demo-photos.ts`).toBeDefined();
        if (!photo) continue;
        // The key shape the gallery's media route serves (routes/public-hotel-gallery.ts).
        expect(image.path).toBe(photo.key);
        expect(photo.key).toMatch(new RegExp(`^gallery/${hotel.id}/[0-9a-f-]{36}\\.webp$`));
        const bytes = readFileSync(join(photosDir, photo.file));
        expect(bytes.length, photo.file).toBe(photo.size);
        expect(image.size).toBe(photo.size);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        rendered.add(photo.file);
      }
    }
    const onDisk = listFiles(photosDir).map((file) => relative(photosDir, file));
    expect(onDisk.filter((file) => !rendered.has(file))).toEqual([]);
  });

  it('has no stale hotel or avatar files left over', () => {
    const referenced = new Set(paths);
    const onDisk = [...listFiles(join(IMAGES_DIR, 'hotels')), ...listFiles(join(IMAGES_DIR, 'avatars'))].map(
      (file) => relative(IMAGES_DIR, file),
    );
    expect(onDisk.filter((path) => !referenced.has(path))).toEqual([]);
  });
});

describe('demo data', () => {
  it('has unique, url-safe hotel aliases and complete Italian addresses', () => {
    expect(new Set(DEMO_HOTELS.map((h) => h.nameAlias)).size).toBe(DEMO_HOTELS.length);
    for (const hotel of DEMO_HOTELS) {
      expect(hotel.nameAlias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const { address } = hotel;
      expect(address.zipcode).toMatch(/^\d{5}$/);
      expect(address.province).toMatch(/^[A-Z]{2}$/);
      expect(address.country).toBe('IT');
      const [lng, lat] = address.geo?.coordinates ?? [0, 0];
      expect(lng).toBeGreaterThan(6.6);
      expect(lng).toBeLessThan(18.6);
      expect(lat).toBeGreaterThan(36.6);
      expect(lat).toBeLessThan(47.1);
      expect(hotel.gallery.filter((image) => image.cover)).toHaveLength(1);
      expect(hotel.description.en.length).toBeGreaterThan(80);
      expect(hotel.description.it.length).toBeGreaterThan(80);
    }
  });

  it('uses a VAT number with a valid Italian check digit', () => {
    const digits = DEMO_ABOUT.company.vat.slice(2).split('').map(Number);
    expect(digits).toHaveLength(11);
    const sum = digits.slice(0, 10).reduce((acc, digit, i) => {
      if (i % 2 === 0) return acc + digit;
      const doubled = digit * 2;
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
    expect((10 - (sum % 10)) % 10).toBe(digits[10]);
  });

  it('gives reservation sources distinct colours readable with white text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const colors = DEMO_RESERVATION_SOURCES.map((s) => s.color.toUpperCase());
    expect(new Set(colors).size).toBe(colors.length);
    expect(DEMO_RESERVATION_SOURCES).toHaveLength(20);
    for (const color of colors) expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    const codes = new Set(DEMO_RESERVATION_SOURCES.map((s) => s.code));
    for (const channel of DEMO_RESERVATION_CHANNELS) expect(codes.has(channel.code)).toBe(true);
    expect(DEMO_RESERVATION_CHANNELS.map((c) => c.code)).not.toContain('PHONE');
  });

  it('prices plans consistently', () => {
    const optionIds = DEMO_PLANS.flatMap((p) => p.paymentOptions.map((o) => o.id));
    expect(new Set(optionIds).size).toBe(optionIds.length);
    for (const plan of DEMO_PLANS) {
      expect(plan.paymentOptions.filter((o) => o.favorite)).toHaveLength(1);
      for (const option of plan.paymentOptions)
        expect(option.finalCents).toBeLessThanOrEqual(option.initialCents);
      expect(plan.lengthDiscounts.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('dates reviews relative to the given now', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const reviews = demoReviews(now);
    expect(reviews.length).toBeGreaterThanOrEqual(14);
    const newOnes = reviews.filter((r) => now.getTime() - Date.parse(r.createdDate) < 7 * 86_400_000);
    expect(newOnes.length).toBeGreaterThanOrEqual(3);
    expect(reviews.filter((r) => r.pro.length > 200).length).toBeGreaterThanOrEqual(4);
    expect(reviews.some((r) => !r.showRealName && r.nickname)).toBe(true);
  });
});

describe('SQL script rendering', () => {
  it('escapes literals', () => {
    expect(sqlLiteral("Ca' dei Dogi")).toBe("'Ca'' dei Dogi'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(8.7)).toBe('8.7');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(inlineParams({ sql: "SELECT '?', ?, ?", params: ['a;b', 2] })).toBe("SELECT '?', 'a;b', 2");
    expect(() => inlineParams({ sql: 'SELECT ?', params: [] })).toThrow();
    expect(() => inlineParams({ sql: 'SELECT 1', params: [1] })).toThrow();
  });

  it('renders a script that SQLite runs on the migrated schema, twice without changes', async () => {
    const db = new DatabaseSync(':memory:');
    const migrations = join(PROJECT_ROOT, 'worker/migrations');
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      db.exec(readFileSync(join(migrations, file), 'utf8'));
    }
    const now = new Date('2026-11-20T10:00:00Z');
    const script = renderSqlScript(
      await buildSeedStatements({ now, passwordHash: 'test-hash' }),
      'header\nline 2',
    );
    expect(script).not.toMatch(/\bBEGIN\b|\bCOMMIT\b/);
    db.exec(script);
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const counts = () => ['hotels', 'hotel_gallery', 'plans', 'manager_reviews', 'app_meta'].map(count);
    const first = counts();
    expect(first[0]).toBe(DEMO_HOTELS.length);
    db.exec(script);
    expect(counts()).toEqual(first);
    const hotel = db.prepare('SELECT name, address_json FROM hotels WHERE id = 1').get() as {
      name: string;
      address_json: string;
    };
    expect(hotel.name).toBe("Ca' dei Dogi");
    expect(JSON.parse(hotel.address_json)).toEqual(DEMO_HOTELS[0]?.address);
    const review = db
      .prepare("SELECT manager_surname FROM manager_reviews WHERE manager_surname LIKE 'O%'")
      .get() as {
      manager_surname: string;
    };
    expect(review.manager_surname).toBe("O'Connor");
    db.close();
  });
});
