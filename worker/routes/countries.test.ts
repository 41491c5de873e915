/** The country lookups inside workerd (list, by name with 2 letters = ISO, by ISO code, errors) and the map configuration. */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CountryView } from '../../src/contracts/countries.ts';

const API = 'https://itaca.test/api/rs/public/countries';

describe('country lookups', () => {
  it('lists every country with names in the asked language, cached for a day', async () => {
    const res = await SELF.fetch(`${API}?language=it`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const list = (await res.json()) as CountryView[];
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.alpha2Code === 'DE')).toMatchObject({
      name: 'Germania',
      nativeName: 'Deutschland',
      flag: '🇩🇪',
      translations: { en: 'Germany', it: 'Germania' },
      callingCode: '+49',
    });
  });

  it('reads 2 letters as an ISO code and 3 or more as a name', async () => {
    const byIso = (await (await SELF.fetch(`${API}/name/ch`)).json()) as CountryView[];
    expect(byIso.map((c) => c.alpha2Code)).toEqual(['CH']);
    const byName = (await (await SELF.fetch(`${API}/name/svizz?language=it`)).json()) as CountryView[];
    expect(byName.map((c) => c.name)).toEqual(['Svizzera']);
    expect(await (await SELF.fetch(`${API}/name/narnia`)).json()).toEqual([]);
  });

  it('finds one country by code, 404 with the fallback text for an unknown one, 400 for a malformed one', async () => {
    const one = await SELF.fetch(`${API}/alpha/it`);
    expect(((await one.json()) as CountryView).name).toBe('Italy');
    const unknown = await SELF.fetch(`${API}/alpha/zz`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Error getting country');
    const malformed = await SELF.fetch(`${API}/alpha/ita`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('iso');
  });
});

describe('map configuration', () => {
  it('has no tiles by default (offline vector countries) and the spec zooms, and the CSP stays closed', async () => {
    const res = await SELF.fetch('https://itaca.test/api/rs/public/map');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tilesUrl: null, attribution: null, zoom: 14, staticZoom: 18 });
    const page = await SELF.fetch('https://itaca.test/hotel/some-hotel');
    expect(page.headers.get('Content-Security-Policy')).toContain("img-src 'self' data: blob:;");
  });
});
