import { ApiError } from '../errors.ts';

/**
 * Reverse proxy from the public worker to the back office for `/api/rs/secure/*`.
 *
 * Safety rules, each checked by worker/proxy/forward.test.ts and worker/routes/secure.test.ts:
 * - the upstream URL starts from the configured origin and only its pathname and search are set,
 *   then `target.origin` must still equal that origin: nothing in the incoming path can change the host;
 * - dot segments are resolved here (also `..;param`, which Java servers treat as `..`), encoded
 *   separators (`%2F`, `%5C`) and NUL are refused, and the path must stay under `/api/rs/secure`;
 * - hop-by-hop headers go neither way; client-sent forwarding headers are replaced by the worker's own;
 * - redirects are handed back, never followed; the back office must send its headers within `timeoutMs`.
 */

/** The path prefix the worker and the back office share. */
export const SECURE_PREFIX = '/api/rs/secure';

/** How long the back office may take before its response headers arrive (production value). */
export const BACKOFFICE_TIMEOUT_MS = 10_000;

export const PROXY_MESSAGES = {
  timeout: 'The back office did not answer in time',
  unreachable: 'The back office is unreachable',
  misconfigured: 'Back office origin is misconfigured',
  badPath: 'Invalid back-office path',
} as const;

/** RFC 9110 §7.6.1 connection-specific fields, plus the non-standard Proxy-Connection. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Client-supplied claims about the client or the proxies in between: the worker states its own. */
const CLIENT_FORWARDING_HEADERS = new Set(['forwarded', 'x-real-ip', 'true-client-ip', 'host']);

/** Statuses whose responses cannot carry a body (`new Response(body, …)` throws for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export type BackofficeTarget =
  | { kind: 'local' }
  | { kind: 'proxy'; origin: string }
  | { kind: 'invalid'; reason: string };

/**
 * Reads BACKOFFICE_ORIGIN: empty (or unset) means the worker serves the secure API itself;
 * otherwise it must be a bare http(s) origin, with at most a trailing `/`.
 */
export function resolveBackofficeOrigin(raw: string | undefined): BackofficeTarget {
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid', reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'invalid', reason: 'the scheme must be http or https' };
  }
  if (url.username !== '' || url.password !== '')
    return { kind: 'invalid', reason: 'it carries credentials' };
  if (url.pathname !== '/') return { kind: 'invalid', reason: 'it has a path' };
  if (value.includes('?') || value.includes('#'))
    return { kind: 'invalid', reason: 'it has a query or fragment' };
  return { kind: 'proxy', origin: url.origin };
}

const isUnderPrefix = (path: string) => path === SECURE_PREFIX || path.startsWith(`${SECURE_PREFIX}/`);

/**
 * The normalised upstream path for an incoming pathname, or null when it must be refused: outside
 * the prefix, malformed percent-encoding, encoded `/` or `\`, NUL, or dot segments climbing above
 * the prefix. Segments are kept in their incoming (percent-encoded) form.
 */
export function upstreamPath(pathname: string): string | null {
  if (!isUnderPrefix(pathname)) return null;
  const rest = pathname.slice(SECURE_PREFIX.length);
  if (rest === '') return SECURE_PREFIX;
  const segments = rest.slice(1).split('/');
  const kept: string[] = [];
  for (const [index, segment] of segments.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/') || decoded.includes('\\') || decoded.includes('\0')) return null;
    // `..;jsessionid=x` is `..` to servlet containers: resolve it like a plain dot segment.
    const name = decoded.split(';', 1)[0];
    const isLast = index === segments.length - 1;
    if (name === '.' || name === '..') {
      if (name === '..') {
        if (kept.length === 0) return null;
        kept.pop();
      }
      if (isLast) kept.push('');
      continue;
    }
    kept.push(segment);
  }
  return `${SECURE_PREFIX}/${kept.join('/')}`;
}

/**
 * The back-office URL for an incoming URL. `origin` must be a bare origin as returned by
 * `resolveBackofficeOrigin`. Throws ApiError 400 when the path is refused or the result would
 * not be on `origin` under the prefix.
 */
