/**
 * The OpenAPI document (GET /api/openapi.json) against the routes the worker really serves:
 *   - every (method, path) Hono serves under /api is documented, and nothing else is;
 *   - every documented request schema (path, query, body) is the very zod object the route's
 *     `validate()` uses (identity, read from worker/validation.ts `validatedParts`), and no route
 *     validates anything the document leaves out;
 *   - inputs that break the documented schema are refused by the route with 400 naming the field
 *     (missing required body fields, wrong-typed body fields, out-of-pattern path parameters,
 *     missing required query parameters);
 *   - the document is well formed: OpenAPI 3.1.0, unique operationIds, every $ref resolves,
 *     path templates and path parameters agree, every tag and security scheme is declared;
 *   - it is served publicly (no session, no cookies set), cacheable, with CORS `*`.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from '../app.ts';
import { insertManager } from '../data/managers.ts';
import { allOperations, buildOpenApiDocument, OPENAPI_PATH } from '../openapi/document.ts';
import type { OperationSpec } from '../openapi/registry.ts';
import { hashPassword } from '../security/password.ts';
import {
  day,
  HOTEL_ID,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { type ValidatedPart, validatedParts } from '../validation.ts';

type JsonObject = Record<string, unknown>;

/**
 * Routes served on purpose without a document entry, with the reason. Anything else the app
 * serves under /api must be documented.
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /api/rs/public/template/*': 'the 404 answer for unknown content keys (each known key is documented)',
};

/** Hono's key for the handler a sub-app with its own error handler wraps (hono/utils/constants). */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

type Served = { method: string; path: string; parts: Map<ValidatedPart['target'], unknown> };

function validatorOf(handler: unknown): ValidatedPart | undefined {
  let current = handler;
  while (typeof current === 'function') {
    const part = validatedParts.get(current);
    if (part) return part;
    current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return undefined;
}

/** Every method + path the app serves under /api (use() middleware and catch-alls excluded), with its validators. */
function servedRoutes(): Map<string, Served> {
  const served = new Map<string, Served>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const key = `${route.method} ${path}`;
    const entry = served.get(key) ?? { method: route.method, path, parts: new Map() };
    served.set(key, entry);
    const part = validatorOf(route.handler);
    if (part) {
      const before = entry.parts.get(part.target);
      if (before !== undefined && before !== part.schema) {
        throw new Error(`${key} validates ${part.target} with two different schemas`);
      }
      entry.parts.set(part.target, part.schema);
    }
  }
  return served;
}

const keyOf = (op: OperationSpec) => `${op.method.toUpperCase()} ${op.path}`;

const document = buildOpenApiDocument();
const operations = allOperations();

/** The JSON Schema the document shows for a pointer like '#/components/schemas/ApiError'. */
function resolvePointer(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as JsonObject)[key];
  }
  return node;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

function operationObject(op: OperationSpec): JsonObject {
  const paths = document.paths as Record<string, Record<string, JsonObject>>;
  const found = paths[op.path]?.[op.method];
  if (!found) throw new Error(`${keyOf(op)} missing from the document`);
  return found;
}

type Parameter = { name: string; in: string; required: boolean; schema: JsonObject };

function parametersOf(op: OperationSpec, location: string): Parameter[] {
  return ((operationObject(op).parameters as Parameter[] | undefined) ?? []).filter((p) => p.in === location);
}

function requestSchemaOf(op: OperationSpec): JsonObject | undefined {
  const body = operationObject(op).requestBody as
    | { content: { 'application/json': { schema: JsonObject } } }
    | undefined;
  return body?.content['application/json'].schema;
}

