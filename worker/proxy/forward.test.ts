import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import {
  buildUpstreamUrl,
  downstreamResponseHeaders,
  forwardToBackoffice,
  PROXY_MESSAGES,
  resolveBackofficeOrigin,
  SECURE_PREFIX,
  upstreamPath,
  upstreamRequestHeaders,
} from './forward.ts';

const ORIGIN = 'https://bo.example:8443';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

function thrown(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('resolveBackofficeOrigin', () => {
  it('treats empty, blank and unset as "served locally"', () => {
    expect(resolveBackofficeOrigin(undefined)).toEqual({ kind: 'local' });
    expect(resolveBackofficeOrigin('')).toEqual({ kind: 'local' });
    expect(resolveBackofficeOrigin('  ')).toEqual({ kind: 'local' });
  });

  it.each([
    ['https://bo.example', 'https://bo.example'],
    ['https://bo.example/', 'https://bo.example'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    [' https://BO.Example:443 ', 'https://bo.example'],
  ])('accepts the bare origin %s', (raw, origin) => {
    expect(resolveBackofficeOrigin(raw)).toEqual({ kind: 'proxy', origin });
  });

  it.each([
    'bo.example',
    'ftp://bo.example',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://user:secret@bo.example',
    'https://user@bo.example',
    'https://bo.example/base',
    'https://bo.example/api/rs/secure',
    'https://bo.example?x=1',
    'https://bo.example/?',
    'https://bo.example#frag',
    'https://',
  ])('refuses %s', (raw) => {
    expect(resolveBackofficeOrigin(raw).kind).toBe('invalid');
  });
});

describe('upstreamPath', () => {
  it.each([
    ['/api/rs/secure', '/api/rs/secure'],
    ['/api/rs/secure/', '/api/rs/secure/'],
    ['/api/rs/secure/rooms/12', '/api/rs/secure/rooms/12'],
    ['/api/rs/secure/rooms/', '/api/rs/secure/rooms/'],
    ['/api/rs/secure//evil.com/x', '/api/rs/secure//evil.com/x'],
    ['/api/rs/secure/@evil.com', '/api/rs/secure/@evil.com'],
    ['/api/rs/secure/http://evil.com/x', '/api/rs/secure/http://evil.com/x'],
    ['/api/rs/secure/a/./b/../c', '/api/rs/secure/a/c'],
    ['/api/rs/secure/a/%2e%2E/b', '/api/rs/secure/b'],
    ['/api/rs/secure/a/..;jsessionid=1/b', '/api/rs/secure/b'],
    ['/api/rs/secure/a/..', '/api/rs/secure/'],
    ['/api/rs/secure/a/.', '/api/rs/secure/a/'],
    ['/api/rs/secure/caf%C3%A9', '/api/rs/secure/caf%C3%A9'],
  ])('%s → %s', (input, expected) => {
    expect(upstreamPath(input)).toBe(expected);
  });

  it.each([
    '/api/rs/secure/../public/x',
    '/api/rs/secure/..',
    '/api/rs/secure/a/../../public',
    '/api/rs/secure/%2e%2e/public',
    '/api/rs/secure/..;/public',
    '/api/rs/secure/%2F%2Fevil.com',
    '/api/rs/secure/..%2F..%2Fpublic',
    '/api/rs/secure/%5C%5Cevil.com',
    '/api/rs/secure/\\\\evil.com',
    '/api/rs/secure/a%00b',
    '/api/rs/secure/%zz',
    '/api/rs/securex',
    '/api/rs/public/x',
    '//evil.com/api/rs/secure/x',
    '',
  ])('refuses %s', (input) => {
    expect(upstreamPath(input)).toBeNull();
  });
});

describe('buildUpstreamUrl', () => {
  it('keeps the configured origin and copies path and query', () => {
    const target = buildUpstreamUrl(
      ORIGIN,
      new URL('https://itaca.test/api/rs/secure//evil.com/x?a=1&b=%2F#frag'),
    );
    expect(target.href).toBe('https://bo.example:8443/api/rs/secure//evil.com/x?a=1&b=%2F');
  });

  it('answers 400 for a refused path', () => {
    const error = thrown(() =>
      buildUpstreamUrl(ORIGIN, new URL('https://itaca.test/api/rs/secure/%2F%2Fevil.com')),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(PROXY_MESSAGES.badPath);
  });

  it('refuses an origin that is not a bare origin', () => {
    const error = thrown(() =>
      buildUpstreamUrl(`${ORIGIN}/base`, new URL('https://itaca.test/api/rs/secure/x')),
    );
    expect(error.status).toBe(502);
  });

  // Paths made of the usual tricks: whatever the mix, the host stays and the path stays under the prefix.
  const trickyPiece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '..',
    '.',
    '%2e',
    '%2E%2e',
    '%2F',
    '%5C',
    '%00',
    '%',
    ';',
    '@',
    ':',
    '?',
    '#',
    'evil.com',
    'http:',
    'https://evil.com',
    'user:pw@',
    'a',
  );

  it('never leaves the configured origin or the prefix (property)', () => {
    fc.assert(
      fc.property(fc.array(trickyPiece, { maxLength: 12 }), (pieces) => {
        const suffix = pieces.join('');
        for (const raw of [
          `https://itaca.test${SECURE_PREFIX}/${suffix}`,
          `https://itaca.test${SECURE_PREFIX}${suffix}`,
        ]) {
          let incoming: URL;
          try {
            incoming = new URL(raw);
          } catch {
            continue;
          }
          let target: URL;
          try {
            target = buildUpstreamUrl(ORIGIN, incoming);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            expect((error as ApiError).status).toBe(400);
            continue;
          }
          expect(target.origin).toBe(ORIGIN);
          expect(target.username + target.password).toBe('');
          expect(target.pathname === SECURE_PREFIX || target.pathname.startsWith(`${SECURE_PREFIX}/`)).toBe(
            true,
          );
          expect(upstreamPath(target.pathname)).toBe(target.pathname);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('upstreamRequestHeaders', () => {
  const incomingUrl = new URL('https://itaca.test/api/rs/secure/x');

  it('drops hop-by-hop, Connection-named and client forwarding headers, and adds its own', () => {
    const headers = upstreamRequestHeaders(
      new Headers({
        Connection: 'keep-alive, X-Secret-Hop , x-other',
        'X-Secret-Hop': '1',
        'X-Other': '1',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        Trailer: 'x-sum',
        'Transfer-Encoding': 'chunked',
        Upgrade: 'websocket',
        'Proxy-Connection': 'keep-alive',
        'Proxy-Authorization': 'Basic cHJveHk=',
        Host: 'evil.com',
        Forwarded: 'for=6.6.6.6',
        'X-Forwarded-For': '6.6.6.6',
        'X-Forwarded-Host': 'evil.com',
        'X-Forwarded-Proto': 'http',
        'X-Forwarded-Port': '1',
        'X-Real-IP': '6.6.6.6',
        'True-Client-IP': '6.6.6.6',
        'CF-Ray': 'spoofed',
        'CF-Connecting-IP': '203.0.113.7',
        Authorization: 'Bearer t0k',
        Cookie: 'sid=1; theme=dark',
        'Content-Type': 'application/json',
      }),
      incomingUrl,
    );
    expect(Object.fromEntries(headers)).toEqual({
      authorization: 'Bearer t0k',
      cookie: 'sid=1; theme=dark',
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'itaca.test',
    });
  });

  it("uses 127.0.0.1 when there is no CF-Connecting-IP, and the incoming URL's scheme and host", () => {
    const headers = upstreamRequestHeaders(new Headers(), new URL('http://127.0.0.1:8787/api/rs/secure/x'));
    expect(Object.fromEntries(headers)).toEqual({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1:8787',
    });
  });
});

describe('downstreamResponseHeaders', () => {
  it('drops hop-by-hop headers and keeps every Set-Cookie', () => {
    const upstream = new Headers({
      Connection: 'keep-alive, X-Hop-Secret',
      'X-Hop-Secret': 'no',
      'Keep-Alive': 'timeout=5',
      'Transfer-Encoding': 'chunked',
      'Proxy-Authenticate': 'Basic',
      Upgrade: 'h2c',
      Location: '/api/rs/secure/next',
    });
    upstream.append('Set-Cookie', 'a=1; Path=/');
    upstream.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
    const headers = downstreamResponseHeaders(upstream);
    expect([...headers.keys()].filter((name) => name !== 'set-cookie')).toEqual(['location']);
    expect(headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });
});

describe('forwardToBackoffice against the test upstream', () => {
  const origin = env.TEST_UPSTREAM_ORIGIN;

  it('answers 504 when the back office is slower than the timeout', async () => {
    const started = Date.now();
    const request = new Request('https://itaca.test/api/rs/secure/slow');
    const error = await rejection(forwardToBackoffice(request, { origin, timeoutMs: 300 }));
    expect(error.status).toBe(504);
    expect(error.message).toBe('The back office did not answer in time');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('waits for a slow back office within the timeout', async () => {
    const request = new Request('https://itaca.test/api/rs/secure/slow?ms=100');
    const response = await forwardToBackoffice(request, { origin, timeoutMs: 3000 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ url: '/api/rs/secure/slow?ms=100' });
  });

  it('answers 502 when nothing listens at the origin', async () => {
    const request = new Request('https://itaca.test/api/rs/secure/x');
    const error = await rejection(
      forwardToBackoffice(request, { origin: env.TEST_CLOSED_ORIGIN, timeoutMs: 300 }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('The back office is unreachable');
  });

  it('answers 502 when the back office drops the connection', async () => {
    const request = new Request('https://itaca.test/api/rs/secure/hang-up');
    const error = await rejection(forwardToBackoffice(request, { origin, timeoutMs: 3000 }));
    expect(error.status).toBe(502);
  });
});
