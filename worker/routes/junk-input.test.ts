/**
 * Property-based robustness test of the whole public API: every method + path of `publicApi`
 * (and of `localSecureApi`, the part of /api/rs/secure the worker serves itself when no back
 * office is configured) gets generated junk (arbitrary JSON, right field names with wrong types, injection-looking and
 * huge strings, malformed JSON, wrong Content-Types, oversized bodies, junk query strings, path
 * segments, cookies and headers). Whatever arrives, the API must
 *   - never answer 5xx (nor redirect),
 *   - answer JSON, and every 4xx in exactly the error shape {message, errors: [{field, code}]},
 *   - write nothing when it refuses (4xx): the row counts of every application table are compared
 *     before and after each request (rate_limits and login_throttle excluded: refused attempts and failed logins are counted on purpose).
 * Junk may legitimately succeed (GET routes ignore unknown parameters, a valid e-mail is a valid
 * e-mail): 2xx answers are only required to be JSON.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_BACK_SLOTS, HELP_REQUEST_TYPES } from '../../src/contracts/help-request.ts';
import { TEMPLATE_KEYS } from '../../src/contracts/templates/template-keys.ts';
import { BUILDING_TYPES, HOTEL_TYPES } from '../../src/domain/hotel-types.ts';
import { POLICE_FILE_TYPE } from '../http/headers.ts';
import { MAX_JSON_BODY_BYTES } from '../middleware/request-guards.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { DEMO_MANAGER } from '../seed/demo-data.ts';
import { buildSeedStatements } from '../seed/seed-sql.ts';
import { publicApi } from './public.ts';
import { localSecureApi } from './secure-local.ts';

const API = 'https://itaca.test/api/rs/public';
const SECURE_API = 'https://itaca.test/api/rs/secure';

/** Which mount a route belongs to: /api/rs/public (publicApi) or /api/rs/secure (localSecureApi). */
type Api = 'public' | 'secure';
const BASE_URLS: Record<Api, string> = { public: API, secure: SECURE_API };

// ---------------------------------------------------------------------------------------------
// Junk values

/** Strings that look like attacks or trip up naive parsing, encoding or rendering. */
const NASTY_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE managers; --",
  '" OR ""="',
  '1; SELECT * FROM sessions',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: evil=1',
  '\t',
  '\u202Eevil\u202C',
  '\u200F\u200E\u200B\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '😀🏨🇮🇹👨‍👩‍👧‍👦',
  'Zalgo: Z̷̧̛a̵͎͝l̶̨̛g̸̢͝o̴͚̓',
  '𝕳𝖔𝖙𝖊𝖑',
  'ﷺ',
  'مرحبا بالعالم',
  '日本語のホテル',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(400),
  '',
  ' ',
  '   \n  ',
  'x'.repeat(10_000),
  '😀'.repeat(5_000),
  '\u202E'.repeat(10_000),
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);

const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(nastyString, fc.string({ maxLength: 8 }), nastyString).map((parts) => parts.join('')),
  },
);

const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, -0, -1, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e-308, 999_999_999),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, biased towards the nasty ones. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: junkScalar },
  { weight: 1, arbitrary: fc.array(junkScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(junkString, junkScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, [], [[]], [null], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// ---------------------------------------------------------------------------------------------
// URL pieces

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD) except unreserved ones. */
function percentEncode(text: string): string {
  return percentEncodeBytes(new TextEncoder().encode(text));
}

function percentEncodeBytes(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Raw URL text that is not (or not quite) valid percent-encoding, sent as is. */
const RAW_URL_JUNK = [
  '%',
  '%%',
  '%zz',
  '%G0',
  '%E0%A4%A',
  '%C0%AF',
  '%C0%80',
  '%FF%FE',
  '%00',
  '%0A',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%2F',
  '%5C',
  '%2e%2e',
  '%252e%252e',
  '%u0041',
  '+',
  '++',
  ';',
  ',',
  '*',
  '@',
  ':',
  '!',
  "'",
  '(',
  ')',
  '$',
  '&',
  '=',
  '[',
  ']',
  '..',
  '.',
];

const rawUrlJunk = fc.constantFrom(...RAW_URL_JUNK);

/** One URL component (path segment or query key/value) of junk, in its final (encoded or raw) form. */
const junkUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: junkString.map(percentEncode) },
  { weight: 2, arbitrary: rawUrlJunk },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 12 }).map(percentEncodeBytes) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(rawUrlJunk, fc.stringMatching(/^[A-Za-z0-9]{0,4}$/)), { maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

/** Plausible-but-wrong values of the query parameters the public routes read. */
const QUERY_VALUES = [
  '0',
  '1',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  '100000',
  '100001',
  '99999999999999999999',
  '3',
  '100',
  '101',
  '0x10',
  'NaN',
  'Infinity',
  ' 7',
  'true',
  'false',
  'TRUE',
  'yes',
  '1',
  'on',
  'name',
  'name,desc',
  'name,DESC',
  'createdDate,asc',
  'classification,desc',
  'score,asc',
  'id,desc',
  'name,sideways',
  'name;DROP TABLE hotels',
  'name,desc,extra',
  'constructor,asc',
  '__proto__',
  'en',
  'it',
  'EN-gb',
  'it_IT',
  'de',
  'zh_hant_tw',
  '*',
  'manager@example.com',
  'MANAGER@EXAMPLE.COM',
  'a@b.it',
  'not-an-email',
  'x@[127.0.0.1]',
  'Roma',
  'ro',
  'München',
  'Via del Corso 12, Roma',
  'Via del Corso, 12, Roma',
  'Via del Corso 12 Roma',
  ', , ,',
  'city',
  'address',
  'IT',
  'it',
  'XX',
  // Currencies (booking/exchange-rates).
  'EUR',
  'USD',
  'JPY',
  'XYZ',
  'eur',
  'ca-dei-dogi-venezia',
  // Dates and formats (the police report's `date` and `format`).
  '2025-03-10',
  '2026-02-29',
  '2999-01-01',
  'json',
  'file',
];

const QUERY_KEYS = [
  'page',
  'size',
  'sort',
  'enabled',
  'onlyPending',
  'language',
  'email',
  'sendEmail',
  'q',
  'kind',
  'country',
  // Booking engine (booking*.ts).
  'checkin',
  'checkout',
  'from',
  'to',
  'adults',
  'children',
  'rooms',
  'promo',
  'token',
  'base',
  'hotel',
  'date',
  'format',
];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES).map(percentEncode) },
  { weight: 3, arbitrary: junkUrlPart },
  { weight: 1, arbitrary: fc.constant('') },
);

/** '' or '?k=v&…' with known and junk keys, repeated keys, keys without values. */
const junkQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            { weight: 5, arbitrary: fc.constantFrom(...QUERY_KEYS) },
            { weight: 1, arbitrary: junkUrlPart },
          ),
          fc.option(queryValue, { freq: 8, nil: undefined }),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => `?${pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&')}`),
  },
);

// ---------------------------------------------------------------------------------------------
// Headers

/** Header values must be ByteStrings: keep junk headers to printable ASCII. */
const asciiJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s) && s.length < 500)),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const WRONG_CONTENT_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----junk',
  'application/xml',
  'application/jsonp',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/jsonx',
  'json',
  '*/*',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'Application/Json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json;charset=iso-8859-1',
  'application/json;;',
  'application/json; boundary="',
];

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
);

const fetchSite: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('same-origin') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(undefined, 'none', 'cross-site', 'same-site', 'SAME-ORIGIN', 'junk'),
  },
);

const origin: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('https://itaca.test', 'https://evil.example', 'null', 'itaca.test'),
  },
);

type SessionKind = 'none' | 'valid' | 'junk';

const cookieJunk: fc.Arbitrary<string> = fc.oneof(
  asciiJunk.map((v) => `${SESSION_COOKIE}=${v.replace(/;/g, '')}`),
  fc.constant(`${SESSION_COOKIE}=${'A'.repeat(43)}`),
  fc.constant(`${SESSION_COOKIE}=`),
  fc.constant(`itaca_session=${'B'.repeat(43)}`),
  fc.constantFrom(...RAW_URL_JUNK).map((v) => `X-ITACA-LOCALE=${v}`),
  asciiJunk.map((v) => `X-ITACA-LOCALE=${v.replace(/;/g, '')}`),
  fc.constant(`X-ITACA-LOCALE=de; X-ITACA-LOCALE=it; ${SESSION_COOKIE}=x; ${SESSION_COOKIE}=y`),
  asciiJunk,
);

type Extras = {
  contentType: string | undefined;
  fetchSite: string | undefined;
  origin: string | undefined;
  acceptLanguage: string | undefined;
  session: SessionKind;
  /** The Cookie header when `session` is 'junk'. */
  cookie: string;
};

const extras: fc.Arbitrary<Extras> = fc.record({
  contentType,
  fetchSite,
  origin,
  acceptLanguage: fc.option(
    fc.oneof(asciiJunk, fc.constantFrom('it-IT,it;q=0.9', 'de;q=abc, it;q=-1', '*;q=1', ';;;,,,', 'q=1')),
    { freq: 3, nil: undefined },
  ),
  session: fc.constantFrom<SessionKind>('none', 'none', 'valid', 'junk'),
  cookie: cookieJunk,
});

// ---------------------------------------------------------------------------------------------
// Bodies

type Body = string | Uint8Array<ArrayBuffer> | undefined;