/** JSON types a schema accepts ('integer' counted as 'number'); undefined when it accepts anything. */
function acceptedTypes(schema: JsonObject): Set<string> | undefined {
  if (typeof schema.type === 'string') return new Set([schema.type === 'integer' ? 'number' : schema.type]);
  if ('const' in schema) return new Set([schema.const === null ? 'null' : typeof schema.const]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonObject[] | undefined;
  if (!branches) return undefined;
  const types = new Set<string>();
  for (const branch of branches) {
    const inner = acceptedTypes(branch);
    if (!inner) return undefined;
    for (const t of inner) types.add(t);
  }
  return types;
}

const typeOfJson = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A JSON value of a type the schema does not accept, or undefined when it accepts any. */
function wrongTypedValue(schema: JsonObject): unknown {
  const types = acceptedTypes(schema);
  if (!types) return undefined;
  return [12345, 'not-valid-zz', true, { junk: 1 }, ['junk']].find((v) => !types.has(typeOfJson(v)));
}

/** A path segment the parameter's schema refuses. */
function invalidSegment(schema: JsonObject): string | undefined {
  if (Array.isArray(schema.enum)) return 'zz-not-listed';
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    return ['!!', 'x', '0', 'ZZZ-!!'].find((candidate) => !pattern.test(candidate));
  }
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/**
 * The path of `op` with its documented examples (or `overrides`) in place of the parameters; the
 * hotel is the test's, which the test manager runs (some routes check that before the body).
 */
function concretePath(op: OperationSpec, overrides: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = overrides[name] ?? (name === 'hotelId' ? String(HOTEL_ID) : op.pathExamples?.[name]);
    if (value === undefined) throw new Error(`${keyOf(op)}: no pathExamples entry for {${name}}`);
    return encodeURIComponent(value);
  });
}

let session: ManagerSession;
let ip = 0;

