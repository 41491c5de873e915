import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { app } from '../app.ts';
import type { AppEnv } from '../env.ts';
import { handleError } from '../errors.ts';
import type { EchoBody, ReceivedLog } from '../test/upstream-server.ts';
import { createSecureApi } from './secure.ts';

// The stand-in back office (worker/test/upstream-server.ts), started by worker/test/global-setup.ts.
const UPSTREAM = env.TEST_UPSTREAM_ORIGIN;
const UPSTREAM_HOST = new URL(UPSTREAM).host;

async function proxied(path: string, init?: RequestInit, origin = UPSTREAM): Promise<Response> {
  return app.request(`https://itaca.test${path}`, init, { ...env, BACKOFFICE_ORIGIN: origin });
}

async function echoOf(response: Response): Promise<EchoBody> {
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as EchoBody;
}

/** Every path+query the upstream received so far. */
async function received(): Promise<string[]> {
  const response = await fetch(`${UPSTREAM}/__test/requests`);
  return ((await response.json()) as ReceivedLog).received;
}

/** A unique query parameter: if the upstream saw the request at all, its log contains it. */
const probe = () => `probe=${crypto.randomUUID()}`;

async function sha256Hex(data: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function randomBytes(length: number): Uint8Array {
  const data = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += 65_536) {
    crypto.getRandomValues(data.subarray(offset, Math.min(length, offset + 65_536)));
  }
  return data;
}