const encoder = new TextEncoder();

/** JSON text that does not parse, or parses into something odd. */
const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"email":',
    "{'email': 'a@b.it'}",
    '{"email": "a@b.it",}',
    '{email: "a@b.it"}',
    'NaN',
    'undefined',
    '{"a":1}{"b":2}',
    '\uFEFF{"email":"a@b.it"}',
    '{"email":"\\ud800"}',
    '{"email":"a@b.it\\u0000"}',
    '{"email":"\\x41"}',
    '{"count": 1e400, "roomsNumber": -1e400, "stars": 1e-400}',
    '{"id": 123456789012345678901234567890}',
    '[1,2,',
    '"just a string"',
    'null',
    'true',
    '0',
    '-',
    '{"__proto__":{"isAdmin":true},"email":"a@b.it"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"email":"a@b.it","email":{"nested":1}}',
    '// comment\n{}',
    '\u0000',
    '[]'.repeat(1000),
    '['.repeat(20_000),
    '{"a":'.repeat(5_000),
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  ),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))),
  fc.json().chain((text) => fc.nat(text.length).map((n) => `${text.slice(0, n)}\u0000${text.slice(n)}`)),
  junkString,
);

/** Bytes that are not UTF-8, alone or inside a JSON string. */
const invalidUtf8: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
  fc
    .constantFrom([0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80])
    .map(
      (bad) =>
        new Uint8Array([...encoder.encode('{"email":"a'), ...bad, ...encoder.encode('@b.it","lang":"en"}')]),
    ),
);

type Path = (string | number)[];

function allPaths(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...allPaths(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...allPaths(item, [...prefix, key]));
  }
  return paths;
}

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'wrap' };

/** `value` with the node at `path` replaced by junk, deleted, or wrapped in an array. */
function mutate(value: unknown, path: Path, mutation: Mutation): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) {
    if (mutation.kind === 'set') return mutation.value;
    if (mutation.kind === 'wrap') return [copy];
    return undefined;
  }
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (mutation.kind === 'set') parent[last] = mutation.value;
  else if (mutation.kind === 'wrap') parent[last] = [parent[last]];
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: junkValue.map((value): Mutation => ({ kind: 'set', value })) },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'delete' }) },
  { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'wrap' }) },
);

/** A valid body with one node (root included) broken. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((body) =>
    fc.tuple(fc.constantFrom(...allPaths(body)), mutation).map(([path, m]) => mutate(body, path, m)),
  );
}

/** The right field names, each with a plausible or a junk value, plus maybe some junk keys. */
function wrongTypes(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, plausible] of Object.entries(fields)) {
    model[key] = fc.oneof({ weight: 1, arbitrary: plausible }, { weight: 2, arbitrary: junkValue });
  }
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.option(fc.dictionary(junkString, junkValue, { maxKeys: 3 }), { freq: 4, nil: undefined }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** Every kind of junk body for a route whose valid bodies `valid` generates. */
function junkBody(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: mutated(valid).map((v) => JSON.stringify(v)) },
    { weight: 3, arbitrary: wrongTypesOf(valid).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** `wrongTypes` over the field names of the bodies `valid` generates (nested objects get junk too). */
function wrongTypesOf(valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return valid.chain((sample) => {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(sample)) {
      fields[key] =
        value !== null && typeof value === 'object'
          ? fc.oneof(fc.constant(value), mutated(fc.constant(value)))
          : fc.constant(value);
    }
    return wrongTypes(fields);
  });
}

// ---------------------------------------------------------------------------------------------
// Valid-looking bodies of each JSON route

const email = fc.oneof(
  fc.constantFrom(
    DEMO_MANAGER.email,
    DEMO_MANAGER.email.toUpperCase(),
    'guest@example.it',
    'a@b.it',
    ' spaced@example.com ',
    'x@[127.0.0.1]',
    'user@example.com:8080',
  ),
  fc.emailAddress(),
);

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 3, nil: undefined });

const demoRequestBody = fc.record({
  name: fc.constantFrom('Anna', 'Zoë', 'Jean-Luc'),
  surname: fc.constantFrom('Rossi', "D'Amico"),
  email,
  phone: optional(fc.constantFrom('+39 0612345678', '0612345678')),
  hotelName: fc.constantFrom('Hotel Aurora', 'B&B <Sole>'),
  hotelType: optional(fc.constantFrom(...HOTEL_TYPES)),
  roomsNumber: optional(fc.integer({ min: 1, max: 999 })),
  message: optional(fc.constantFrom('Hello\nthere', 'Call me')),
  language: optional(fc.constantFrom('en', 'it')),
  privacy: fc.constant(true),
});

const addressInfo = fc.record({
  address: fc.constantFrom('Via Roma 1, Roma', 'Piazza Duomo'),
  street: fc.constantFrom('Via Roma', 'Piazza Duomo'),
  number: optional(fc.constantFrom('1', '12/b')),
  zipcode: optional(fc.constantFrom('00100', '20121')),
  city: fc.constantFrom('Roma', 'Milano'),
  province: optional(fc.constantFrom('RM', 'MI')),
  country: fc.constantFrom('Italy', 'IT'),
  timeZoneId: optional(fc.constant('Europe/Rome')),
  geo: optional(fc.constant({ type: 'Point', coordinates: [12.5, 41.9] })),
  offset: optional(fc.constantFrom(60, 120)),
});

const quoteHotel = fc.record({
  name: fc.constantFrom('Hotel Aurora', 'Villa Blu', 'Casa'),
  type: fc.constantFrom(...HOTEL_TYPES),
  stars: fc.integer({ min: 1, max: 5 }),
  roomsNumber: fc.integer({ min: 1, max: 21 }),
  addressInfo,
});

/** Multiple-hotel quotes have 2 to 4 hotels, sometimes the maximum of 50. */
const quoteBody = fc
  .tuple(
    fc.constantFrom(...BUILDING_TYPES),
    fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 2, max: 4 }) },
      { weight: 1, arbitrary: fc.constant(50) },
    ),
    email,
    fc.boolean(),
  )
  .chain(([buildingType, multipleCount, managerEmail, group]) => {
    const count = buildingType === 'MULTIPLE_HOTELS' ? multipleCount : 1;
    return fc.record({
      manager: fc.constant({ email: managerEmail }),
      buildingType: fc.constant(buildingType),
      count: fc.constant(count),
      hotels: fc.array(quoteHotel, { minLength: count, maxLength: count }),
      group: fc.constant(group),
      groupName: optional(fc.constantFrom('Gruppo Sole', 'Aurora Hotels')),
      language: optional(fc.constantFrom('en', 'it')),
    });
  });

const helpRequestBody = fc.record({
  type: fc.constantFrom(...HELP_REQUEST_TYPES),
  hours: optional(fc.constantFrom(...CALL_BACK_SLOTS)),
  phone: fc.constantFrom('+39 0612345678', '3331234567'),
  email,
  text: fc.constantFrom('Please call me back', 'Help!\nThanks'),
  sender: optional(fc.constantFrom('Anna', 'Hotel Aurora')),
});

const loginBody = fc.record({
  email: fc.oneof(email, fc.constantFrom(DEMO_MANAGER.username, 'MANAGER')),
  password: fc.constantFrom(DEMO_MANAGER.password, 'Wrong2026!', 'x'),
  rememberMe: optional(fc.boolean()),
});

const forgotPasswordBody = fc.record({ email });

const resetPasswordBody = fc.record({
  id: fc.constantFrom(randomToken(16), 'id', 'x'.repeat(128)),
  hash: fc.constantFrom(randomToken(32), 'hash'),
  password: fc.constant('NewPassw0rd'),
  confirmPassword: fc.constantFrom('NewPassw0rd', 'Other1234'),
});

const langBody = fc.record({ lang: fc.constantFrom('en', 'it', 'EN-gb', 'de') });

// ---------------------------------------------------------------------------------------------
// Routes

type Method = string;

/** Where and what to send; `method` overrides the route's (generic specs of `ALL` routes). */
type Target = { path: string; body: Body; method?: string };

type RouteSpec = {
  method: Method;
  /** The path as `publicApi` (or `localSecureApi`) registers it. */
  pattern: string;
  /** Default 'public'. */
  api?: Api;
  /** Concrete paths (junk segments for the parameters) and, for writes, bodies to send. */
  target: fc.Arbitrary<Target>;
};

