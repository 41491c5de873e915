/**
 * Builds the OpenAPI 3.1 document of the public and the secure API (served at
 * GET /api/openapi.json by worker/routes/openapi.ts) from the registries in public.ts and
 * secure.ts. Request schemas are converted from the routes' own zod schemas as *input* (what a
 * client sends: strings in paths and queries, defaults optional); response schemas as *output*.
 * Transforms and refinements that JSON Schema cannot express are left open (`unrepresentable:
 * 'any'`): the rule still applies, and breaking it answers 400 with the field.
 */

import { apiErrorSchema } from '../../src/contracts/public-responses.ts';
import { z } from '../../src/contracts/zod.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../security/xsrf.ts';
import { publicOperations } from './public.ts';
import type { Access, BodySchema, ErrorStatus, OperationSpec } from './registry.ts';
import { secureOperations } from './secure.ts';

export const OPENAPI_PATH = '/api/openapi.json';
/** The API's version: bump the minor on additions, the major on breaking changes. */
export const API_VERSION = '1.3.0';

type JsonObject = Record<string, unknown>;

/** The document's own route, described like the others. */
export const metaOperations: OperationSpec[] = [
  {
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    tags: ['Meta'],
    access: 'anyone',
    success: {
      status: 200,
      description: 'The OpenAPI 3.1 document of the public and the secure API',
      schema: { jsonSchema: { type: 'object', description: 'OpenAPI 3.1 document' } },
      cacheControl: 'public, max-age=300',
    },
    errors: [],
  },
];

/** Every documented operation: meta, public, secure. */
export function allOperations(): OperationSpec[] {
  return [...metaOperations, ...publicOperations, ...secureOperations];
}

const ERROR_RESPONSES: Record<ErrorStatus | 500, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'Bad input: one entry per field, with the reason as a message key',
  },
  401: { name: 'Unauthorized', description: 'No valid session' },
  403: {
    name: 'Forbidden',
    description:
      "Refused: a cross-site write, a missing or wrong X-XSRF-TOKEN on a secure write, or a hotel the manager does not run (`{ field: 'hotelId', code: 'error.hotel.not.managed' }`)",
  },
  404: { name: 'NotFound', description: 'Unknown resource' },
  409: {
    name: 'Conflict',
    description:
      'The state changed or does not allow this (e.g. a stale version, sold out); nothing was written',
  },
  413: { name: 'PayloadTooLarge', description: 'Body over 64 KB' },
  415: { name: 'UnsupportedMediaType', description: 'Body not application/json' },
  422: { name: 'UnprocessableEntity', description: 'Idempotency-Key reused with another body' },
  429: { name: 'TooManyRequests', description: 'Rate limited; retry after `Retry-After` seconds' },
  500: { name: 'InternalError', description: "Unexpected failure, with the route's failure text" },
  502: { name: 'BadGateway', description: 'An upstream service (back office, geocoding) failed' },
  503: { name: 'ServiceUnavailable', description: 'Data temporarily unavailable' },
  504: { name: 'GatewayTimeout', description: 'The back office was too slow' },
};

const SECURITY: Record<Access, JsonObject[]> = {
  anyone: [],
  'optional-session': [{}, { sessionCookie: [] }],
  session: [{ sessionCookie: [] }],
  'session-xsrf': [{ sessionCookie: [], xsrfToken: [] }],
};

/** Errors every route with this access may answer, besides its own. */
const ACCESS_ERRORS: Record<Access, ErrorStatus[]> = {
  anyone: [],
  'optional-session': [],
  session: [401],
  'session-xsrf': [401, 403],
};

const TAGS = [
  ['Meta', 'This document'],
  ['About', 'Company information and configuration'],
  ['Onboarding', 'Demo, join and quote requests, help requests'],
  ['Hotels', 'Featured hotels and subscription plans'],
  ['Reviews', "Managers' reviews of the platform"],
  [
    'Guest reviews',
    "Guests' reviews of their stay: the review link, photos, the public list and summary, likes and reports",
  ],
  ['Session', 'Log in and out, the signed-in manager, password reset'],
  ['Content', 'Texts, languages and content pages'],
  ['Places', 'City and address suggestions'],
  ['Booking', 'The booking engine: profile, calendar, search, reservations, exchange rates'],
  ['Back office: hotels', "The manager's hotels"],
  ['Back office: planning', 'The planning calendar: rooms × dates, closings, moves'],
  [
    'Back office: housekeeping',
    "Each room's status (clean, dirty, inspected, out of order) on a date, its note, out-of-order periods, the stay-over setting",
  ],
  [
    'Back office: room types and rooms',
    'The room types a hotel sells and its physical rooms, which count in the inventory the booking engine sells',
  ],
  [
    'Back office: rate plans',
    'The rate plans a hotel sells: primary or derived, meal plans, room types, channels, stay limits, pricing model and policies',
  ],
  [
    'Back office: policies and taxes',
    'Cancellation and no-show policies, the deposit, VAT and city tax: what the booking engine quotes and the widget says',
  ],
  [
    'Back office: promotions and channels',
    'Promotions the booking engine applies, and the channels each room type and rate plan is sold on',
  ],
  [
    'Back office: ratesheet',
    'The ratesheet: room types × rate plans × dates, cell edits, day closings, bulk edit',
  ],
  ['Back office: reservations', 'Reservations as the hotel staff sees and changes them'],
  [
    'Back office: front desk',
    "The front desk's day: arrivals, guests in house, departures, check-in and check-out",
  ],
  ['Back office: police report', 'The Alloggiati Web file of the arrivals for the Polizia di Stato'],
  [
    'Back office: folio',
    'The folio of a stay: its lines, charges, payments, refunds, penalties waived, deposit and balance; the receipt',
  ],
  ['Back office: widget', "The hotel's own websites that take bookings through the widget"],
  ['Back office: reviews and statistics', 'Guest reviews, the replies, the statistics charts'],
  ['Back office: staff', "The hotel's team: roles, invitations, suspending and removing (decision 055)"],
  ['Back office: my account', 'The signed-in person: password and signed-in devices'],
  [
    'Back office: notifications',
    'What happened at the hotels, per person; how each kind is received (decision 056)',
  ],
] as const;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Shared definitions (`$defs`,
 * from recursive schemas or ones with a registered id) move to `components.schemas` under
 * `prefix`, and their references are rewritten to point there.
 */
function toJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: JsonObject,
  prefix: string,
): JsonObject {
  const {
    $schema: _dialect,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    // `.int()` adds the safe-integer range: true of every JSON number a client sends, so noise.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as JsonObject & { $defs?: Record<string, JsonObject> };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        if (item === '#') {
          components[prefix] = rewrite(root);
          out[key] = `#/components/schemas/${prefix}`;
        } else {
          out[key] = item.replace(/^#\/\$defs\//, `#/components/schemas/${prefix}_`);
        }
      } else {
        out[key] = rewrite(item);
      }
    }
    return out;
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[`${prefix}_${name}`] = rewrite(def);
  return rewrite(root) as JsonObject;
}

function bodySchema(
  schema: BodySchema,
  io: 'input' | 'output',
  components: JsonObject,
  prefix: string,
): JsonObject {
  return 'jsonSchema' in schema ? schema.jsonSchema : toJsonSchema(schema, io, components, prefix);
}

/** The parameters of a `z.object` validating a path or a query string. */
function parameters(
  schema: z.ZodType,
  location: 'path' | 'query',
  op: OperationSpec,
  components: JsonObject,
): JsonObject[] {
  const json = toJsonSchema(schema, 'input', components, `${op.operationId}_${location}`);
  const properties = json.properties as Record<string, JsonObject> | undefined;
  if (json.type !== 'object' || !properties) {
    throw new Error(`${op.operationId}: the ${location} schema is not an object`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    const example = location === 'path' ? op.pathExamples?.[name] : undefined;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
      ...(example !== undefined ? { example } : {}),
    };
  });
}

function operationObject(op: OperationSpec, components: JsonObject): JsonObject {
  const params = [
    ...(op.params ? parameters(op.params, 'path', op, components) : []),
    ...(op.query ? parameters(op.query, 'query', op, components) : []),
    ...(op.headers ?? []).map((h) => ({
      name: h.name,
      in: 'header',
      required: h.required,
      description: h.description,
      schema: h.schema,
    })),
  ];
  const { success } = op;
  const headers: JsonObject = {};
  if (success.cacheControl) {
    headers['Cache-Control'] = { description: success.cacheControl, schema: { type: 'string' } };
  }
  for (const [name, header] of Object.entries(success.headers ?? {})) headers[name] = header;
  const responses: JsonObject = {
    [success.status]: {
      description: success.description,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(success.schema || success.text
        ? {
            content: {
              ...(success.text
                ? { [success.text.mediaType]: { schema: { type: 'string' }, example: success.text.example } }
                : {}),
              ...(success.schema
                ? {
                    'application/json': {
                      schema: bodySchema(success.schema, 'output', components, `${op.operationId}_response`),
                      ...(success.example !== undefined ? { example: success.example } : {}),
                    },
                  }
                : {}),
            },
          }
        : {}),
    },
  };
  const errors = [...new Set<ErrorStatus | 500>([...op.errors, ...ACCESS_ERRORS[op.access], 500])].sort(
    (a, b) => a - b,
  );
  for (const status of errors) {
    responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [...op.tags],
    security: SECURITY[op.access],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.bodyOptional,
            content: {
              'application/json': {
                schema: toJsonSchema(op.body, 'input', components, `${op.operationId}_body`),
                ...(op.bodyExample !== undefined ? { example: op.bodyExample } : {}),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of `operations` (every documented route by default). */
export function buildOpenApiDocument(operations: OperationSpec[] = allOperations()): JsonObject {
  const schemas: JsonObject = {
    ApiError: toJsonSchema(apiErrorSchema, 'output', {}, 'ApiError'),
  };
  const paths: Record<string, JsonObject> = {};
  for (const op of operations) {
    const item = paths[op.path] ?? {};
    paths[op.path] = item;
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is documented twice`);
    item[op.method] = operationObject(op, schemas);
  }
  const responses: JsonObject = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description: `${status}: ${description}`,
      ...(status === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Itaca API',
      version: API_VERSION,
      summary:
        'The public API (site, booking widget, channel partners) and the secure API (back office) of Itaca',
      description:
        "JSON in, JSON out. Errors always have the shape `{ message, errors: [{ field, code }] }` with the specs' message keys as codes. Lists are paged: `page` (0-based), `size`, `sort=field,asc|desc`. Secure routes need the manager session cookie from `POST /api/rs/public/session`; secure writes also the `" +
        XSRF_HEADER +
        '` header, equal to the `' +
        XSRF_COOKIE +
        '` cookie set at login. Guide with examples: docs/api.md.',
    },
    servers: [{ url: '/', description: 'The host serving this document' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /api/rs/public/session (HttpOnly, Secure, SameSite=Lax)',
        },
        xsrfToken: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `The value of the ${XSRF_COOKIE} cookie set at login, on every secure write`,
        },
      },
    },
  };
}