describe('/api/rs/secure/* without BACKOFFICE_ORIGIN', () => {
  it.each(['/api/rs/secure', '/api/rs/secure/', '/api/rs/secure/rooms/1?x=1'])(
    'answers 404 JSON for %s',
    async (path) => {
      const res = await SELF.fetch(`https://itaca.test${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found', errors: [] });
    },
  );

  it('treats a blank origin as empty', async () => {
    const res = await proxied('/api/rs/secure/x', undefined, '   ');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', errors: [] });
  });
});

describe('/api/rs/secure/* proxied to BACKOFFICE_ORIGIN', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    'forwards %s with path, query and body',
    async (method) => {
      const hasBody = method !== 'GET';
      const res = await proxied(
        '/api/rs/secure/rooms/12/rates?from=2026-12-01&to=2026-12-03&q=caf%C3%A9+bar',
        {
          method,
          headers: { 'content-type': 'application/json', cookie: 'sid=abc; theme=dark' },
          body: hasBody ? JSON.stringify({ method, note: 'è' }) : null,
        },
      );
      expect(res.status).toBe(200);
      const echo = await echoOf(res);
      expect(echo.method).toBe(method);
      expect(echo.url).toBe('/api/rs/secure/rooms/12/rates?from=2026-12-01&to=2026-12-03&q=caf%C3%A9+bar');
      expect(echo.body).toBe(hasBody ? JSON.stringify({ method, note: 'è' }) : '');
      expect(echo.headers.cookie).toBe('sid=abc; theme=dark');
      expect(echo.headers.host).toBe(UPSTREAM_HOST);
    },
  );

  it('forwards HEAD', async () => {
    const res = await proxied('/api/rs/secure/x', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('forwards the exact prefix', async () => {
    const echo = await echoOf(await proxied('/api/rs/secure'));
    expect(echo.url).toBe('/api/rs/secure');
  });

  it('streams a large body with a known length', async () => {
    const data = randomBytes(1024 * 1024);
    const res = await proxied('/api/rs/secure/upload', { method: 'POST', body: data });
    const echo = await echoOf(res);
    expect(echo.headers['content-length']).toBe(String(data.length));
    expect(echo.bodyBytes).toBe(data.length);
    expect(echo.bodySha256).toBe(await sha256Hex(data));
  });

  it('streams a body of unknown length', async () => {
    const data = randomBytes(300_000);
    const chunkSize = 64 * 1024;
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= data.length) {
          controller.close();
          return;
        }
        controller.enqueue(data.slice(offset, offset + chunkSize));
        offset += chunkSize;
      },
    });
    const res = await proxied('/api/rs/secure/upload', { method: 'PUT', body });
    const echo = await echoOf(res);
    expect(echo.bodyBytes).toBe(data.length);
    expect(echo.bodySha256).toBe(await sha256Hex(data));
  });

  it('drops hop-by-hop and spoofed forwarding headers and sets its own X-Forwarded-*', async () => {
    const res = await proxied('/api/rs/secure/headers', {
      method: 'POST',
      body: 'hello',
      headers: {
        authorization: 'Bearer t0k',
        cookie: 'sid=abc',
        'x-custom': 'kept',
        connection: 'keep-alive, X-Secret-Hop',
        'x-secret-hop': 'drop me',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        trailer: 'x-sum',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'proxy-connection': 'keep-alive',
        'proxy-authorization': 'Basic cHJveHk=',
        forwarded: 'for=6.6.6.6;host=evil.com;proto=http',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.com',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '1',
        'x-real-ip': '6.6.6.6',
        'true-client-ip': '6.6.6.6',
        'cf-ray': 'spoofed',
        'cf-ipcountry': 'XX',
        'cf-worker': 'spoofed',
      },
    });
    const { headers, body } = await echoOf(res);
    expect(body).toBe('hello');
    expect(headers.authorization).toBe('Bearer t0k');
    expect(headers.cookie).toBe('sid=abc');
    expect(headers['x-custom']).toBe('kept');
    expect(headers.host).toBe(UPSTREAM_HOST);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('itaca.test');
    for (const name of [
      'connection',
      'x-secret-hop',
      'keep-alive',
      'te',
      'trailer',
      'transfer-encoding',
      'upgrade',
      'proxy-connection',
      'proxy-authorization',
      'forwarded',
      'x-forwarded-port',
      'x-real-ip',
      'true-client-ip',
    ]) {
      expect(headers, name).not.toHaveProperty(name);
    }
    // workerd adds its own CF-Worker to every subrequest (as Cloudflare does); nothing else CF-* passes.
    expect(Object.keys(headers).filter((name) => name.startsWith('cf-') && name !== 'cf-worker')).toEqual([]);
    expect(headers['cf-worker']).not.toBe('spoofed');
  });

  it('takes X-Forwarded-For from CF-Connecting-IP', async () => {
    const res = await proxied('/api/rs/secure/ip', {
      headers: { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '6.6.6.6' },
    });
    const { headers } = await echoOf(res);
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers).not.toHaveProperty('cf-connecting-ip');
  });

  it('returns redirects without following them', async () => {
    const query = probe();
    const res = await proxied(`/api/rs/secure/redirect?${query}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/api/rs/secure/after-redirect?${query}`);
    const log = await received();
    expect(log).toContain(`/api/rs/secure/redirect?${query}`);
    expect(log).not.toContain(`/api/rs/secure/after-redirect?${query}`);
  });

  it('passes every Set-Cookie back', async () => {
    const res = await proxied('/api/rs/secure/set-cookie');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([
      'bo_session=abc123; Path=/; HttpOnly; SameSite=Lax',
      'bo_lang=it; Path=/',
    ]);
  });

  it('strips hop-by-hop headers from the response', async () => {
    const res = await proxied('/api/rs/secure/hop-by-hop');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-kept')).toBe('yes');
    for (const name of [
      'connection',
      'x-hop-secret',
      'keep-alive',
      'proxy-authenticate',
      'upgrade',
      'transfer-encoding',
    ]) {
      expect(res.headers.has(name), name).toBe(false);
    }
    await res.arrayBuffer();
  });

  it('passes error statuses and bodies through', async () => {
    const res = await proxied('/api/rs/secure/status/401');
    expect(res.status).toBe(401);
    expect((await echoOf(res)).url).toBe('/api/rs/secure/status/401');
  });

  it('passes 204 through', async () => {
    const res = await proxied('/api/rs/secure/no-content', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(res.headers.get('x-kept')).toBe('yes');
    expect(res.body).toBeNull();
  });
});

describe('incoming paths cannot change the upstream host or leave the prefix', () => {
  it.each([
    ['/api/rs/secure//evil.com/x', '/api/rs/secure//evil.com/x'],
    ['/api/rs/secure///evil.com', '/api/rs/secure///evil.com'],
    ['/api/rs/secure/\\\\evil.com/x', '/api/rs/secure///evil.com/x'],
    ['/api/rs/secure/@evil.com', '/api/rs/secure/@evil.com'],
    ['/api/rs/secure/user:pw@evil.com:80/x', '/api/rs/secure/user:pw@evil.com:80/x'],
    ['/api/rs/secure/http://evil.com/x', '/api/rs/secure/http://evil.com/x'],
    ['/api/rs/secure/https:%2F%2Fevil.com', null],
    ['/api/rs/secure/%2F%2Fevil.com', null],
    ['/api/rs/secure/%5C%5Cevil.com', null],
    ['/api/rs/secure/..%2F..%2Fpublic%2Fx', null],
    ['/api/rs/secure/x/..;/y', '/api/rs/secure/y'],
    ['/api/rs/secure/..;/public/x', null],
    ['/api/rs/secure/a%00b', null],
    ['/api/rs/secure/a/./b/../c', '/api/rs/secure/a/c'],
  ])('%s', async (path, expectedPath) => {
    const query = probe();
    const res = await proxied(`${path}?${query}`);
    if (expectedPath === null) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid back-office path', errors: [] });
      expect((await received()).some((line) => line.includes(query))).toBe(false);
    } else {
      const echo = await echoOf(res);
      expect(echo.url).toBe(`${expectedPath}?${query}`);
      expect(echo.headers.host).toBe(UPSTREAM_HOST);
    }
  });

  // The URL parser resolves these before routing: they never reach the secure routes at all.
  it.each([
    '/api/rs/secure/../nothing-here',
    '/api/rs/secure/..//evil.com',
    '/api/rs/secure/%2e%2e/%2E%2e/x',
    '/api/rs/secure/.%2e/public/about',
  ])('%s does not reach the upstream', async (path) => {
    const query = probe();
    const res = await proxied(`${path}?${query}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await received()).some((line) => line.includes(query))).toBe(false);
  });
});

