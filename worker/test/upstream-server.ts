import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in back office for the proxy tests (runs in Node, started by global-setup.ts).
 * By default it echoes what it received as JSON (`EchoBody`); `/api/rs/secure/status/<code>` echoes
 * with that status; the paths in `handle`'s switch behave specially (slow, redirect, cookies, …).
 * `GET /__test/requests` lists every other request it received (path and query), in order.
 */

export type EchoBody = {
  method: string;
  /** Path and query exactly as received on the request line. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bodyBytes: number;
  bodySha256: string;
};

export type ReceivedLog = { count: number; received: string[] };

/** The one place the stand-in geocoding service knows (Nominatim `jsonv2` with address details). */
export const NOMINATIM_PLACE = {
  osm_type: 'way',
  osm_id: 4242,
  lat: '43.7712',
  lon: '11.2520',
  name: "Via de' Tornabuoni",
  display_name: "Via de' Tornabuoni, 1, Firenze, Toscana, 50123, Italia",
  address: {
    road: "Via de' Tornabuoni",
    house_number: '1',
    postcode: '50123',
    city: 'Firenze',
    county: 'Firenze',
    state: 'Toscana',
    country: 'Italia',
    country_code: 'it',
    'ISO3166-2-lvl6': 'IT-FI',
  },
};

export type UpstreamServer = { origin: string; close: () => Promise<void> };

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse, received: string[]): Promise<void> {
  const url = req.url ?? '/';
  const { pathname, searchParams } = new URL(url, 'http://upstream.invalid');
  if (pathname === '/__test/requests') {
    sendJson(res, 200, { count: received.length, received } satisfies ReceivedLog);
    return;
  }
  received.push(url);
  const body = await readBody(req);
  const echo: EchoBody = {
    method: req.method ?? '',
    url,
    headers: req.headers,
    body: body.toString('utf8'),
    bodyBytes: body.length,
    bodySha256: createHash('sha256').update(body).digest('hex'),
  };

  switch (pathname) {
    case '/api/rs/secure/slow': {
      const delay = Number(searchParams.get('ms') ?? 2000);
      const timer = setTimeout(() => sendJson(res, 200, echo), delay);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case '/api/rs/secure/redirect': {
      // Carries the query along so that a followed redirect would show up in the received log.
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(302, { location: `/api/rs/secure/after-redirect${search}`, 'content-length': '0' });
      res.end();
      return;
    }
    case '/api/rs/secure/set-cookie':
      sendJson(res, 200, echo, {
        'set-cookie': ['bo_session=abc123; Path=/; HttpOnly; SameSite=Lax', 'bo_lang=it; Path=/'],
      });
      return;
    case '/api/rs/secure/hop-by-hop':
      sendJson(res, 200, echo, {
        connection: 'keep-alive, X-Hop-Secret',
        'x-hop-secret': 'must-not-leak',
        'keep-alive': 'timeout=5',
        'proxy-authenticate': 'Basic realm="upstream"',
        upgrade: 'h2c',
        'x-kept': 'yes',
      });
      return;
    case '/api/rs/secure/no-content':
      res.writeHead(204, { 'x-kept': 'yes' });
      res.end();
      return;
    case '/api/rs/secure/hang-up':
      req.socket.destroy();
      return;
    // A Nominatim-compatible geocoding service for the places routes (GEOCODING_URL = {origin}/geocoding).
    case '/geocoding/search':
      sendJson(res, 200, searchParams.get('q')?.startsWith('Via Tornabuoni') ? [NOMINATIM_PLACE] : [], {});
      return;
    case '/geocoding/lookup':
      sendJson(res, 200, searchParams.get('osm_ids') === 'W4242' ? [NOMINATIM_PLACE] : []);
      return;
    case '/geocoding-broken/search':
    case '/geocoding-broken/lookup':
      sendJson(res, 503, { error: 'overloaded' });
      return;
    // An OpenWeatherMap-compatible current-weather service (WEATHER_URL = {origin}/weather): it
    // knows Firenze (a partly cloudy night, 21.46 °C); other cities are 404 as OpenWeatherMap answers.
    case '/weather':
      if (searchParams.get('q') === 'Firenze,IT' && searchParams.get('units') === 'metric') {
        sendJson(res, 200, { main: { temp: 21.46 }, weather: [{ id: 801, icon: '02n' }], name: 'Firenze' });
      } else sendJson(res, 404, { cod: '404', message: 'city not found' });
      return;
    case '/weather-broken':
      sendJson(res, 500, { cod: 500, message: 'internal error' });
      return;
    default: {
      const status = /^\/api\/rs\/secure\/status\/([2-5]\d\d)$/.exec(pathname)?.[1];
      sendJson(res, status ? Number(status) : 200, echo);
    }
  }
}

/** Starts the stand-in back office on 127.0.0.1 with a random port. */
export async function startUpstream(): Promise<UpstreamServer> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    handle(req, res, received).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error), errors: [] });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A loopback port that was free a moment ago and has nothing listening on it now. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
