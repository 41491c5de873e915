/**
 * Fetching an OTA's feed (decision 050): conditional (If-None-Match / If-Modified-Since from the
 * last good answer), with a timeout and a size limit, following at most 3 redirects, each hop
 * checked against the SSRF rules (src/domain/feed-url.ts) before it is requested. Never throws:
 * every failure is an answer with the channel's HTTP status when there was one.
 */
import { checkFeedUrl, type FeedUrlRules } from '../../src/domain/feed-url.ts';
import { FEED_MAX_BYTES } from '../../src/domain/ical.ts';

export const FEED_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export type Fetcher = (request: Request) => Promise<Response>;

export type FeedAnswer =
  | { kind: 'ok'; status: number; text: string; etag: string | null; lastModified: string | null }
  | { kind: 'not-modified'; status: 304 }
  | { kind: 'error'; status: number | null; message: string };

/** Reads at most `max` bytes of a body; null when it is longer (the rest is never read). */
async function readLimited(response: Response, max: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function fetchFeed(
  url: string,
  options: {
    rules: FeedUrlRules;
    validators: { etag: string | null; lastModified: string | null };
    fetcher?: Fetcher;
    timeoutMs?: number;
    maxBytes?: number;
  },
): Promise<FeedAnswer> {
  const fetcher = options.fetcher ?? ((request: Request) => fetch(request));
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS);
  let target = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const checked = checkFeedUrl(target, options.rules);
      if (!checked.ok)
        return { kind: 'error', status: null, message: `Refused address (${checked.code}): ${target}` };
      const headers = new Headers({
        Accept: 'text/calendar, */*;q=0.5',
        'User-Agent': 'Itaca-Calendar-Sync/1.0',
      });
      if (options.validators.etag) headers.set('If-None-Match', options.validators.etag);
      if (options.validators.lastModified) headers.set('If-Modified-Since', options.validators.lastModified);
      const response = await fetcher(new Request(checked.url, { headers, redirect: 'manual', signal }));
      if ([301, 302, 303, 307, 308].includes(response.status)) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        if (!location)
          return { kind: 'error', status: response.status, message: 'Redirect without a location' };
        target = new URL(location, checked.url).toString();
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { kind: 'not-modified', status: 304 };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: 'error', status: response.status, message: `The channel answered ${response.status}` };
      }
      const bytes = await readLimited(response, maxBytes);
      if (bytes === null) {
        return {
          kind: 'error',
          status: response.status,
          message: `The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
        };
      }
      return {
        kind: 'ok',
        status: response.status,
        text: new TextDecoder().decode(bytes),
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    }
    return { kind: 'error', status: null, message: `More than ${MAX_REDIRECTS} redirects` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      kind: 'error',
      status: null,
      message: timedOut
        ? `No answer within ${(options.timeoutMs ?? FEED_TIMEOUT_MS) / 1000} s`
        : `Unreachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