describe('back-office failures', () => {
  it('answers 504 when the back office is too slow', async () => {
    const shortTimeout = new Hono<AppEnv>();
    shortTimeout.route('/api/rs/secure', createSecureApi({ timeoutMs: 300 }));
    shortTimeout.onError(handleError);
    const started = Date.now();
    const res = await shortTimeout.request('https://itaca.test/api/rs/secure/slow', undefined, {
      ...env,
      BACKOFFICE_ORIGIN: UPSTREAM,
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: 'The back office did not answer in time', errors: [] });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('waits for a slow answer within the production timeout', async () => {
    const res = await proxied('/api/rs/secure/slow?ms=200');
    expect(res.status).toBe(200);
  });

  it('answers 502 when the back office is down', async () => {
    const res = await proxied('/api/rs/secure/x', undefined, env.TEST_CLOSED_ORIGIN);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The back office is unreachable', errors: [] });
  });

  it('answers 502 when the back office drops the connection', async () => {
    const res = await proxied('/api/rs/secure/hang-up');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The back office is unreachable', errors: [] });
  });

  it('answers 502 and logs each misconfiguration once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const bad = [
        'ftp://bo.example',
        'https://admin:secret@bo.example',
        'https://bo.example/base',
        'https://bo.example?x=1',
        'not a url',
      ];
      for (const origin of [...bad, ...bad]) {
        const res = await proxied('/api/rs/secure/x', undefined, origin);
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ message: 'Back office origin is misconfigured', errors: [] });
      }
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(new Set(lines).size).toBe(lines.length);
      expect(lines.join('\n')).not.toContain('secret');
    } finally {
      log.mockRestore();
    }
  });
});