const numericSegment = fc.oneof(
  fc.constantFrom('1', '2', '3', '20', '21', '0', '-1', '1e3', '0x10', '%207', '1.5', 'NaN', 'Infinity'),
  fc.constantFrom('9007199254740991', '9007199254740993', '99999999999999999999', '0000000000000001'),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

const languageSegment = fc.constantFrom(
  'en',
  'it',
  'EN',
  'en-GB',
  'it_IT',
  'de',
  'zh_hant_tw',
  'x'.repeat(40),
);

/** A path segment for a parameter: plausible values or junk (never empty, never a bare slash). */
function segment(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .oneof({ weight: 1, arbitrary: plausible }, { weight: 3, arbitrary: junkUrlPart })
    .map((s) => s || '%20');
}

const templatePath = fc.oneof(
  fc.tuple(fc.constantFrom(...TEMPLATE_KEYS), junkUrlPart).map(([key, tail]) => `/template/${key}/${tail}`),
  fc
    .array(segment(fc.constantFrom('terms', 'reviews', 'faq', 'guidelines')), { minLength: 1, maxLength: 4 })
    .map((parts) => `/template/${parts.join('/')}`),
  fc.constantFrom('/template/%2e%2e/about', '/template/terms%2Fmanager', '/template/FAQ', '/template/faq%00'),
);

const langPath = segment(languageSegment).map((s) => `/lang/${s}`);

const placeIdSegment = fc
  .constantFrom(
    'it:058091',
    'gn:2867714',
    'gn:0',
    'it:',
    'it:058091x',
    'addr:it:058091:12:Via del Corso',
    'addr:gn:2867714::Marienplatz',
    'addr:it:058091:99999999:Via',
    'addr:it:058091:12:',
    'addr:it:058091:12:12',
    `addr:it:058091:1:${'x'.repeat(300)}`,
    'addr:addr:it:058091:1:x',
  )
  .map(percentEncode);

function read(pattern: string, path: fc.Arbitrary<string> = fc.constant(pattern)): RouteSpec {
  return { method: 'GET', pattern, target: path.map((p) => ({ path: p, body: undefined })) };
}

function write(method: Method, pattern: string, valid: fc.Arbitrary<Record<string, unknown>>): RouteSpec {
  return { method, pattern, target: fc.record({ path: fc.constant(pattern), body: junkBody(valid) }) };
}

// Booking engine (worker/routes/booking*.ts): demo hotels and reservations exist (the seed loads them).
const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const bookingDate = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 400 }).map(dayOffset) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2026-02-30', '20270101', '2027-13-01', '', 'tomorrow', '2027-01-01T00:00'),
  },
);
const compactBookingDate = bookingDate.map((date) => percentEncode(date.replaceAll('-', '')));
const hotelRef = fc.constantFrom(
  '1',
  '2',
  '3',
  '5',
  '11',
  '999999',
  'ca-dei-dogi-venezia',
  'chalet-sassolungo-val-gardena',
);
const reservationCode = fc.constantFrom('DEMOVE0001', 'DEMORM0006', 'ZZZZZZZZZZ', 'demove0001');
const bookingPeople = fc.record({
  adults: fc.integer({ min: 0, max: 5 }),
  boys: optional(fc.integer({ min: 0, max: 2 })),
  children: optional(fc.integer({ min: 0, max: 2 })),
  kids: optional(fc.integer({ min: 0, max: 2 })),
});
const reservationBody = fc.record({
  stay: fc.record({ checkin: bookingDate, checkout: bookingDate }),
  rooms: fc.array(
    fc.record({
      roomTypeId: fc.constantFrom(101, 102, 104, 201, 301, 999),
      ratePlanId: fc.constantFrom(11, 12, 13, 21, 31, 999),
      people: bookingPeople,
      services: optional(
        fc.array(
          fc.record({ serviceId: fc.constantFrom(152, 154, 999), count: fc.integer({ min: -1, max: 3 }) }),
          { maxLength: 2 },
        ),
      ),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  guest: fc.record({
    email,
    name: fc.constantFrom('Anna', 'Zoë'),
    surname: fc.constantFrom('Rossi', "D'Amico"),
    phone: fc.record({
      prefix: fc.constantFrom('+39', '39', '+1'),
      number: fc.constantFrom('3331234567', '333 123 4567', 'abc'),
    }),
    nationality: fc.constantFrom('Italia', 'France'),
    countryIso: optional(fc.constantFrom('IT', 'fr', 'ITA')),
    consents: optional(fc.record({ MARKETING: fc.boolean(), PROFILING: fc.record({ value: fc.boolean() }) })),
    language: optional(fc.constantFrom('en', 'it', 'de')),
  }),
  card: optional(
    // What the widget sends (brand, last 4, expiry), and now and then a number or a CVV it never sends.
    fc.record({
      circuit: fc.constantFrom('VISA', 'AMEX', 'DINERS_CLUB', 'CARTA_SI'),
      last4: fc.constantFrom('1111', '0005', '11a1', ''),
      expiryMonth: fc.integer({ min: 0, max: 13 }),
      expiryYear: fc.integer({ min: 2024, max: 2045 }),
      number: optional(fc.constantFrom('4111 1111 1111 1111', '378282246310005')),
      cvv: optional(fc.constantFrom('123', '1234')),
    }),
  ),
  promo: optional(fc.constantFrom('VENEZIA10', 'nope')),
  expectedTotal: optional(fc.double({ min: 0, max: 5000, noNaN: true })),
});

const BOOKING_SPECS: RouteSpec[] = [
  read(
    '/hotels/bestav/:hotelId/:checkin/:checkout',
    fc
      .tuple(segment(hotelRef), segment(compactBookingDate), segment(compactBookingDate))
      .map(([hotel, checkin, checkout]) => `/hotels/bestav/${hotel}/${checkin}/${checkout}`),
  ),
  read(
    '/booking/hotels/:idOrAlias',
    segment(hotelRef).map((h) => `/booking/hotels/${h}`),
  ),
  read(
    '/booking/hotels/:idOrAlias/calendar',
    segment(hotelRef).map((h) => `/booking/hotels/${h}/calendar`),
  ),
  read(
    '/booking/hotels/:idOrAlias/search',
    segment(hotelRef).map((h) => `/booking/hotels/${h}/search`),
  ),
  {
    method: 'POST',
    pattern: '/booking/hotels/:idOrAlias/reservations',
    target: fc.record({
      path: segment(hotelRef).map((h) => `/booking/hotels/${h}/reservations`),
      body: junkBody(reservationBody),
    }),
  },
  // Query keys `base` and `hotel` (QUERY_KEYS) carry the currencies and hotels of QUERY_VALUES.
  read('/booking/exchange-rates'),
  read(
    '/booking/reservations/:code',
    segment(reservationCode).map((code) => `/booking/reservations/${code}`),
  ),
  {
    method: 'POST',
    pattern: '/booking/reservations/:code/cancel',
    target: fc.record({
      path: segment(reservationCode).map((code) => `/booking/reservations/${code}/cancel`),
      body: junkBody(
        fc.record({ token: fc.constantFrom('A'.repeat(43), 'short', ''), preview: optional(fc.boolean()) }),
      ),
    }),
  },
  // Online check-in (decision 058): the manage token in the query (GET) or the body (PUT).
  read(
    '/booking/reservations/:code/online-check-in',
    segment(reservationCode).map((code) => `/booking/reservations/${code}/online-check-in`),
  ),
  {
    method: 'PUT',
    pattern: '/booking/reservations/:code/online-check-in',
    target: fc.record({
      path: segment(reservationCode).map((code) => `/booking/reservations/${code}/online-check-in`),
      body: junkBody(
        fc.record({
          token: fc.constantFrom('A'.repeat(43), 'short', ''),
          version: fc.constantFrom(0, 1, -1, 2 ** 40),
          document: fc.record({
            uuid: fc.constantFrom('guest-0001', 'x', ''),
            name: fc.string(),
            surname: fc.string(),
            resident: fc.boolean(),
          }),
        }),
      ),
    }),
  },
  {
    method: 'POST',
    pattern: '/booking/reservations/:code/change',
    target: fc.record({
      path: segment(reservationCode).map((code) => `/booking/reservations/${code}/change`),
      body: junkBody(
        fc.record({
          token: fc.constantFrom('A'.repeat(43), 'short', ''),
          checkin: fc.constantFrom('2026-12-01', '2026-02-30', ''),
          checkout: fc.constantFrom('2026-12-04', '2020-01-01', 'x'),
          preview: optional(fc.boolean()),
          newTotalCents: optional(fc.constantFrom(-1, 0, 36_000)),
        }),
      ),
    }),
  },
];

// The staff's reservation actions (worker/routes/secure-reservations.ts). The demo manager (the
// 'valid' session) runs hotels 1, 2, 3 and 5; 4 and 11 are somebody else's. Dot segments are left
// out: the URL parser would resolve them into another path (the body guards of these routes only
// cover their own paths, so the 413 property would not hold for those).
const staffHotel = fc.constantFrom('1', '2', '3', '5', '4', '11', '999999', '0', 'ca-dei-dogi-venezia');
const isDotSegment = (s: string) => /^(?:\.|%2e){1,2}$/i.test(s);
const staffPath = (suffix: string) =>
  fc
    .tuple(segment(staffHotel), segment(reservationCode))
    .filter(([hotel, code]) => !isDotSegment(hotel) && !isDotSegment(code))
    .map(([hotel, code]) => `/hotels/${hotel}/reservations/${code}${suffix}`);
const staffActionBody = fc.record({ preview: optional(fc.boolean()) });

// The police report (worker/routes/secure-police-report.ts): the demo's hotels and others, dates
// past, impossible and future, files of no hotel.
const policePath = (suffix: string) =>
  segment(staffHotel)
    .filter((hotel) => !isDotSegment(hotel))
    .map((hotel) => `/hotels/${hotel}/police-report${suffix}`);
const policeExportBody = fc.record({
  date: fc.constantFrom('2025-03-10', '2026-02-29', '2999-01-01', '10/03/2025', ''),
  resend: optional(fc.boolean()),
});
const exportId = fc.constantFrom('0f8fad5b-d9cb-469f-a165-70867728950e', 'ABC', '0'.repeat(36));
// The folio (worker/routes/secure-folio.ts): amounts of every sign and size, methods known and
// not, texts empty and too long, versions current or stale, card-number-looking references.
const folioCents = fc.constantFrom(-100_000_001, -500, 0, 1, 2000, 12.5, 100_000_000, 100_000_001);
const folioMethod = fc.constantFrom('CASH', 'CARD', 'BANK_TRANSFER', 'OTA_VIRTUAL_CARD', 'OTHER', 'BITCOIN');
const folioText = (max: number) => fc.constantFrom('Parking', '', ' ', 'x'.repeat(max + 1), 'Minibar\u0000');
const folioVersion = fc.integer({ min: 0, max: 3 });
const folioWrite = (suffix: string, body: fc.Arbitrary<Record<string, unknown>>): RouteSpec => ({
  method: 'POST',
  pattern: `/hotels/:hotelId/reservations/:code/folio/${suffix}`,
  api: 'secure',
  target: fc.record({ path: staffPath(`/folio/${suffix}`), body: junkBody(body) }),
});
const FOLIO_SPECS: RouteSpec[] = [
  { ...read('/hotels/:hotelId/reservations/:code/folio', staffPath('/folio')), api: 'secure' },
  { ...read('/hotels/:hotelId/reservations/:code/receipt', staffPath('/receipt')), api: 'secure' },
  folioWrite(
    'charges',
    fc.record({
      description: folioText(80),
      amountCents: folioCents,
      vatClass: fc.constantFrom('EXTRAS', 'ACCOMMODATION', 'ZERO'),
      reason: optional(folioText(200)),
      version: folioVersion,
    }),
  ),
  folioWrite(
    'payments',
    fc.record({
      amountCents: folioCents,
      method: folioMethod,
      reference: optional(fc.constantFrom('POS 0042', '4111111111111111', 'x'.repeat(61))),
      version: folioVersion,
    }),
  ),
  folioWrite(
    'refunds',
    fc.record({
      amountCents: folioCents,
      method: folioMethod,
      reference: optional(fc.constantFrom('POS 0042', '')),
      reason: folioText(200),
      version: folioVersion,
    }),
  ),
  folioWrite('receipts', fc.constant({})),
  {
    method: 'POST',
    pattern: '/hotels/:hotelId/reservations/:code/folio/receipts/:year/:number/void',
    api: 'secure',
    target: fc.record({
      path: fc
        .tuple(
          staffPath('/folio/receipts'),
          segment(fc.constantFrom('2026', '1999', 'abc')),
          segment(fc.constantFrom('1', '0', '99999')),
        )
        .filter(([, year, number]) => !isDotSegment(year) && !isDotSegment(number))
        .map(([base, year, number]) => `${base}/${year}/${number}/void`),
      body: junkBody(fc.record({ reason: folioText(200) })),
    }),
  },
  folioWrite(
    'waivers',
    fc.record({ amountCents: optional(folioCents), reason: folioText(200), version: folioVersion }),
  ),
];

// Changing a booking (worker/routes/secure-booking-change.ts): dates real, impossible and past,
// totals of every sign, versions current or stale, an overbooking asked or not.
const changeDate = fc.constantFrom('2026-12-01', '2026-12-04', '2026-02-30', '2020-01-01', '01/12/2026', '');
const changeCents = fc.constantFrom(-1, 0, 12.5, 36_000, 2_000_000_001);
const CHANGE_SPECS: RouteSpec[] = [
  {
    ...read(
      '/hotels/:hotelId/reservations/:code/change-quote',
      fc
        .tuple(
          staffPath('/change-quote'),
          fc.record({
            checkin: changeDate,
            checkout: changeDate,
            roomId: fc.constantFrom('1', '0', '-3', '999999999', 'x', ''),
          }),
        )
        .map(([base, query]) => `${base}?${new URLSearchParams(query)}`),
    ),
    api: 'secure',
  },
  {
    method: 'POST',
    pattern: '/hotels/:hotelId/reservations/:code/change',
    api: 'secure',
    target: fc.record({
      path: staffPath('/change'),
      body: junkBody(
        fc.record({
          checkin: changeDate,
          checkout: changeDate,
          // A reservation room of this reservation or of none (several rooms: the one changed).
          roomId: optional(fc.constantFrom(1, 0, -3, 999_999_999, 'x')),
          roomTypeId: optional(fc.constantFrom(1, 0, -3, 'x')),
          adults: optional(fc.constantFrom(0, 2, 99)),
          version: folioVersion,
          newTotalCents: changeCents,
          penaltyCents: changeCents,
          allowOverbooking: optional(fc.boolean()),
        }),
      ),
    }),
  },
  {
    method: 'PUT',
    pattern: '/hotels/:hotelId/reservations/:code/nights/:date/price',
    api: 'secure',
    target: fc.record({
      path: fc
        .tuple(staffPath('/nights'), segment(changeDate))
        .filter(([, date]) => !isDotSegment(date))
        .map(([base, date]) => `${base}/${date}/price`),
      body: junkBody(
        fc.record({
          roomId: optional(fc.constantFrom(1, 0, -3, 999_999_999, 'x')),
          priceCents: changeCents,
          reason: folioText(200),
          version: folioVersion,
        }),
      ),
    }),
  },
];

const SECURE_SPECS: RouteSpec[] = [
  ...FOLIO_SPECS,
  ...CHANGE_SPECS,
  { ...read('/hotels/:hotelId/reservations/:code', staffPath('')), api: 'secure' },
  { ...read('/hotels/:hotelId/police-report', policePath('')), api: 'secure' },
  {
    ...read(
      '/hotels/:hotelId/police-report/exports/:exportId',
      fc
        .tuple(policePath('/exports'), segment(exportId))
        .filter(([, id]) => !isDotSegment(id))
        .map(([path, id]) => `${path}/${id}`),
    ),
    api: 'secure',
  },
  {
    method: 'POST',
    pattern: '/hotels/:hotelId/police-report/exports',
    api: 'secure',
    target: fc.record({ path: policePath('/exports'), body: junkBody(policeExportBody) }),
  },
  ...['cancel', 'no-show', 'early-checkout'].map(
    (action): RouteSpec => ({
      method: 'POST',
      pattern: `/hotels/:hotelId/reservations/:code/${action}`,
      api: 'secure',
      target: fc.record({ path: staffPath(`/${action}`), body: junkBody(staffActionBody) }),
    }),
  ),
  // Revenue figures and the cash report (worker/routes/secure-revenue.ts): ranges good, reversed,
  // too long, half a comparison, junk dates.
  ...(['revenue', 'cash-report'] as const).map(
    (route): RouteSpec => ({
      ...read(
        `/hotels/:hotelId/${route}`,
        fc
          .tuple(
            segment(staffHotel),
            optional(bookingDate),
            optional(bookingDate),
            optional(bookingDate),
            optional(bookingDate),
          )
          .filter(([hotel]) => !isDotSegment(hotel))
          .map(([hotel, from, to, compareFrom, compareTo]) => {
            const query = new URLSearchParams();
            for (const [name, value] of Object.entries({ from, to, compareFrom, compareTo })) {
              if (value !== undefined) query.set(name, value);
            }
            return `/hotels/${hotel}/${route}?${query}`;
          }),
      ),
      api: 'secure',
    }),
  ),
  // The front desk (worker/routes/secure-front-desk.ts): dates good and junk, rooms of other
  // types and hotels, versions current or stale.
  {
    ...read(
      '/hotels/:hotelId/front-desk',
      fc
        .tuple(segment(staffHotel), optional(bookingDate))
        .filter(([hotel]) => !isDotSegment(hotel))
        .map(
          ([hotel, date]) =>
            `/hotels/${hotel}/front-desk${date === undefined ? '' : `?date=${percentEncode(date)}`}`,
        ),
    ),
    api: 'secure',
  },
  { ...read('/hotels/:hotelId/reservations/:code/check-in', staffPath('/check-in')), api: 'secure' },
  {
    method: 'POST',
    pattern: '/hotels/:hotelId/reservations/:code/check-in',
    api: 'secure',
    target: fc.record({
      path: staffPath('/check-in'),
      body: junkBody(
        fc.record({
          version: optional(fc.integer({ min: 0, max: 4 })),
          rooms: optional(
            fc.array(
              fc.record({ id: fc.integer({ min: 0, max: 5000 }), roomId: fc.integer({ min: 0, max: 400 }) }),
              {
                maxLength: 3,
              },
            ),
          ),
        }),
      ),
    }),
  },
  ...['check-in/undo', 'check-out'].map(
    (action): RouteSpec => ({
      method: 'POST',
      pattern: `/hotels/:hotelId/reservations/:code/${action}`,
      api: 'secure',
      target: fc.record({
        path: staffPath(`/${action}`),
        body: junkBody(
          fc.record({ version: optional(fc.integer({ min: 0, max: 4 })), preview: optional(fc.boolean()) }),
        ),
      }),
    }),
  ),
];

// A hotel's room types and rooms (worker/routes/secure-room-types.ts, secure-rooms.ts): the demo
// hotels' room types (101, 102, 201…) and rooms, numbers new and taken, occupancies that break
// their own rules, versions current or stale.
const setupPath = (suffix: string, ids?: fc.Arbitrary<string>) =>
  fc
    .tuple(segment(staffHotel), ids ? segment(ids) : fc.constant(''))
    .filter(([hotel, id]) => !isDotSegment(hotel) && !isDotSegment(id))
    .map(([hotel, id]) => `/hotels/${hotel}${suffix}${ids ? `/${id}` : ''}`);
const setupIds = fc.constantFrom('1', '2', '101', '102', '201', '999999');
const setupRoomTypeId = fc.constantFrom(101, 102, 104, 201, 301, 999);
const setupCount = (max: number) => fc.integer({ min: -1, max });
const roomTypeBody = fc.record({
  name: fc.record({
    en: fc.constantFrom('Double', 'Suite <b>', ''),
    it: optional(fc.constantFrom('Doppia', '')),
  }),
  description: optional(fc.record({ en: optional(fc.constantFrom('Quiet.', 'x'.repeat(2001))) })),
  category: fc.constantFrom('DOUBLE', 'SUITE', 'DORMITORY', 'CASTLE'),
  occupancy: fc.record({
    adults: setupCount(4),
    boys: setupCount(2),
    children: setupCount(2),
    kids: setupCount(2),
    total: setupCount(6),
  }),
  baseOccupancy: optional(setupCount(5)),
  sizeSqm: optional(fc.integer({ min: -1, max: 20_000 })),
  amenities: optional(
    fc.constantFrom<unknown>([], ['WIFI', 'TV'], ['WIFI', 'WIFI'], ['JACUZZI'], 'WIFI', [1]),
  ),
  enabled: optional(fc.boolean()),
});
const roomBody = fc.record({
  roomTypeId: setupRoomTypeId,
  number: fc.constantFrom('901', 'A1', '1', '#1', '', 'Suite Lago'),
  floor: optional(fc.integer({ min: -20, max: 300 })),
  notes: optional(fc.constantFrom('Quiet', '', 'x'.repeat(401))),
});
const rangeBody = fc.record({
  roomTypeId: setupRoomTypeId,
  from: fc.constantFrom('901', 'A1', '1', 'Lago'),
  to: fc.constantFrom('905', 'A3', '999', 'B2', '1'),
  floor: optional(fc.integer({ min: -20, max: 300 })),
});
const withVersion = (body: fc.Arbitrary<Record<string, unknown>>) =>
  fc.tuple(body, fc.integer({ min: 0, max: 3 })).map(([value, version]) => ({ ...value, version }));
const setupWrite = (
  method: string,
  pattern: string,
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<Record<string, unknown>>,
): RouteSpec => ({ method, pattern, api: 'secure', target: fc.record({ path, body: junkBody(body) }) });

// A hotel's policies and taxes (worker/routes/secure-policies.ts): charges of every type with
// and without their percentage, ids known and unknown, deposits of nights and percentages out
// of range, VAT rates and city tax bands that break their rules, versions current or stale.
const chargeBody = fc.record({
  type: fc.constantFrom('NONE', 'FIRST_NIGHT', 'PERCENTAGE', 'WHOLE_STAY', 'CUSTOM', 'HALF'),
  percentage: optional(fc.constantFrom(0, 1, 50, 100, 100.5, 12.345)),
});
const policiesBody = fc.record({
  cancellationPolicies: fc.array(
    fc.record({
      id: optional(fc.constantFrom(1, 2, 999999)),
      name: fc.constantFrom('Flexible', '', 'x'.repeat(61)),
      freeUntil: fc.option(
        fc.record({
          count: fc.integer({ min: -1, max: 400 }),
          unit: fc.constantFrom('DAYS', 'HOURS', 'WEEKS'),
        }),
      ),
      penalty: chargeBody,
      deposit: fc.boolean(),
      earlyCheckout: optional(
        fc.record({ nights: fc.integer({ min: -1, max: 40 }), percentage: fc.constantFrom(0, 50, 100) }),
      ),
    }),
    { maxLength: 3 },
  ),
  noShowPolicies: fc.array(
    fc.record({
      id: optional(fc.constantFrom(1, 999999)),
      name: fc.constantFrom('First night', ''),
      charge: chargeBody,
    }),
    { maxLength: 2 },
  ),
  deposit: fc.record({
    kind: fc.constantFrom('PERCENTAGE', 'NIGHTS', 'ALL'),
    value: fc.constantFrom(-1, 0, 1, 1.5, 30, 101),
    dueDaysBeforeArrival: optional(fc.integer({ min: -1, max: 400 })),
  }),
});
const taxesBody = fc.record({
  vat: fc.record({
    accommodation: fc.constantFrom(-1, 0, 10, 22.5, 10.123, 101),
    extras: fc.constantFrom(0, 22, 150),
  }),
  cityTax: fc.record({
    amountCents: fc.constantFrom(-1, 0, 350, 2.5, 10_001),
    payingBands: fc.subarray(['adults', 'boys', 'children', 'kids', 'pets']),
    maxNights: optional(fc.integer({ min: -1, max: 400 })),
  }),
});

// A room type's photos (worker/routes/secure-room-type-photos.ts): paths of no photo, of another
// hotel, climbing out ('..'), too long; versions current or stale.
const photoPath = fc.constantFrom(
  'room-types/1/101/00000000-0000-0000-0000-000000000000.jpg',
  'hotels/ca-dei-dogi-venezia/3.svg',
  '../gallery/1/x.jpg',
  '',
  'x'.repeat(201),
);
const photosPath = (suffix: string) =>
  fc
    .tuple(segment(staffHotel), segment(setupIds))
    .filter(([hotel, id]) => !isDotSegment(hotel) && !isDotSegment(id))
    .map(([hotel, id]) => `/hotels/${hotel}/room-types/${id}/photos${suffix}`);

const SETUP_SPECS: RouteSpec[] = [
  // Opening and closing for bookings take no body: junk bodies, and hotels that are not the demo
  // manager's or no ids at all (403, 400, 404). The demo's own hotels are left out: closing one
  // mid-sweep would refuse every later write on it and narrow the sweep (what the two routes do
  // is worker/routes/secure-setup-checklist.test.ts's).
  ...(['POST', 'DELETE'] as const).map((method) =>
    setupWrite(
      method,
      '/hotels/:hotelId/setup/open',
      segment(fc.constantFrom('0', '-1', 'abc', '11', '999999', '9'.repeat(30), 'ca-dei-dogi-venezia')).map(
        (hotel) => `/hotels/${hotel}/setup/open`,
      ),
      fc.constant({}),
    ),
  ),
  setupWrite('PUT', '/hotels/:hotelId/policies', setupPath('/policies'), withVersion(policiesBody)),
  setupWrite('PUT', '/hotels/:hotelId/taxes', setupPath('/taxes'), withVersion(taxesBody)),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/room-types/:id/photos/cover',
    photosPath('/cover'),
    withVersion(fc.record({ path: photoPath })),
  ),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/room-types/:id/photos/order',
    photosPath('/order'),
    withVersion(fc.record({ paths: fc.array(photoPath, { maxLength: 3 }) })),
  ),
  setupWrite('POST', '/hotels/:hotelId/room-types', setupPath('/room-types'), roomTypeBody),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/room-types/:id',
    setupPath('/room-types', setupIds),
    withVersion(roomTypeBody),
  ),
  setupWrite('POST', '/hotels/:hotelId/rooms', setupPath('/rooms'), roomBody),
  setupWrite('POST', '/hotels/:hotelId/rooms/range', setupPath('/rooms/range'), rangeBody),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/rooms/:id',
    setupPath('/rooms', setupIds),
    withVersion(fc.tuple(roomBody, fc.boolean()).map(([body, enabled]) => ({ ...body, enabled }))),
  ),
];