async function call(
  op: OperationSpec,
  path: string,
  body?: unknown,
): Promise<{ status: number; fields: string[] }> {
  ip += 1;
  const headers: Record<string, string> = {
    'CF-Connecting-IP': `10.77.${(ip >> 8) & 255}.${ip & 255}`,
    'Sec-Fetch-Site': 'same-origin',
    'Idempotency-Key': `openapi-test-${ip}-key`,
  };
  if (op.access !== 'anyone') Object.assign(headers, session.headers());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await SELF.fetch(`https://itaca.test${path}`, {
    method: op.method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let fields: string[] = [];
  try {
    fields = ((JSON.parse(text) as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);
  } catch {
    // Not JSON: the assertions on the status report it.
  }
  return { status: res.status, fields };
}

beforeAll(async () => {
  await seedBookingFixture();
  const managerId = await insertManager(env.DB, {
    email: 'openapi.test@example.com',
    username: 'openapi_test',
    name: 'Ada',
    surname: 'Prova',
    passwordHash: await hashPassword('Manager2026!'),
  });
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
    .bind(managerId, HOTEL_ID)
    .run();
  session = await signInManager('openapi.test@example.com');
});

describe('GET /api/openapi.json', () => {
  it('serves the document publicly: JSON, cacheable, CORS *, no cookies read or set, 304 on a matching ETag', async () => {
    const res = await SELF.fetch(`https://itaca.test${OPENAPI_PATH}`, {
      headers: { Cookie: '__Host-itaca_session=junk-session', Origin: 'https://partner.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(res.headers.getSetCookie()).toEqual([]);
    const served = (await res.json()) as JsonObject;
    expect(served).toEqual(JSON.parse(JSON.stringify(document)));
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await SELF.fetch(`https://itaca.test${OPENAPI_PATH}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('the document and the routes agree', () => {
  it('documents every method and path served under /api, and nothing that is not served', () => {
    const served = [...servedRoutes().keys()].filter((key) => !(key in UNDOCUMENTED)).sort();
    const documented = operations.map(keyOf).sort();
    const missing = served.filter((key) => !documented.includes(key));
    const extra = documented.filter((key) => !served.includes(key));
    expect({ servedButNotDocumented: missing, documentedButNotServed: extra }).toEqual({
      servedButNotDocumented: [],
      documentedButNotServed: [],
    });
    // An exception for a route that no longer exists means the list went stale.
    expect(Object.keys(UNDOCUMENTED).filter((key) => !servedRoutes().has(key))).toEqual([]);
  });

  it("documents each route's request schemas as the very objects its validators use", () => {
    const served = servedRoutes();
    const mismatches: string[] = [];
    for (const op of operations) {
      const route = served.get(keyOf(op));
      if (!route) continue; // reported by the test above
      const pairs = [
        ['param', op.params],
        ['query', op.query],
        ['json', op.body],
      ] as const;
      for (const [target, documented] of pairs) {
        const validated = route.parts.get(target);
        if (documented !== validated) {
          mismatches.push(
            `${keyOf(op)} ${target}: ${
              validated === undefined
                ? 'documented but the route does not validate it'
                : documented === undefined
                  ? 'validated by the route but not documented'
                  : 'documented with another schema object than the route validates with'
            }`,
          );
        }
      }
      for (const target of route.parts.keys()) {
        if (!['param', 'query', 'json'].includes(target))
          mismatches.push(`${keyOf(op)} validates ${target}: not documentable yet`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses, with 400 and the field, bodies missing the documented required fields', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations.filter((o) => o.body)) {
      const schema = requestSchemaOf(op);
      const required = (schema?.required as string[] | undefined) ?? [];
      if (required.length === 0) continue;
      checked += 1;
      const { status, fields } = await call(op, concretePath(op), {});
      const topLevel = new Set(fields.map((f) => f.split('.')[0]));
      if (status !== 400 || required.some((name) => !topLevel.has(name))) {
        failures.push(
          `${keyOf(op)}: {} → ${status} fields ${fields.join(',')} (documented required: ${required.join(',')})`,
        );
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });

  it('refuses, with 400 and the field, each documented body field given a value of the wrong type', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations.filter((o) => o.body)) {
      const properties = (requestSchemaOf(op)?.properties ?? {}) as Record<string, JsonObject>;
      for (const [name, property] of Object.entries(properties)) {
        const wrong = wrongTypedValue(property);
        if (wrong === undefined) continue;
        checked += 1;
        const { status, fields } = await call(op, concretePath(op), { [name]: wrong });
        if (status !== 400 || !fields.some((f) => f === name || f.startsWith(`${name}.`))) {
          failures.push(
            `${keyOf(op)}: ${name}=${JSON.stringify(wrong)} → ${status} fields ${fields.join(',')}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    // One request per documented body field: the walk grows with the API (about 5 s on 2 cores).
  }, 30_000);

  it('refuses, with 400 and the field, path parameters outside their documented pattern', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations.filter((o) => o.params)) {
      for (const parameter of parametersOf(op, 'path')) {
        const bad = invalidSegment(parameter.schema);
        if (bad === undefined) continue;
        checked += 1;
        const body = op.body ? (op.bodyExample ?? {}) : undefined;
        const { status, fields } = await call(op, concretePath(op, { [parameter.name]: bad }), body);
        if (status !== 400 || !fields.includes(parameter.name)) {
          failures.push(`${keyOf(op)}: {${parameter.name}}=${bad} → ${status} fields ${fields.join(',')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(failures).toEqual([]);
    // One request per documented path parameter: the walk grows with the API (about 5 s on 2 cores).
  }, 30_000);

  it('refuses, with 400 and the field, calls without the documented required query parameters', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of operations.filter((o) => o.query && o.method === 'get')) {
      const required = parametersOf(op, 'query').filter((p) => p.required);
      if (required.length === 0) continue;
      checked += 1;
      const { status, fields } = await call(op, concretePath(op));
      if (status !== 400 || required.some((p) => !fields.includes(p.name))) {
        failures.push(
          `${keyOf(op)}: no query → ${status} fields ${fields.join(',')} (required: ${required.map((p) => p.name).join(',')})`,
        );
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(failures).toEqual([]);
  });
});

describe('answers match the documented response schemas', () => {
  it('for a sample of real calls on both APIs', async () => {
    const created = await postReservation(reservationBody(), { hotel: HOTEL_ID });
    const reservation = (await created.json()) as { code: string; manageToken: string };
    expect(created.status, JSON.stringify(reservation)).toBe(201);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const samples: { operationId: string; path: Record<string, string>; query?: string; body?: unknown }[] = [
      { operationId: 'getMe', path: {} },
      {
        operationId: 'getBookingCalendar',
        path: { idOrAlias: String(HOTEL_ID) },
        query: `from=${day(1)}&to=${day(20)}`,
      },
      {
        operationId: 'cancelReservation',
        path: { code: reservation.code },
        body: { token: reservation.manageToken, preview: true },
      },
      { operationId: 'listPendingHotels', path: {}, query: 'onlyPending=false' },
      {
        operationId: 'getBestAvailability',
        path: {
          hotelId: String(HOTEL_ID),
          checkin: day(1).replaceAll('-', ''),
          checkout: day(3).replaceAll('-', ''),
        },
      },
      { operationId: 'listManagedHotels', path: {} },
      { operationId: 'getPlanning', path: {}, query: `from=${day(0)}&to=${day(13)}` },
      { operationId: 'listReservations', path: {}, query: 'size=5' },
      { operationId: 'cancelStaffReservation', path: { code: reservation.code }, body: { preview: true } },
      { operationId: 'listNotes', path: { code: reservation.code } },
      { operationId: 'addNote', path: { code: reservation.code }, body: { text: 'Arrives late' } },
      { operationId: 'getGuestDocuments', path: { code: reservation.code } },
    ];
    const failures: string[] = [];
    for (const sample of samples) {
      const op = byId.get(sample.operationId);
      if (!op) throw new Error(`no operation ${sample.operationId}`);
      const path = concretePath(op, sample.path) + (sample.query ? `?${sample.query}` : '');
      ip += 1;
      const headers: Record<string, string> = {
        'CF-Connecting-IP': `10.78.0.${ip & 255}`,
        ...session.headers(),
      };
      const res = await SELF.fetch(`https://itaca.test${path}`, {
        method: op.method.toUpperCase(),
        headers,
        ...(sample.body !== undefined ? { body: JSON.stringify(sample.body) } : {}),
      });
      const body: unknown = await res.json();
      if (res.status !== op.success.status) {
        failures.push(`${sample.operationId}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
        continue;
      }
      const schema = op.success.schema;
      if (!(schema instanceof z.ZodType)) continue;
      const parsed = schema.safeParse(body);
      if (!parsed.success)
        failures.push(`${sample.operationId}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the document is well formed', () => {
  it('is OpenAPI 3.1.0 with info, unique operationIds, declared tags and security schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    const info = document.info as JsonObject;
    expect(info.title).toBeTypeOf('string');
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    const tags = new Set((document.tags as { name: string }[]).map((t) => t.name));
    const schemes = Object.keys((document.components as { securitySchemes: JsonObject }).securitySchemes);
    for (const op of operations) {
      const object = operationObject(op);
      for (const tag of object.tags as string[]) expect(tags, `${keyOf(op)} tag ${tag}`).toContain(tag);
      for (const requirement of object.security as JsonObject[]) {
        for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
      }
      const responses = object.responses as JsonObject;
      expect(
        Object.keys(responses).some((status) => /^2\d\d$/.test(status)),
        keyOf(op),
      ).toBe(true);
      expect(responses['500'], keyOf(op)).toBeDefined();
    }
  });

  it('resolves every $ref', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(50);
    expect([...new Set(refs)].filter((ref) => resolvePointer(ref) === undefined)).toEqual([]);
  });

  it("declares exactly the path's template parameters, each required, each with an example", () => {
    const problems: string[] = [];
    for (const op of operations) {
      const inTemplate = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = parametersOf(op, 'path');
      const names = declared.map((p) => p.name).sort();
      if (JSON.stringify(inTemplate) !== JSON.stringify(names)) {
        problems.push(`${keyOf(op)}: template {${inTemplate.join('},{')}} vs parameters ${names.join(',')}`);
      }
      for (const p of declared) {
        if (!p.required) problems.push(`${keyOf(op)}: {${p.name}} not required`);
        if (op.pathExamples?.[p.name] === undefined)
          problems.push(`${keyOf(op)}: {${p.name}} has no example`);
      }
      const query = parametersOf(op, 'query').map((p) => p.name);
      if (new Set(query).size !== query.length) problems.push(`${keyOf(op)}: a query parameter twice`);
    }
    expect(problems).toEqual([]);
  });

  it('describes every error status with the one error shape', () => {
    const responses = (document.components as { responses: Record<string, JsonObject> }).responses;
    for (const response of Object.values(responses)) {
      expect(response.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
      });
    }
    const apiError = resolvePointer('#/components/schemas/ApiError') as JsonObject;
    expect(apiError.required).toEqual(['message', 'errors']);
  });
});
