// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { createAppHttp, currentSecurePath, loginUrl, readCookie, setRequestLanguage } from './request.ts';

afterEach(() => {
  setRequestLanguage('en');
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie a test wrote
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const answer = (status: number, body: unknown = {}) =>
  vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('BOAPI response rules', () => {
  it('401: the login page of the language with error=expired and the way back', async () => {
    window.history.replaceState(null, '', '/it/secure/reservations?q=rossi');
    setRequestLanguage('it');
    const go = vi.fn();
    const http = createAppHttp('/api/rs/public/', go, answer(401, { message: 'Not logged in' }));
    await expect(http('me', { fallback: 'Error getting user info' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(go).toHaveBeenCalledWith('/it/login?error=expired&next=%2Fit%2Fsecure%2Freservations%3Fq%3Drossi');
  });

  it('403: the login page, nothing else', async () => {
    const go = vi.fn();
    const http = createAppHttp(
      '/api/rs/secure/',
      go,
      answer(403, { message: 'You do not manage this hotel' }),
    );
    const error = await http('hotels/9/planning', { fallback: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: 'You do not manage this hotel' });
    expect(go).toHaveBeenCalledWith('/login');
  });

  it('403 of the role at the hotel: the screen says so, the session stays', async () => {
    const go = vi.fn();
    const http = createAppHttp(
      '/api/rs/secure/',
      go,
      answer(403, {
        message: 'Your role at this hotel does not allow this',
        errors: [{ field: 'hotelId', code: 'error.hotel.permission' }],
      }),
    );
    const error = await http('hotels/9/ratesheet', { fallback: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      errors: [{ field: 'hotelId', code: 'error.hotel.permission' }],
    });
    expect(go).not.toHaveBeenCalled();
  });

  it('403 of a hotel that requires two-factor: My account of the language, unless already there', async () => {
    const refusal = {
      message: 'This hotel requires two-factor sign-in',
      errors: [{ field: 'hotelId', code: 'error.two.factor.required' }],
    };
    window.history.replaceState(null, '', '/it/secure/planning');
    setRequestLanguage('it');
    const go = vi.fn();
    await createAppHttp(
      '/api/rs/secure/',
      go,
      answer(403, refusal),
    )('hotels/9/planning', { fallback: 'x' }).catch(() => null);
    expect(go).toHaveBeenCalledWith('/it/secure/account?two-factor=required');

    window.history.replaceState(null, '', '/it/secure/account');
    const stay = vi.fn();
    await createAppHttp(
      '/api/rs/secure/',
      stay,
      answer(403, refusal),
    )('hotels/9/setup', { fallback: 'x' }).catch(() => null);
    expect(stay).not.toHaveBeenCalled();
  });

  it('a 200 goes nowhere; writes carry the anti-forgery token from its cookie, reads do not', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the anti-forgery cookie, as the worker sets it
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const go = vi.fn();
    const fetcher = answer(200, [{ id: 1 }]);
    const http = createAppHttp('/api/rs/secure/', go, fetcher);
    expect(await http('hotels', { fallback: 'x' })).toEqual([{ id: 1 }]);
    await http('hotels/1/reservations/AB/cancel', { method: 'POST', body: {}, fallback: 'x' });
    expect(go).not.toHaveBeenCalled();
    const headersOf = (call: number) =>
      new Headers(fetcher.mock.calls[call]?.[1]?.headers as Record<string, string>);
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/rs/secure/hotels');
    expect(headersOf(0).get('X-XSRF-TOKEN')).toBeNull();
    expect(headersOf(1).get('X-XSRF-TOKEN')).toBe('abc123');
  });
});

describe('helpers', () => {
  it('reads a cookie by name', () => {
    expect(readCookie('a=1; XSRF-TOKEN=x%3Dy; b=2', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });

  it('builds login addresses', () => {
    expect(loginUrl('en', null, null)).toBe('/login');
    expect(loginUrl('en', 'expired', '/secure/planning')).toBe(
      '/login?error=expired&next=%2Fsecure%2Fplanning',
    );
    window.history.replaceState(null, '', '/secure/planning?view=M');
    expect(currentSecurePath()).toBe('/secure/planning?view=M');
  });
});