// A hotel's rate plans (worker/routes/secure-rate-plans.ts): the demo hotels' plans (11, 12, 13…)
// as parents and as plans edited, derivations in range or not, room types, channels and policies
// the hotel has or not, stay limits that cross.
const ratePlanBody = fc.record({
  name: fc.record({
    en: fc.constantFrom('Flexible', 'Saver <b>', ''),
    it: optional(fc.constantFrom('Flessibile', '')),
  }),
  type: fc.constantFrom('STANDARD', 'NOT_REFUNDABLE', 'CHEAP'),
  derivation: optional(
    fc.record({
      parentId: fc.constantFrom(11, 12, 13, 21, 999),
      kind: fc.constantFrom('PERCENTAGE', 'AMOUNT', 'RATIO'),
      value: fc.constantFrom(-10, 12.5, -100, -101, 1.125, -1500, 10.5, 2_000_000),
    }),
  ),
  includedMealPlans: optional(fc.constantFrom(['BREAKFAST'], ['BREAKFAST', 'BREAKFAST'], ['CAVIAR'], [])),
  roomTypeIds: optional(fc.constantFrom([101], [101, 102], [999], [])),
  channels: optional(fc.constantFrom(['WEBSITE'], ['WEBSITE', 'BOOKING'], ['NOPE'], ['lower'])),
  pricingModel: optional(fc.constantFrom('PER_ROOM', 'OCCUPANCY_BASED_PRICING', 'PER_GUEST')),
  occupantsForBaseRate: optional(setupCount(31)),
  cancellationPolicyId: optional(fc.constantFrom(1, 2, 11, 999)),
  noShowPolicyId: optional(fc.constantFrom(1, 2, 11, 999)),
  minStay: optional(setupCount(40)),
  maxStay: optional(setupCount(40)),
  enabled: optional(fc.boolean()),
  position: optional(fc.integer({ min: -1, max: 1000 })),
});
const ratePlanIds = fc.constantFrom('11', '12', '13', '21', '999999');

