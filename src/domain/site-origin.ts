/**
 * The origin of a hotel's own website (EMBED): what a manager types in the back office's
 * 'Sites' list and what a browser sends as `Origin` when the booking widget calls us from it.
 * An origin is scheme + host + port, nothing else: `https://www.hotel-example.it`. The browser
 * compares exactly that, so the stored form is the canonical one: lowercase, punycode host, no
 * default port, no path, no trailing slash.
 */

/** Longest origin accepted (a DNS name is at most 253 characters, plus scheme and port). */
export const SITE_ORIGIN_MAX_LENGTH = 270;

/** How many sites a hotel may list (a hotel has a handful: www, bare domain, staging…). */
export const MAX_SITES_PER_HOTEL = 50;

/** Hosts that may be added over plain http outside production, for testing a site locally. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Message keys of the problems an origin can have (i18n: bo-widget.json, `bo.widget.site.error.*`). */
export const SiteOriginError = {
  required: 'error.required',
  tooLong: 'bo.widget.site.error.too.long',
  invalid: 'bo.widget.site.error.invalid',
  scheme: 'bo.widget.site.error.scheme',
  https: 'bo.widget.site.error.https',
  credentials: 'bo.widget.site.error.credentials',
  host: 'bo.widget.site.error.host',
} as const;
export type SiteOriginErrorCode = (typeof SiteOriginError)[keyof typeof SiteOriginError];

export type SiteOriginRules = {
  /** `false` in production: only https origins. Elsewhere http://localhost and http://127.0.0.1 too. */
  allowLoopbackHttp: boolean;
};

export type ParsedSiteOrigin =
  | {
      ok: true;
      /** The canonical origin: `https://www.example.it`, `http://127.0.0.1:8801`. */
      origin: string;
      /** True when the input had more than an origin (a path, a query…), which was dropped. */
      trimmed: boolean;
    }
  | { ok: false; code: SiteOriginErrorCode };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Whether `host` (already lowercase punycode from URL) is a real, public-looking host name. */
function validHost(host: string): boolean {
  if (LOOPBACK_HOSTS.has(host)) return true;
  if (host.startsWith('[')) return true; // IPv6 literal, already checked by URL
  if (IPV4.test(host)) return host.split('.').every((part) => Number(part) <= 255);
  const labels = host.split('.');
  // A site on the web has a dot in its name (example.it): 'intranet' or 'www' alone is a typo.
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(tld)) return false;
  return labels.every((label) => HOST_LABEL.test(label));
}

/**
 * Parses what a manager typed (or a browser's `Origin`) into the canonical origin.
 * Without a scheme `https://` is assumed; a pasted page address keeps only its origin.
 * @example parseSiteOrigin('WWW.Example.it/booking?x=1', { allowLoopbackHttp: false })
 *   // → { ok: true, origin: 'https://www.example.it', trimmed: true }
 */
export function parseSiteOrigin(input: string, rules: SiteOriginRules): ParsedSiteOrigin {
  const text = input.trim();
  if (text === '') return { ok: false, code: SiteOriginError.required };
  if (text.length > SITE_ORIGIN_MAX_LENGTH) return { ok: false, code: SiteOriginError.tooLong };
  if (/\s/.test(text)) return { ok: false, code: SiteOriginError.invalid };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // 'localhost:8801' parses as scheme 'localhost': a scheme is only a scheme when '//' follows.
  const hasScheme = scheme !== undefined && text.slice(scheme.length + 1).startsWith('//');
  const withScheme = hasScheme ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, code: SiteOriginError.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, code: SiteOriginError.scheme };
  if (url.username !== '' || url.password !== '') return { ok: false, code: SiteOriginError.credentials };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || !validHost(host)) return { ok: false, code: SiteOriginError.host };
  if (url.protocol === 'http:' && !(rules.allowLoopbackHttp && LOOPBACK_HOSTS.has(host))) {
    return { ok: false, code: SiteOriginError.https };
  }
  const origin = `${url.protocol}//${host}${url.port === '' ? '' : `:${url.port}`}`;
  if (origin.length > SITE_ORIGIN_MAX_LENGTH) return { ok: false, code: SiteOriginError.tooLong };
  const rest = withScheme.slice(withScheme.indexOf('//') + 2).replace(/^[^/?#]*/, '');
  return { ok: true, origin, trimmed: rest !== '' && rest !== '/' };
}

/**
 * The canonical origin of a browser's `Origin` header, or null when the header is not a plain
 * web origin (`null`, a path, credentials, any other scheme). Browsers already send the canonical
 * form, so anything that changes on the way ('HTTPS://X', 'https://x/') is refused: a forged
 * header never matches a site by accident.
 */
export function requestOrigin(header: string | undefined, rules: SiteOriginRules): string | null {
  if (header === undefined || header === 'null') return null;
  const parsed = parseSiteOrigin(header, rules);
  if (!parsed.ok || parsed.trimmed || parsed.origin !== header.toLowerCase()) return null;
  return parsed.origin;
}

/**
 * Origins that differ only by a `www.` or the scheme, for the 'did you mean' hint of a refused
 * origin (the missing `www.` is the usual typo): the sites among `sites` that `origin` resembles.
 */
export function similarSites(origin: string, sites: readonly string[]): string[] {
  const bare = (o: string) => o.replace(/^https?:\/\//, '').replace(/^www\./, '');
  const key = bare(origin);
  return sites.filter((site) => site !== origin && bare(site) === key);
}

/** The rules of an environment: https only in production (`ENVIRONMENT` of wrangler.jsonc). */
export function siteOriginRules(environment: string | undefined): SiteOriginRules {
  return { allowLoopbackHttp: environment !== 'production' };
}
