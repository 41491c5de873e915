/**
 * Which calendar URLs the worker may fetch (CHANNEL-1, decision 050): a URL a manager pastes is
 * fetched by our servers every few minutes, so it must not point them at our own network (SSRF).
 * In production only https to a public host name or address; loopback, private, link-local,
 * shared and multicast addresses are refused, as literals (IPv4, IPv6, IPv4-mapped IPv6) and as
 * the names every resolver maps to loopback (localhost, *.localhost). Outside production
 * (local, dev, test) loopback over http is allowed, so a demo imports its own feeds offline.
 */

export const FEED_URL_MAX_LENGTH = 2000;

/** Message keys of the problems a feed URL can have (`bo.ical.url.error.*`). */
export const FeedUrlError = {
  invalid: 'bo.ical.url.error.invalid',
  https: 'bo.ical.url.error.https',
  host: 'bo.ical.url.error.host',
  credentials: 'bo.ical.url.error.credentials',
} as const;
export type FeedUrlErrorCode = (typeof FeedUrlError)[keyof typeof FeedUrlError];

export type FeedUrlRules = {
  /** Outside production: http and loopback hosts allowed (never private networks). */
  allowLoopback: boolean;
};

/** The rules of an ENVIRONMENT: 'production' is strict, anything else is a developer's machine. */
export function feedUrlRules(environment: string | undefined): FeedUrlRules {
  return { allowLoopback: environment !== 'production' };
}

/** An IPv4 address as 4 numbers, or null. The URL parser already turned 0x7f.1 into 127.0.0.1. */
function ipv4(host: string): [number, number, number, number] | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number) as [number, number, number, number];
  return parts.every((n) => n <= 255) ? parts : null;
}

type AddressKind = 'public' | 'loopback' | 'internal';

/** RFC 6890 special-purpose IPv4 blocks that a fetch must never reach. */
function ipv4Kind([a, b]: [number, number, number, number]): AddressKind {
  if (a === 127) return 'loopback';
  if (a === 0 || a === 10 || a >= 224) return 'internal'; // this network, private, multicast, reserved
  if (a === 169 && b === 254) return 'internal'; // link-local (cloud metadata lives here)
  if (a === 172 && b >= 16 && b <= 31) return 'internal';
  if (a === 192 && b === 168) return 'internal';
  if (a === 100 && b >= 64 && b <= 127) return 'internal'; // shared address space (CGNAT)
  if (a === 192 && b === 0) return 'internal'; // IETF protocol assignments, documentation
  if (a === 198 && (b === 18 || b === 19)) return 'internal'; // benchmarking
  return 'public';
}

/** The 8 groups of an IPv6 literal (without brackets), or null. */
function ipv6Groups(text: string): number[] | null {
  let host = text;
  // A trailing dotted IPv4 (::ffff:127.0.0.1) becomes two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (dotted) {
    const v4 = ipv4(dotted[2] ?? '');
    if (!v4) return null;
    host = `${dotted[1]}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function ipv6Kind(groups: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback'; // ::1
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return 'internal'; // ::
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible form: the IPv4 rules apply.
  if (zeroHead && (g5 === 0xffff || g5 === 0)) {
    return ipv4Kind([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return 'internal'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'internal'; // link-local fe80::/10
  if ((g0 & 0xff00) === 0xff00) return 'internal'; // multicast
  if (g0 === 0x64 && g1 === 0xff9b) return 'internal'; // NAT64 reaches IPv4 space
  return 'public';
}

/** What a URL's host (as `URL.hostname` gives it, lowercase) reaches. */
export function hostKind(hostname: string): AddressKind {
  const host = hostname.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (host.startsWith('[')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups ? ipv6Kind(groups) : 'internal';
  }
  const v4 = ipv4(host);
  if (v4) return ipv4Kind(v4);
  // A single label ('intranet', 'metadata') only resolves inside a private network.
  if (!host.includes('.')) return 'internal';
  if (/\.(internal|local|lan|home\.arpa)$/.test(host)) return 'internal';
  return 'public';
}

export type CheckedFeedUrl = { ok: true; url: string } | { ok: false; code: FeedUrlErrorCode };

/**
 * Whether the worker may fetch `text` as a calendar feed, and its normalized form.
 * @example checkFeedUrl('http://169.254.169.254/latest', { allowLoopback: false })
 *   // → { ok: false, code: 'bo.ical.url.error.host' }
 */
export function checkFeedUrl(text: string, rules: FeedUrlRules): CheckedFeedUrl {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > FEED_URL_MAX_LENGTH || /\s/.test(trimmed)) {
    return { ok: false, code: FeedUrlError.invalid };
  }
  let url: URL;
  try {
    // webcal:// is how some calendars advertise their https feeds.
    url = new URL(trimmed.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    return { ok: false, code: FeedUrlError.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, code: FeedUrlError.invalid };
  if (url.username !== '' || url.password !== '') return { ok: false, code: FeedUrlError.credentials };
  const kind = hostKind(url.hostname);
  const loopbackAllowed = rules.allowLoopback && kind === 'loopback';
  if (kind !== 'public' && !loopbackAllowed) return { ok: false, code: FeedUrlError.host };
  if (url.protocol !== 'https:' && !loopbackAllowed) return { ok: false, code: FeedUrlError.https };
  url.hash = '';
  return { ok: true, url: url.toString() };
}