const RATE_PLAN_SPECS: RouteSpec[] = [
  setupWrite('POST', '/hotels/:hotelId/rate-plans', setupPath('/rate-plans'), ratePlanBody),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/rate-plans/:id',
    setupPath('/rate-plans', ratePlanIds),
    withVersion(ratePlanBody),
  ),
];

// A hotel's staff (worker/routes/secure-staff.ts): the demo manager (1), the demo staff (2, 3) and
// nobody; every role, known or not; statuses; versions current or stale. Invitations to new and
// taken addresses. The account routes never get the demo manager's password right (a success
// would end the sweep's other sessions), and sign out sessions of nobody.
const staffRole = fc.constantFrom(
  'OWNER',
  'MANAGER',
  'FRONT_DESK',
  'HOUSEKEEPING',
  'REVENUE',
  'ADMIN',
  'owner',
);
const staffUserIds = fc.constantFrom('1', '2', '3', '999999');
const STAFF_SPECS: RouteSpec[] = [
  setupWrite(
    'POST',
    '/hotels/:hotelId/staff/invitations',
    setupPath('/staff/invitations'),
    fc.record({ email: fc.oneof(email, fc.constant('frontdesk@example.com')), role: staffRole }),
  ),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/staff/:userId',
    setupPath('/staff', staffUserIds),
    withVersion(fc.record({ role: staffRole, status: fc.constantFrom('ACTIVE', 'SUSPENDED', 'GONE') })),
  ),
  {
    method: 'DELETE',
    pattern: '/hotels/:hotelId/staff/:userId',
    api: 'secure',
    target: fc.record({
      path: fc
        .tuple(
          setupPath('/staff', staffUserIds),
          fc.constantFrom('', '?version=0', '?version=1', '?version=x'),
        )
        .map(([path, query]) => `${path}${query}`),
      body: fc.constant(undefined),
    }),
  },
  {
    method: 'DELETE',
    pattern: '/hotels/:hotelId/staff/invitations/:invitationId',
    api: 'secure',
    target: fc.record({
      path: setupPath('/staff/invitations', fc.constantFrom('1', '2', '999999', '0', 'abc')),
      body: fc.constant(undefined),
    }),
  },
  {
    ...write(
      'PUT',
      '/account/password',
      fc.record({
        currentPassword: fc.constantFrom('Wrong2026!', '', 'x'.repeat(129)),
        password: fc.constantFrom('Changed2026!', 'short', 'x'.repeat(40)),
        confirmPassword: fc.constantFrom('Changed2026!', 'Other2026!'),
      }),
    ),
    api: 'secure',
  },
  {
    method: 'DELETE',
    pattern: '/account/sessions/:id',
    api: 'secure',
    target: fc.record({
      path: segment(fc.constantFrom('0123456789abcdef', 'ffffffffffffffff', 'ABCDEF0123456789', 'x')).map(
        (id) => `/account/sessions/${id}`,
      ),
      body: fc.constant(undefined),
    }),
  },
  // Two-factor sign-in (decision 061): codes of the right shape that are not the authenticator's,
  // recovery codes of every shape, passwords that are not the account's.
  {
    ...write('POST', '/account/two-factor/enrolment', fc.record({})),
    api: 'secure',
  },
  {
    ...write(
      'POST',
      '/account/two-factor/confirmation',
      fc.record({
        code: fc.constantFrom<unknown>('123456', '123 456', '12345', 'abcdef', '', 'x'.repeat(33), 123456),
      }),
    ),
    api: 'secure',
  },
  {
    ...write(
      'POST',
      '/account/two-factor/recovery-codes',
      fc.record({ currentPassword: fc.constantFrom('Wrong2026!', '', 'x'.repeat(129)) }),
    ),
    api: 'secure',
  },
  {
    ...write(
      'POST',
      '/account/two-factor/disable',
      fc.record({
        currentPassword: fc.constantFrom('Wrong2026!', ''),
        code: fc.constantFrom<unknown>('123456', '123 456', '12345', 'abcdef', '', 'x'.repeat(33), 123456),
      }),
    ),
    api: 'secure',
  },
  {
    ...write(
      'PUT',
      '/hotels/:hotelId/staff/two-factor',
      fc.record({ required: fc.constantFrom<unknown>(true, false, 'yes', 1, null) }),
    ),
    target: fc.record({
      path: setupPath('/staff/two-factor'),
      body: junkBody(fc.record({ required: fc.constantFrom<unknown>(true, false, 'yes', 1, null) })),
    }),
    api: 'secure',
  },
];

