import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from '../../src/contracts/types.ts';
import type { Suggestion } from '../../src/domain/places.ts';
import {
  normalizePlaceText,
  parseStreet,
  placeDetails,
  splitAddressQuery,
  utcOffsetMinutes,
} from '../data/places.ts';

const BASE = 'https://itaca.test/api/rs/public/places';

async function suggest(query: string): Promise<{ res: Response; body: Suggestion[] }> {
  const res = await SELF.fetch(`${BASE}/suggest?${query}`);
  return { res, body: (await res.json()) as Suggestion[] };
}

describe('GET /api/rs/public/places/suggest (cities)', () => {
  it('finds Roma first, with province, region and country', async () => {
    const { res, body } = await suggest('q=Roma&kind=city&language=it');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(body[0]).toEqual({
      placeId: 'it:058091',
      kind: 'city',
      mainText: 'Roma',
      secondaryText: 'RM, Lazio, Italia',
      description: 'Roma, RM, Lazio, Italia',
    });
    expect(body.length).toBeLessThanOrEqual(8);
  });

  it('finds Milano by its Italian and its English name', async () => {
    const italian = await suggest('q=milano&language=en');
    expect(italian.body[0]?.mainText).toBe('Milano');
    expect(italian.body[0]?.secondaryText).toBe('MI, Lombardia, Italy');
    const english = await suggest('q=Milan&language=en');
    expect(english.body[0]).toMatchObject({ placeId: 'it:015146', mainText: 'Milano' });
  });

  it('ignores accents and case: "sàn gi" finds the San Giovanni municipalities, most populous first', async () => {
    const { body } = await suggest(`q=${encodeURIComponent('Sàn gi')}&kind=city&country=IT`);
    expect(body.length).toBe(8);
    expect(body.every((s) => s.mainText.startsWith('San Gi'))).toBe(true);
    expect(body[0]?.mainText).toBe('San Giorgio a Cremano');
    expect(body.map((s) => s.mainText)).toContain('San Giovanni Rotondo');
  });

  it('matches a word inside the name', async () => {
    const { body } = await suggest('q=rotondo&country=it');
    expect(body.map((s) => s.mainText)).toContain('San Giovanni Rotondo');
  });

  it('finds München by its local and its English name', async () => {
    const local = await suggest(`q=${encodeURIComponent('München')}`);
    expect(local.body[0]).toMatchObject({ placeId: 'gn:2867714', mainText: 'München' });
    expect(local.body[0]?.secondaryText).toBe('Bavaria, Germany');
    const ascii = await suggest('q=munchen');
    expect(ascii.body[0]?.placeId).toBe('gn:2867714');
    const english = await suggest('q=Munich&language=it');
    expect(english.body[0]).toMatchObject({
      mainText: 'München (Munich)',
      secondaryText: 'Bavaria, Germania',
    });
  });

  it('restricts to a country', async () => {
    const { body } = await suggest('q=san&country=DE');
    expect(body.every((s) => s.placeId.startsWith('gn:'))).toBe(true);
  });

  it('answers [] for an unknown place', async () => {
    const { res, body } = await suggest('q=Xyzzyville');
    expect(res.status).toBe(200);
    expect(body).toEqual([]);
  });

  it('refuses bad input with 400 and field codes', async () => {
    for (const [query, field, code] of [
      ['q=ro', 'q', 'error.field.generic.minlength'],
      [`q=${'a'.repeat(101)}`, 'q', 'error.field.generic.maxlength'],
      ['kind=city', 'q', 'error.required'],
      ['q=Roma&kind=street', 'kind', 'error.field.generic.invalid'],
      ['q=Roma&language=fr', 'language', 'error.field.generic.invalid'],
      ['q=Roma&country=ITA', 'country', 'error.field.generic.invalid'],
    ] as const) {
      const res = await SELF.fetch(`${BASE}/suggest?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; code: string }[] };
      expect(body.errors, query).toContainEqual({ field, code });
    }
  });
});

describe('GET /api/rs/public/places/suggest (addresses)', () => {
  it('turns "street number, city" into one suggestion per matching city', async () => {
    const { body } = await suggest(
      `q=${encodeURIComponent('Via del Corso 12, Roma')}&kind=address&language=it`,
    );
    expect(body[0]).toEqual({
      placeId: 'addr:it:058091:12:Via del Corso',
      kind: 'address',
      mainText: 'Via del Corso 12',
      secondaryText: 'Roma RM, Italia',
      description: 'Via del Corso 12, Roma RM, Italia',
      asTyped: true,
    });
    // A town named whole offers that town only, not every town it begins (Roman, Romano…).
    expect(body.map((s) => s.secondaryText.split(',')[0])).toEqual(['Roma RM']);
    // Still typing the town: the towns it begins are offered.
    const typing = await suggest(`q=${encodeURIComponent('Via del Corso 12, Rom')}&kind=address&language=it`);
    expect(typing.body.length).toBeGreaterThan(1);
  });

  it('accepts the city without a comma when it is a whole city name', async () => {
    const { body } = await suggest(`q=${encodeURIComponent('Corso Buenos Aires 5 Milano')}&kind=address`);
    expect(body[0]?.placeId).toBe('addr:it:015146:5:Corso Buenos Aires');
  });

  it('answers [] when no city can be read', async () => {
    const { body } = await suggest(`q=${encodeURIComponent('Via del Corso 12')}&kind=address`);
    expect(body).toEqual([]);
  });
});

describe('GET /api/rs/public/places/{placeId}', () => {
  it('returns the AddressInfo of a city', async () => {
    const res = await SELF.fetch(`${BASE}/it%3A058091?language=it`);
    expect(res.status).toBe(200);
    const info = (await res.json()) as AddressInfo;
    expect(info).toMatchObject({
      city: 'Roma',
      province: 'RM',
      region: 'Lazio',
      country: 'IT',
      placeId: 'it:058091',
      timeZoneId: 'Europe/Rome',
      formatted_address: 'Roma RM, Italia',
      addressComplete: false,
      geo: { type: 'Point', coordinates: [12.5113, 41.8919] },
    });
    expect([60, 120]).toContain(info.offset);
  });

  it('returns the AddressInfo of an address suggestion', async () => {
    const id = encodeURIComponent('addr:it:058091:12:Via del Corso');
    const info = (await (await SELF.fetch(`${BASE}/${id}?language=en`)).json()) as AddressInfo;
    expect(info).toMatchObject({
      address: 'Via del Corso 12',
      street: 'Via del Corso',
      number: '12',
      city: 'Roma',
      country: 'IT',
      formatted_address: 'Via del Corso 12, Roma RM, Italy',
      addressComplete: true,
    });
  });

  it('answers 404 with the fallback text for an unknown place', async () => {
    const res = await SELF.fetch(`${BASE}/it%3A999999`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Error getting place', errors: [] });
  });
});

describe('places data helpers', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalizePlaceText("  Sàn  Giovanni-d'Asso ")).toBe('san giovanni d asso');
    expect(normalizePlaceText('MÜNCHEN')).toBe('munchen');
  });

  it('splits street and number', () => {
    expect(parseStreet('Via Roma 12/B')).toEqual({ street: 'Via Roma', number: '12/B' });
    expect(parseStreet('Via Roma')).toEqual({ street: 'Via Roma' });
    expect(parseStreet('12')).toBeNull();
    expect(splitAddressQuery('Via Roma, 12, Milano')).toEqual([
      { street: { street: 'Via Roma', number: '12' }, city: 'Milano' },
    ]);
  });

  it('rejects forged address ids', () => {
    expect(placeDetails('addr:it:058091:12:', 'en')).toBeNull();
    expect(placeDetails('addr:it:000000:12:Via Roma', 'en')).toBeNull();
    expect(placeDetails('addr:it:058091:<script>:Via Roma', 'en')).toBeNull();
  });

  it('computes UTC offsets with daylight saving', () => {
    expect(utcOffsetMinutes('Europe/Rome', new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Rome', new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(utcOffsetMinutes('Atlantic/Canary', new Date('2026-01-15T12:00:00Z'))).toBe(0);
  });
});
