import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiRequestError, createHttp, INSTANCE_HEADER } from './http.ts';

type Call = { url: string; init: RequestInit };

/** A fetch that records calls and answers with the given responses in order. */
function recordingFetch(...responses: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createApiClient', () => {
  it('sends X-Requested-With and the instance identifier on every call', async () => {
    const { calls, fetch } = recordingFetch(json({ url: '/images' }));
    const api = createApiClient({ instanceId: 'tab-1', fetch });
    expect(await api.storage()).toEqual({ url: '/images' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/rs/public/storage');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers[INSTANCE_HEADER]).toBe('tab-1');
  });

  it('encodes paging, sorting and flags in the query string', async () => {
    const { calls, fetch } = recordingFetch(json({ content: [] }), json({ content: [] }));
    const api = createApiClient({ instanceId: 'x', fetch, baseUrl: 'https://itaca.test' });
    await api.hotels({ size: 4, sort: 'classification,desc' });
    await api.pendingHotels({ page: 1, size: 3, sort: ['createdDate,desc', 'name'] });
    expect(calls[0]?.url).toBe(
      'https://itaca.test/api/rs/public/hotels?size=4&sort=classification%2Cdesc&enabled=true',
    );
    expect(calls[1]?.url).toBe(
      'https://itaca.test/api/rs/public/join/hotels?page=1&size=3&sort=createdDate%2Cdesc&sort=name&onlyPending=true',
    );
  });

  it('sends JSON bodies with dates as ISO strings', async () => {
    const { calls, fetch } = recordingFetch(json({ message: 'ok' }, 201));
    const api = createApiClient({ instanceId: 'x', fetch });
    await api.helpRequest({ type: 'EMAIL', email: 'a@example.com', text: 'Call me', sender: 'x' });
    const init = calls[0]?.init ?? {};
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toMatchObject({ type: 'EMAIL', text: 'Call me' });
  });

  it('rejects with the server message and field errors', async () => {
    const { fetch } = recordingFetch(
      json(
        { message: 'Invalid body: email', errors: [{ field: 'email', code: 'error.email.invalid' }] },
        400,
      ),
    );
    const api = createApiClient({ instanceId: 'x', fetch });
    const error = await api.forgotPassword('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid body: email',
      fromServer: true,
      errors: [{ field: 'email', code: 'error.email.invalid' }],
    });
  });

  it('falls back to a fixed text when the server gives no message', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const api = createApiClient({ instanceId: 'x', fetch });
    await expect(api.hotels()).rejects.toMatchObject({ status: 502, message: 'Error getting hotel list' });
  });

  it('reports 401 as an expired session, except for me and login', async () => {
    let expired = 0;
    const { fetch } = recordingFetch(
      json({ message: 'Error getting user info', errors: [] }, 401),
      json({ message: 'x', errors: [] }, 401),
    );
    const api = createApiClient({ instanceId: 'x', fetch, onUnauthorized: () => expired++ });
    await expect(api.me()).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(0);
    await expect(api.pendingHotels()).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
  });

  it('reports 403 to onForbidden', async () => {
    let forbidden = 0;
    const { fetch } = recordingFetch(json({ message: 'Cross-site request refused', errors: [] }, 403));
    const api = createApiClient({ instanceId: 'x', fetch, onForbidden: () => forbidden++ });
    await expect(api.logout()).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toBe(1);
  });

  it('turns a timeout into a 408 request error (the islands translate it)', async () => {
    const hanging = (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const api = createApiClient({ instanceId: 'x', fetch: hanging as typeof fetch, timeoutMs: 20 });
    await expect(api.about()).rejects.toMatchObject({
      status: 408,
      message: 'Error getting application info: the request timed out',
      fromServer: false,
    });
  });

  it("fails with the caller's abort, not a request error, when the caller cancels", async () => {
    const hanging = (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const request = createHttp({ instanceId: 'x', fetch: hanging as typeof fetch, timeoutMs: 5_000 });
    const caller = new AbortController();
    const call = request('about', { fallback: 'Error', signal: caller.signal });
    caller.abort();
    const failure = await call.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });

  it('uses the per-template failure text', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 500 }));
    const api = createApiClient({ instanceId: 'x', fetch });
    await expect(api.template('faq', 'it')).rejects.toMatchObject({ message: 'Error getting faq' });
  });

  it('asks the exchange rates of a base, with the hotel whose site reads them', async () => {
    const rates = {
      base: { iso: 'EUR', symbol: '€' },
      date: '2026-11-20',
      rates: { USD: 1.158 },
      source: 'seed',
    };
    const { calls, fetch } = recordingFetch(
      json(rates),
      json(rates),
      () => new Response(null, { status: 502 }),
    );
    const api = createApiClient({ instanceId: 'x', fetch, baseUrl: 'https://itaca.test' });
    expect(await api.exchangeRates('EUR', 'ca-dei-dogi-venezia')).toEqual(rates);
    await api.exchangeRates('USD');
    expect(calls.map((c) => c.url)).toEqual([
      'https://itaca.test/api/rs/public/booking/exchange-rates?base=EUR&hotel=ca-dei-dogi-venezia',
      'https://itaca.test/api/rs/public/booking/exchange-rates?base=USD',
    ]);
    await expect(api.exchangeRates('EUR')).rejects.toMatchObject({
      status: 502,
      message: 'Error getting currencies',
    });
  });

  it('sends each call to the method and address of its table entry', async () => {
    const cases: [string, (api: ReturnType<typeof createApiClient>) => Promise<unknown>, string, string][] = [
      ['logout', (api) => api.logout(), 'POST', '/api/rs/public/logout'],
      ['demo request', (api) => api.demoRequest({} as never), 'POST', '/api/rs/public/demo-request/'],
      [
        'best availability (dates without dashes)',
        (api) => api.bestAvailability(3, '2027-01-30', '2027-02-01'),
        'GET',
        '/api/rs/public/hotels/bestav/3/20270130/20270201',
      ],
      [
        'booking profile (alias encoded)',
        (api) => api.bookingProfile('a b/c'),
        'GET',
        '/api/rs/public/booking/hotels/a%20b%2Fc',
      ],
      [
        'calendar with the party',
        (api) => api.bookingCalendar(1, '2027-01-01', '2027-01-31', { adults: 3 }),
        'GET',
        '/api/rs/public/booking/hotels/1/calendar?from=2027-01-01&to=2027-01-31&adults=3',
      ],
      [
        "guest's date change",
        (api) => api.changeReservation('DEMO 1', {} as never),
        'POST',
        '/api/rs/public/booking/reservations/DEMO%201/change',
      ],
      [
        'reservation with its token',
        (api) => api.reservation('DEMOVE0001', 't/k'),
        'GET',
        '/api/rs/public/booking/reservations/DEMOVE0001?token=t%2Fk',
      ],
      [
        'a content page whose key has a slash',
        (api) => api.template('reviews/guidelines/guest', 'it'),
        'GET',
        '/api/rs/public/template/reviews/guidelines/guest?language=it',
      ],
      [
        'join flag',
        (api) => api.join('a@example.com'),
        'GET',
        '/api/rs/public/join?email=a%40example.com&sendEmail=false',
      ],
      ['set the language', (api) => api.setLanguage('it'), 'POST', '/api/rs/public/lang/it'],
      [
        'shuffled reviews',
        (api) => api.shuffledReviews(4),
        'GET',
        '/api/rs/public/app-manager-reviews/shuffle/4',
      ],
    ];
    for (const [name, send, method, url] of cases) {
      const { calls, fetch } = recordingFetch(json({}));
      await send(createApiClient({ instanceId: 'x', fetch }));
      expect([calls[0]?.init.method, calls[0]?.url], name).toEqual([method, url]);
    }
  });
});