// The person's notifications (worker/routes/secure-notifications.ts): ids of theirs or nobody's,
// "all", kinds sent or not, channels known or not.
const NOTIFICATION_SPECS: RouteSpec[] = [
  { ...read('/notifications'), api: 'secure' },
  {
    ...write(
      'POST',
      '/notifications/read',
      fc.oneof(
        fc.record({ ids: fc.array(fc.constantFrom(1, 2, 999_999), { minLength: 1, maxLength: 3 }) }),
        fc.record({ all: fc.constant(true) }),
      ),
    ),
    api: 'secure',
  },
  { ...read('/notifications/preferences'), api: 'secure' },
  {
    ...write(
      'PUT',
      '/notifications/preferences',
      fc.record({
        preferences: fc.array(
          fc.record({
            kind: fc.constantFrom('ALERT', 'REVIEW', 'RATESHEET', 'STATS', 'alert'),
            channel: fc.constantFrom('APP', 'EMAIL', 'OFF', 'SMS'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
    ),
    api: 'secure',
  },
];

const invitationToken = fc.constantFrom(randomToken(32), 'token', 'x'.repeat(129), 'a b', '');
const invitationSpecs: RouteSpec[] = [
  write(
    'POST',
    '/session/two-factor',
    fc.record({
      code: optional(
        fc.constantFrom<unknown>('123456', '123 456', '12345', 'abcdef', '', 'x'.repeat(33), 123456),
      ),
      recoveryCode: optional(fc.constantFrom<unknown>('abcde-fghij', 'ABCDEFGHIJ', 'abcde', '', 7)),
    }),
  ),
  write('POST', '/invitations/preview', fc.record({ token: invitationToken })),
  write(
    'POST',
    '/invitations/accept',
    fc.record({
      token: invitationToken,
      name: optional(fc.constantFrom('Giulia Rossi', '', 'x'.repeat(121))),
      password: fc.constantFrom('Reception2026!', 'short', ''),
    }),
  ),
];

// Housekeeping (worker/routes/secure-housekeeping.ts): statuses known and not, notes too long,
// versions current or stale, rooms of the demo or of nobody; out-of-order periods that start in
// the past, end before they start or run too long (never one that closes a demo room mid-sweep).
const housekeepingPath = (suffix: string) =>
  fc
    .tuple(segment(staffHotel), segment(setupIds))
    .filter(([hotel, id]) => !isDotSegment(hotel) && !isDotSegment(id))
    .map(([hotel, id]) => `/hotels/${hotel}/housekeeping/rooms/${id}${suffix}`);
const housekeepingStatusBody = withVersion(
  fc.record({
    status: fc.constantFrom('CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER', 'clean', ''),
    note: optional(fc.constantFrom<unknown>('Extra towels', '', null, 'x'.repeat(201), 7)),
  }),
);
const outOfOrderBody = withVersion(
  fc.record({
    from: fc.constantFrom('2020-01-01', '2027-13-01', '', '01/03/2027'),
    to: fc.constantFrom('2019-12-31', '2020-06-30', '2027-02-30', ''),
    reason: fc.constantFrom('Leak', '', 'x'.repeat(201)),
  }),
);

const HOUSEKEEPING_SPECS: RouteSpec[] = [
  {
    ...read(
      '/hotels/:hotelId/housekeeping',
      fc
        .tuple(
          setupPath('/housekeeping'),
          fc.constantFrom('', '?date=2027-02-30', '?date=x&language=de', '?date=2027-03-10'),
        )
        .map(([path, query]) => `${path}${query}`),
    ),
    api: 'secure',
  },
  setupWrite(
    'PUT',
    '/hotels/:hotelId/housekeeping/rooms/:roomId',
    housekeepingPath(''),
    housekeepingStatusBody,
  ),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/housekeeping/rooms/:roomId/out-of-order',
    housekeepingPath('/out-of-order'),
    outOfOrderBody,
  ),
  setupWrite(
    'DELETE',
    '/hotels/:hotelId/housekeeping/rooms/:roomId/out-of-order',
    fc
      .tuple(housekeepingPath('/out-of-order'), fc.constantFrom('', '?version=1', '?version=x', '?version=0'))
      .map(([path, query]) => `${path}${query}`),
    fc.constant({}),
  ),
  setupWrite(
    'PUT',
    '/hotels/:hotelId/housekeeping/settings',
    setupPath('/housekeeping/settings'),
    withVersion(fc.record({ stayOverEvery: fc.constantFrom<unknown>(0, 1, 3, 14, 15, 2.5, '2') })),
  ),
];

// Calendar sync (worker/routes/secure-ical.ts, CHANNEL-1): targets of the hotel or not, both or
// neither, channels known or not, feed URLs public, private, plain http or not URLs at all. Import
// ids are never ones the sweep may have created: a sync would fetch from the network.
const icalBody = fc.record({
  roomTypeId: optional(setupRoomTypeId),
  roomId: optional(fc.constantFrom(1, 2, 999999, 0)),
  channel: fc.constantFrom('AIRBNB', 'VRBO', 'WEBSITE', 'airbnb'),
  url: fc.constantFrom(
    'https://ota.example/calendar.ics',
    'https://169.254.169.254/latest',
    'http://ota.example/calendar.ics',
    'javascript:alert(1)',
    '',
  ),
});
const icalImportIds = fc.constantFrom('999999', '0', 'abc', '-1');
const ICAL_SPECS: RouteSpec[] = [
  { ...read('/hotels/:hotelId/ical', setupPath('/ical')), api: 'secure' },
  { ...read('/hotels/:hotelId/ical/conflicts', setupPath('/ical/conflicts')), api: 'secure' },
  setupWrite('POST', '/hotels/:hotelId/ical/imports', setupPath('/ical/imports'), icalBody),
  setupWrite(
    'POST',
    '/hotels/:hotelId/ical/exports/regenerate',
    setupPath('/ical/exports/regenerate'),
    fc.record({ roomTypeId: optional(setupRoomTypeId), roomId: optional(fc.constantFrom(1, 999999)) }),
  ),
  setupWrite(
    'DELETE',
    '/hotels/:hotelId/ical/imports/:importId',
    setupPath('/ical/imports', icalImportIds),
    fc.constant({}),
  ),
  setupWrite(
    'POST',
    '/hotels/:hotelId/ical/imports/:importId/sync',
    setupPath('/ical/imports', icalImportIds).map((path) => `${path}/sync`),
    fc.constant({}),
  ),
];

/** Hand-written generators: plausible values and the right field names for each route. */
const SPECIFIED: RouteSpec[] = [
  ...ICAL_SPECS,
  ...STAFF_SPECS,
  ...NOTIFICATION_SPECS,
  ...invitationSpecs,
  ...BOOKING_SPECS,
  ...SECURE_SPECS,
  ...SETUP_SPECS,
  ...RATE_PLAN_SPECS,
  ...HOUSEKEEPING_SPECS,
  ...[
    '/about',
    '/about/reservations/sources',
    '/about/reservations/channels',
    '/storage',
    '/config/amz',
    '/config/cc',
    '/join',
    '/join/hotels',
    '/hotels',
    '/hotel-plans',
    '/app-manager-reviews',
    '/me',
    '/i18n',
    ...TEMPLATE_KEYS.map((key) => `/template/${key}`),
  ].map((pattern) => read(pattern)),
  read(
    '/app-manager-reviews/shuffle/:size',
    segment(numericSegment).map((s) => `/app-manager-reviews/shuffle/${s}`),
  ),
  read(
    '/app-manager-reviews/:id',
    segment(numericSegment).map((s) => `/app-manager-reviews/${s}`),
  ),
  read('/lang/:lang', langPath),
  read('/template/*', templatePath),
  read('/places/suggest'),
  read(
    '/places/:placeId',
    segment(placeIdSegment).map((s) => `/places/${s}`),
  ),
  write('POST', '/demo-request/', demoRequestBody),
  write('POST', '/demo-request', demoRequestBody),
  write('POST', '/join/quote', quoteBody),
  write('POST', '/help-request/join', helpRequestBody),
  write('POST', '/session', loginBody),
  write('DELETE', '/session', fc.constant({})),
  write('POST', '/logout', fc.constant({})),
  write('POST', '/resetPassword/manager', forgotPasswordBody),
  write('POST', '/resetPassword/manager/new', resetPasswordBody),
  {
    method: 'POST',
    pattern: '/lang/:lang',
    // Half of the time the path and the body name the same language, so it can also succeed.
    target: fc.oneof(
      fc.record({ path: langPath, body: junkBody(langBody) }),
      fc
        .constantFrom('en', 'it', 'IT-it', 'de')
        .chain((lang) =>
          fc.record({ path: fc.constant(`/lang/${lang}`), body: junkBody(fc.constant({ lang })) }),
        ),
    ),
  },
];

const routeKey = (route: { method: string; pattern: string; api?: Api }) =>
  `${route.api === 'secure' ? '[secure] ' : ''}${route.method} ${route.pattern}`;

/**
 * Every method + path `publicApi` and `localSecureApi` register (a route with middleware appears
 * once per handler; a `use()` appears as an ALL route, fuzzed like any other).
 */
const REGISTERED = (
  [
    ['public', publicApi],
    ['secure', localSecureApi],
  ] as const
).flatMap(([api, hono]) =>
  [...new Map(hono.routes.map((r) => [`${r.method} ${r.path}`, r])).values()].map((r) => ({
    method: r.method,
    pattern: r.path,
    ...(api === 'secure' ? { api } : {}),
  })),
);

/**
 * Generators for a route nobody wrote a spec for yet (a new module mounted in public.ts): junk
 * in every `:param` and `*` segment, and for writes junk bodies without field names. So every
 * public route is fuzzed from the day it is mounted; a hand-written spec in SPECIFIED does better.
 */
function genericSpec(method: string, pattern: string, api?: Api): RouteSpec {
  const parts = pattern.split('/').map((part) => {
    if (part.startsWith(':'))
      return segment(fc.constantFrom('1', '0', '-1', 'abc', 'en', 'it', '9'.repeat(30)));
    if (part === '*') return fc.array(junkUrlPart, { minLength: 1, maxLength: 3 }).map((p) => p.join('/'));
    return fc.constant(part);
  });
  const path = fc.tuple(...parts).map((p) => p.join('/'));
  const methods = method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE'] : [method];
  return {
    method,
    pattern,
    ...(api ? { api } : {}),
    target: fc.constantFrom(...methods).chain((m) =>
      fc.record({
        method: fc.constant(m),
        path,
        body: m === 'GET' ? fc.constant(undefined) : junkBody(fc.constant({})),
      }),
    ),
  };
}

const specified = new Set(SPECIFIED.map(routeKey));
const GENERIC = REGISTERED.filter((r) => !specified.has(routeKey(r))).map((r) =>
  genericSpec(r.method, r.pattern, r.api),
);
const ROUTES: RouteSpec[] = [...SPECIFIED, ...GENERIC];

// ---------------------------------------------------------------------------------------------
// Sending and checking

type JunkRequest = {
  method: string;
  /** Default 'public'. */
  api?: Api;
  path: string;
  query: string;
  body: Body;
  /** Send the body as a stream of unknown length (chunked) instead of with a Content-Length. */
  streamed?: boolean;
  extras: Extras;
};

let requestCount = 0;
let ipCounter = 0;
const statusCounts = new Map<number, number>();

/** Session token of the demo manager, (re)inserted before each request that uses it. */
const SESSION_TOKEN = randomToken(32);
let sessionTokenHash = '';
let countQuery = '';
let tables: string[] = [];

async function ensureSession(): Promise<void> {
  const now = new Date();
  await env.DB.prepare(
    `INSERT OR IGNORE INTO sessions (token_hash, manager_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      sessionTokenHash,
      DEMO_MANAGER.id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + 3_600_000).toISOString(),
      new Date(now.getTime() + 7_200_000).toISOString(),
    )
    .run();
}

async function rowCounts(): Promise<Record<string, number>> {
  const row = await env.DB.prepare(countQuery).first<Record<string, number>>();
  if (!row) throw new Error('row count query returned nothing');
  return row;
}

function headersOf(request: JunkRequest): Headers {
  const { extras } = request;
  const headers = new Headers();
  ipCounter += 1;
  headers.set(
    'CF-Connecting-IP',
    `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  );
  if (extras.contentType !== undefined) headers.set('Content-Type', extras.contentType);
  if (extras.fetchSite !== undefined) headers.set('Sec-Fetch-Site', extras.fetchSite);
  if (extras.origin !== undefined) headers.set('Origin', extras.origin);
  if (extras.acceptLanguage !== undefined) headers.set('Accept-Language', extras.acceptLanguage);
  const cookies: string[] = [];
  if (extras.session === 'valid') cookies.push(`${SESSION_COOKIE}=${SESSION_TOKEN}`);
  if (extras.session === 'junk') cookies.push(extras.cookie);
  if (cookies.length > 0) headers.set('Cookie', cookies.join('; '));
  return headers;
}

function bodyOf(request: JunkRequest): BodyInit | undefined {
  if (request.body === undefined) return undefined;
  const bytes = typeof request.body === 'string' ? encoder.encode(request.body) : request.body;
  if (!request.streamed) return bytes;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
      controller.close();
    },
  });
}

/** Fails unless `body` is exactly {message: non-empty string, errors: [{field, code}]}. */
function expectErrorShape(body: unknown, context: string): void {
  expect(body, context).toBeTypeOf('object');
  expect(body, context).not.toBeNull();
  const record = body as Record<string, unknown>;
  expect(Object.keys(record).sort(), context).toEqual(['errors', 'message']);
  expect(record.message, context).toBeTypeOf('string');
  expect((record.message as string).length, context).toBeGreaterThan(0);
  expect(Array.isArray(record.errors), context).toBe(true);
  for (const error of record.errors as unknown[]) {
    expect(error, context).toBeTypeOf('object');
    expect(error, context).not.toBeNull();
    expect(Object.keys(error as object).sort(), context).toEqual(['code', 'field']);
    const { field, code } = error as Record<string, unknown>;
    expect(field, context).toBeTypeOf('string');
    expect(code, context).toBeTypeOf('string');
    expect((code as string).length, context).toBeGreaterThan(0);
  }
}

function describeRequest(request: JunkRequest, url: string): string {
  const body =
    request.body === undefined
      ? '(no body)'
      : typeof request.body === 'string'
        ? JSON.stringify(request.body.slice(0, 200))
        : `bytes[${request.body.length}]`;
  return `${request.method} ${url.slice(0, 300)} ${JSON.stringify(request.extras).slice(0, 300)} ${body}`;
}

/**
 * Writes a route makes after its answer (waitUntil), per route: what to wait for after a 2xx, so
 * that the write is not charged to the next request's 'a refused request wrote nothing' check.
 * The site check notes a refused origin for the back office's 'Recently seen sites'
 * (routes/booking-site.ts): once its row exists, the write is done.
 */
const WRITES_AFTER_ANSWER: Record<string, (answer: unknown) => Promise<void>> = {
  'GET /booking/hotels/:idOrAlias/site': async (answer) => {
    const { allowed, origin } = answer as { allowed?: unknown; origin?: unknown };
    if (allowed !== false || typeof origin !== 'string') return;
    // At most 3 s: an origin noted within the hour (a mark in caches.default) is not written again.
    for (const deadline = Date.now() + 3000; Date.now() < deadline; ) {
      const row = await env.DB.prepare('SELECT 1 AS noted FROM refused_origins WHERE origin = ?')
        .bind(origin)
        .first();
      if (row) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  },
};

/** Sends one junk request and checks the three properties; returns the status. */
async function sendJunk(
  request: JunkRequest,
  afterAnswer?: (answer: unknown) => Promise<void>,
): Promise<number> {
  requestCount += 1;
  if (request.extras.session === 'valid') await ensureSession();
  const url = `${BASE_URLS[request.api ?? 'public']}${request.path}${request.query}`;
  const init: RequestInit = { method: request.method, headers: headersOf(request) };
  const body = bodyOf(request);
  if (body !== undefined) init.body = body;
  const before = await rowCounts();
  let res: Response;
  try {
    res = await SELF.fetch(url, init);
  } catch (error) {
    throw new Error(`fetch threw for ${describeRequest(request, url)}: ${String(error)}`);
  }
  const text = await res.text();
  const context = `${describeRequest(request, url)} → ${res.status} ${text.slice(0, 300)}`;
  statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
  expect(res.status, context).toBeLessThan(500);
  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status >= 300 && res.status < 400, context).toBe(false);
  if (res.status < 300 && res.headers.get('Content-Type') === POLICE_FILE_TYPE) {
    // The one answer that is not JSON: the police report's file (decision 049), an ASCII download.
    expect(res.headers.get('Content-Disposition'), context).toMatch(/^attachment; filename="alloggiati-/);
    expect(text, context).toMatch(/^[\x20-\x7e\r\n]*$/);
    return res.status;
  }
  // The one page the API answers (a stay's printable receipt) is a document, not JSON.
  if (res.status === 200 && res.headers.get('Content-Type')?.startsWith('text/html')) {
    expect(await rowCounts(), `a receipt wrote rows: ${context}`).toEqual(before);
    return res.status;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`body is not JSON: ${context}`);
  }
  if (res.status >= 400) {
    expectErrorShape(parsed, context);
    expect(await rowCounts(), `a refused request wrote rows: ${context}`).toEqual(before);
  } else {
    await afterAnswer?.(parsed);
  }
  return res.status;
}

function junkRequest(route: RouteSpec): fc.Arbitrary<JunkRequest> {
  return fc
    .record({ target: route.target, query: junkQuery, extras })
    .map(({ target, query, extras: headers }) => ({
      method: route.method,
      ...(route.api ? { api: route.api } : {}),
      ...target,
      query,
      extras: headers,
    }));
}

// ---------------------------------------------------------------------------------------------
// Tests

const RUNS_PER_READ_ROUTE = 30;
const RUNS_PER_PARAM_ROUTE = 60;
const RUNS_PER_WRITE_ROUTE = 60;
const TIMEOUT_MS = 120_000;
let started = 0;

beforeAll(async () => {
  started = performance.now();
  const seed = await buildSeedStatements({
    now: new Date(),
    passwordHash: await hashPassword(DEMO_MANAGER.password),
  });
  const now = new Date().toISOString();
  await env.DB.batch([
    ...seed.map((s) => env.DB.prepare(s.sql).bind(...s.params)),
    // Every page in English, one also in Italian, one missing: all three answers get exercised.
    ...TEMPLATE_KEYS.filter((key) => key !== 'security').map((key) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO content_templates (key, language, title, content_html, updated_date)
         VALUES (?, 'en', ?, '<p>Text</p>', ?)`,
      ).bind(key, key, now),
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO content_templates (key, language, title, content_html, updated_date)
       VALUES ('faq', 'it', 'Domande', '<p>Testo</p>', ?)`,
    ).bind(now),
  ]);
  sessionTokenHash = await sha256Hex(SESSION_TOKEN);
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT IN ('d1_migrations', 'rate_limits', 'login_throttle') AND name NOT GLOB 'sqlite_*' AND name NOT GLOB '_cf_*'
     ORDER BY name`,
  ).all<{ name: string }>();
  tables = results.map((r) => r.name);
  countQuery = `SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM "${t}") AS "${t}"`).join(', ')}`;
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = [...statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const generic = GENERIC.length > 0 ? `; generic generators for ${GENERIC.map(routeKey).join(', ')}` : '';
  console.log(
    `junk-input: ${requestCount} requests over ${ROUTES.length} routes in ${seconds} s (${statuses})${generic}`,
  );
});

describe('junk input to every public route', () => {
  it('covers every method and path of publicApi and localSecureApi', () => {
    const registered = REGISTERED.map(routeKey).sort();
    expect(ROUTES.map(routeKey).sort()).toEqual(registered);
    // A hand-written spec for a route that no longer exists means the table went stale.
    expect(SPECIFIED.map(routeKey).filter((key) => !registered.includes(key))).toEqual([]);
    expect(Object.keys(WRITES_AFTER_ANSWER).filter((key) => !registered.includes(key))).toEqual([]);
    expect(tables).toEqual(
      expect.arrayContaining([
        'demo_requests',
        'join_requests',
        'quote_requests',
        'sessions',
        'email_outbox',
      ]),
    );
    expect(tables).not.toContain('rate_limits');
  });

  for (const route of ROUTES) {
    const runs =
      route.method !== 'GET'
        ? RUNS_PER_WRITE_ROUTE
        : route.pattern.includes(':') || route.pattern.endsWith('*')
          ? RUNS_PER_PARAM_ROUTE
          : RUNS_PER_READ_ROUTE;
    it(
      `${routeKey(route)}: never 5xx, 4xx in the error shape and writing nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(junkRequest(route), async (request) => {
            await sendJunk(request, WRITES_AFTER_ANSWER[routeKey(route)]);
          }),
          { numRuns: runs },
        );
      },
      TIMEOUT_MS,
    );
  }

  it(
    'refuses bodies over 64 KB (and ~1 MB) on every write route with 413',
    async () => {
      // The photo uploads stream their bodies to R2 (up to 50 MB): secure-gallery.test.ts and
      // secure-room-type-photos.test.ts test their cap.
      const uploads = ['/hotels/:hotelId/gallery', '/hotels/:hotelId/room-types/:id/photos'];
      const writes = ROUTES.filter(
        (r) =>
          r.method !== 'GET' &&
          r.method !== 'ALL' &&
          !(r.api === 'secure' && r.method === 'POST' && uploads.includes(r.pattern)),
      );
      const hugeRequest = fc.constantFrom(...writes).chain((route) =>
        fc.record({
          route: fc.constant(route),
          path: route.target.map((t) => t.path),
          size: fc.constantFrom(MAX_JSON_BODY_BYTES + 1, MAX_JSON_BODY_BYTES + 100, 1024 * 1024),
          streamed: fc.boolean(),
          extras,
        }),
      );
      await fc.assert(
        fc.asyncProperty(hugeRequest, async ({ route, path, size, streamed, extras: headers }) => {
          const prefix = '{"email":"a@b.it","lang":"en","text":"';
          const body = `${prefix}${'x'.repeat(size - prefix.length - 2)}"}`;
          const status = await sendJunk({
            method: route.method,
            ...(route.api ? { api: route.api } : {}),
            path,
            query: '',
            body,
            streamed,
            extras: headers,
          });
          const jsonSameOrigin =
            headers.contentType === 'application/json' &&
            (headers.fetchSite === 'same-origin' || headers.fetchSite === 'none');
          // With a Content-Length the guard refuses before any route runs; streamed bodies are
          // refused when read (logout never reads its body).
          if (jsonSameOrigin && !streamed) expect(status).toBe(413);
        }),
        { numRuns: 24 },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers junk methods and junk paths under /api/rs/public in the error shape',
    async () => {
      const paths = fc.oneof(
        fc.constantFrom(...ROUTES.map((r) => r.pattern.replace(/:\w+|\*/g, '1'))),
        fc.array(junkUrlPart, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
        fc
          .tuple(fc.constantFrom(...ROUTES.map((r) => r.pattern.replace(/:\w+|\*/g, '1'))), junkUrlPart)
          .map(([path, tail]) => `${path}/${tail}`),
      );
      const request = fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'get'),
        path: paths,
        query: junkQuery,
        body: fc.option(malformedJson, { nil: undefined }),
        streamed: fc.constant(false),
        extras,
      });
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          await sendJunk(req.method.toUpperCase() === 'GET' ? { ...req, body: undefined } : req);
        }),
        { numRuns: 100 },
      );
    },
    TIMEOUT_MS,
  );
});