export function buildUpstreamUrl(origin: string, incoming: URL): URL {
  const path = upstreamPath(incoming.pathname);
  if (path === null) throw new ApiError(400, PROXY_MESSAGES.badPath);
  const target = new URL(origin);
  if (target.origin !== origin) throw new ApiError(502, PROXY_MESSAGES.misconfigured);
  target.pathname = path;
  target.search = incoming.search;
  if (
    target.origin !== origin ||
    target.username !== '' ||
    target.password !== '' ||
    target.hash !== '' ||
    upstreamPath(target.pathname) !== target.pathname
  ) {
    throw new ApiError(400, PROXY_MESSAGES.badPath);
  }
  return target;
}

/** Lower-cased field names listed in a Connection header (RFC 9110 §7.6.1). */
function connectionOptions(headers: Headers): Set<string> {
  const names = new Set<string>();
  for (const token of (headers.get('connection') ?? '').split(',')) {
    const name = token.trim().toLowerCase();
    if (name !== '') names.add(name);
  }
  return names;
}

function isHopByHop(name: string, named: Set<string>): boolean {
  return HOP_BY_HOP.has(name) || named.has(name);
}

/**
 * Headers for the back-office request: the client's, minus hop-by-hop fields (and those named in
 * Connection), Host, Forwarded, X-Forwarded-*, X-Real-IP, True-Client-IP and CF-*; plus the
 * worker's own X-Forwarded-For/-Proto/-Host. Cookie and Authorization pass unchanged.
 */
export function upstreamRequestHeaders(incoming: Headers, incomingUrl: URL): Headers {
  const named = connectionOptions(incoming);
  const out = new Headers();
  for (const [rawName, value] of incoming) {
    const name = rawName.toLowerCase();
    if (isHopByHop(name, named) || CLIENT_FORWARDING_HEADERS.has(name)) continue;
    if (name.startsWith('x-forwarded-') || name.startsWith('cf-')) continue;
    out.append(name, value);
  }
  // Cloudflare sets CF-Connecting-IP itself in production; locally there is no edge in front.
  out.set('x-forwarded-for', incoming.get('cf-connecting-ip')?.trim() || '127.0.0.1');
  out.set('x-forwarded-proto', incomingUrl.protocol.replace(/:$/, ''));
  out.set('x-forwarded-host', incomingUrl.host);
  return out;
}

/** Upstream response headers minus hop-by-hop fields; Set-Cookie and the rest pass. */
export function downstreamResponseHeaders(upstream: Headers): Headers {
  const named = connectionOptions(upstream);
  const out = new Headers(upstream);
  for (const name of [...HOP_BY_HOP, ...named]) out.delete(name);
  return out;
}

export type ForwardOptions = {
  /** Bare back-office origin, as returned by `resolveBackofficeOrigin`. */
  origin: string;
  /** Time allowed until the response headers arrive; defaults to BACKOFFICE_TIMEOUT_MS. */
  timeoutMs?: number;
};

/**
 * Forwards `request` to the back office and returns its response (bodies are streamed both ways).
 * Throws ApiError: 400 for a refused path, 504 on timeout, 502 when the back office is unreachable.
 */
export async function forwardToBackoffice(request: Request, options: ForwardOptions): Promise<Response> {
  const incomingUrl = new URL(request.url);
  const target = buildUpstreamUrl(options.origin, incomingUrl);
  const headers = upstreamRequestHeaders(request.headers, incomingUrl);
  const method = request.method.toUpperCase();
  const withBody = method !== 'GET' && method !== 'HEAD' && request.body !== null;
  if (!withBody) headers.delete('content-length');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? BACKOFFICE_TIMEOUT_MS);

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: withBody ? request.body : null,
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(504, PROXY_MESSAGES.timeout);
    console.warn('Back office unreachable:', request.method, target.pathname, String(error));
    throw new ApiError(502, PROXY_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }

  return new Response(NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamResponseHeaders(upstream.headers),
  });
}
