import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from '../../src/contracts/types.ts';
import type { Suggestion } from '../../src/domain/places.ts';
import { app } from '../app.ts';
import type { ReceivedLog } from '../test/upstream-server.ts';

// The stand-in geocoding service lives in worker/test/upstream-server.ts (started by global-setup.ts).
const UPSTREAM = env.TEST_UPSTREAM_ORIGIN;

async function places(path: string, geocodingUrl: string, apiKey?: string): Promise<Response> {
  return await app.request(`https://itaca.test/api/rs/public/places${path}`, undefined, {
    ...env,
    GEOCODING_URL: geocodingUrl,
    GEOCODING_FLAVOUR: 'nominatim',
    ...(apiKey ? { GEOCODING_API_KEY: apiKey } : {}),
  });
}

async function received(): Promise<string[]> {
  return ((await (await fetch(`${UPSTREAM}/__test/requests`)).json()) as ReceivedLog).received;
}

describe('places routes with GEOCODING_URL (a Nominatim-compatible service)', () => {
  it('suggests from the service, with its key, in the asked language', async () => {
    const res = await places(
      '/suggest?q=Via%20Tornabuoni%201&kind=address&language=it',
      `${UPSTREAM}/geocoding`,
      'k-123',
    );
    expect(res.status).toBe(200);
    const suggestions = (await res.json()) as Suggestion[];
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]?.placeId).toBe('W4242');
    const call = (await received()).findLast((url) => url.startsWith('/geocoding/search'));
    const query = new URL(call ?? '', 'http://x').searchParams;
    expect(query.get('q')).toBe('Via Tornabuoni 1');
    expect(query.get('accept-language')).toBe('it');
    expect(query.get('key')).toBe('k-123');
  });

  it('answers the details of a place the service knows, as an AddressInfo', async () => {
    const res = await places('/W4242?language=it', `${UPSTREAM}/geocoding`);
    expect(res.status).toBe(200);
    const info = (await res.json()) as AddressInfo;
    expect(info).toMatchObject({ city: 'Firenze', province: 'FI', zipcode: '50123', country: 'IT' });
  });

  it('404 for a place the service does not know, [] for a text it cannot match', async () => {
    expect((await places('/W9999?language=en', `${UPSTREAM}/geocoding`)).status).toBe(404);
    const none = await places('/suggest?q=Nowhere%20at%20all&kind=city', `${UPSTREAM}/geocoding`);
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual([]);
  });

  it('502 with the fallback failure text when the service fails, never a 500', async () => {
    const res = await places('/suggest?q=Firenze&kind=city', `${UPSTREAM}/geocoding-broken`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/.+/), errors: [] });
    expect((await places('/W4242', `${UPSTREAM}/geocoding-broken`)).status).toBe(502);
  });

  it('serves the shipped places when GEOCODING_URL is empty', async () => {
    const res = await places('/suggest?q=Firenze&kind=city', '');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Suggestion[])[0]?.description).toMatch(/Firenze/);
  });
});
