import { describe, expect, it } from 'vitest';
import { localPlacesProvider } from './local.ts';

describe('localPlacesProvider', () => {
  it('calls the worker routes with the instance headers', async () => {
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      const body = String(input).includes('suggest') ? [{ placeId: 'it:058091' }] : { city: 'Roma' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const provider = localPlacesProvider({ fetch: fetchFn, instanceId: 'tab-1' });
    await provider.suggest('Roma', { kind: 'city', language: 'it', country: 'IT' });
    await provider.details('it:058091', { language: 'it' });
    expect(calls[0]?.url).toBe('/api/rs/public/places/suggest?q=Roma&kind=city&language=it&country=IT');
    expect(calls[0]?.headers['X-Itaca-Instance']).toBe('tab-1');
    expect(calls[1]?.url).toBe('/api/rs/public/places/it%3A058091?language=it');
  });

  it('rejects with the fallback text of the kind', async () => {
    const fetchFn = (async () => new Response('{}', { status: 500 })) as typeof fetch;
    const provider = localPlacesProvider({ fetch: fetchFn, instanceId: 'x' });
    await expect(provider.suggest('Via Roma 1, Milano', { kind: 'address', language: 'en' })).rejects.toThrow(
      'Error getting addresses 500',
    );
    await expect(provider.details('it:1')).rejects.toThrow('Error getting place 500');
  });
});
