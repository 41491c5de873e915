import { describe, expect, it } from 'vitest';
import { PlacesError } from '../../src/domain/places.ts';
import nominatim from './fixtures/nominatim-search.json' with { type: 'json' };
import photon from './fixtures/photon-search.json' with { type: 'json' };
import { geocodingPlacesProvider, parseGeocodingResponse, toSuggestion } from './geocoding.ts';

function fakeFetch(body: unknown, status = 200) {
  const calls: string[] = [];
  const fn = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { fn, calls };
}

describe('geocoding response mapping', () => {
  it('maps a Nominatim address with house number, Italian province and postcode', () => {
    const [rome, london] = parseGeocodingResponse(nominatim);
    expect(rome).toEqual({
      address: 'Via del Corso 12',
      street: 'Via del Corso',
      number: '12',
      zipcode: '00186',
      city: 'Roma',
      district: 'Campo Marzio',
      province: 'RM',
      region: 'Lazio',
      country: 'IT',
      placeId: 'N3421776921',
      geo: { type: 'Point', coordinates: [12.4814401, 41.9009723] },
      formatted_address:
        '12, Via del Corso, Campo Marzio, Municipio Roma I, Roma, Roma Capitale, Lazio, 00186, Italia',
      addressComplete: true,
    });
    // A UK postcode does not fit the 5-digit zip of the address schema: left out.
    expect(london).toMatchObject({ street: 'The Mall', city: 'London', country: 'GB', placeId: 'W25536711' });
    expect(london?.zipcode).toBeUndefined();
    expect(london?.addressComplete).toBe(false);
  });

  it('maps Photon features (city and address)', () => {
    const [munich, milan] = parseGeocodingResponse(photon);
    expect(munich).toMatchObject({ city: 'München', country: 'DE', region: 'Bayern', placeId: 'R62428' });
    expect(munich?.geo?.coordinates).toEqual([11.5754815, 48.1371079]);
    expect(milan).toMatchObject({
      address: 'Corso Buenos Aires 5',
      zipcode: '20124',
      city: 'Milano',
      addressComplete: true,
      formatted_address: 'Corso Buenos Aires 5, 20124 Milano, Italia',
    });
  });

  it('builds suggestion lines', () => {
    const [rome] = parseGeocodingResponse(nominatim);
    expect(rome && toSuggestion(rome, 'address')).toEqual({
      placeId: 'N3421776921',
      kind: 'address',
      mainText: 'Via del Corso 12',
      secondaryText: '00186 Roma, RM, Lazio, IT',
      description: 'Via del Corso 12, 00186 Roma, RM, Lazio, IT',
    });
  });

  it('refuses an unknown shape', () => {
    expect(() => parseGeocodingResponse({ results: [] })).toThrow();
  });
});

describe('geocodingPlacesProvider', () => {
  it('calls Nominatim search with the key, language and country, then serves details from the cache', async () => {
    const { fn, calls } = fakeFetch(nominatim);
    const provider = geocodingPlacesProvider('https://geo.example/', 'secret', { fetch: fn });
    const suggestions = await provider.suggest('via del corso 12 roma', {
      kind: 'address',
      language: 'it',
      country: 'IT',
    });
    expect(suggestions.map((s) => s.placeId)).toEqual(['N3421776921']);
    const url = new URL(calls[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://geo.example/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'via del corso 12 roma',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '8',
      'accept-language': 'it',
      countrycodes: 'it',
      key: 'secret',
    });
    const info = await provider.details('N3421776921');
    expect(info.city).toBe('Roma');
    expect(calls).toHaveLength(1);
  });

  it('looks details up when not cached', async () => {
    const { fn, calls } = fakeFetch([nominatim[1]]);
    const info = await geocodingPlacesProvider('https://geo.example', undefined, { fetch: fn }).details(
      'W25536711',
    );
    expect(info.street).toBe('The Mall');
    expect(calls[0]).toContain('/lookup?osm_ids=W25536711');
  });

  it('uses the Photon endpoint and city layer', async () => {
    const { fn, calls } = fakeFetch(photon);
    const provider = geocodingPlacesProvider('https://photon.example', undefined, {
      fetch: fn,
      flavour: 'photon',
    });
    const suggestions = await provider.suggest('münchen', { kind: 'city', language: 'en' });
    expect(suggestions[0]).toMatchObject({ mainText: 'München', secondaryText: 'Bayern, DE' });
    expect(calls[0]).toContain('/api?q=m%C3%BCnchen&limit=8&lang=en&layer=city');
  });

  it('rejects with the fallback failure text and the status', async () => {
    const { fn } = fakeFetch({ error: 'down' }, 503);
    const provider = geocodingPlacesProvider('https://geo.example', undefined, { fetch: fn });
    await expect(provider.suggest('roma', { kind: 'city', language: 'en' })).rejects.toEqual(
      new PlacesError('Error getting cities', 503),
    );
    await expect(provider.suggest('roma', { kind: 'city', language: 'en' })).rejects.toThrow(
      'Error getting cities 503',
    );
  });
});
