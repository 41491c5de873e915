/**
 * The shape of the OpenAPI registries (public.ts, secure.ts): one entry per route the worker
 * serves under /api, naming the very zod schemas the route validates with (routes and registry
 * import the same constants; worker/routes/openapi.test.ts proves it by identity) and the
 * response schemas where one exists. document.ts turns the entries into the OpenAPI 3.1 document.
 */
import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
} from '../../src/contracts/booking-limits.ts';
import { IDEMPOTENCY_HEADER } from '../booking/reservation-create.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: anyone; anyone, with a session making a difference; a signed-in manager
 * (session cookie); a signed-in manager changing something (session cookie plus the
 * X-XSRF-TOKEN header).
 */
export type Access = 'anyone' | 'optional-session' | 'session' | 'session-xsrf';

/** Statuses answered in the API's error shape `{ message, errors: [{ field, code }] }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 504;

/** A response body: a zod schema (converted as output), or a plain JSON Schema for what has none. */
export type BodySchema = z.ZodType | { readonly jsonSchema: Record<string, unknown> };

export type SuccessResponse = {
  status: 200 | 201 | 204;
  description: string;
  schema?: BodySchema;
  /** The Cache-Control the route answers with, when it sets one. */
  cacheControl?: string;
  /** Response headers besides Cache-Control (e.g. Idempotent-Replayed). */
  headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  /** An example answer (shown with the response schema). */
  example?: unknown;
  /** A non-JSON answer (the police file, the receipt's page): its media type and an example of its text. */
  text?: { mediaType: string; example: string };
};

/** A request header the route reads (besides cookies and the XSRF header, which `access` covers). */
export type HeaderParameter = {
  name: string;
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
};

export type OperationSpec = {
  method: HttpMethod;
  /** The full path in OpenAPI style, e.g. `/api/rs/secure/hotels/{hotelId}/planning`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  /** The schemas of `validate('param' | 'query' | 'json', …)`: the same objects the route uses. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out entirely (the route treats no body as `{}`). */
  bodyOptional?: boolean;
  headers?: readonly HeaderParameter[];
  /** A working value for each path parameter (shown as the parameter's example). */
  pathExamples?: Readonly<Record<string, string>>;
  /** An example request body. */
  bodyExample?: unknown;
  success: SuccessResponse;
  /** Error statuses besides the ones every route may answer (500). */
  errors: readonly ErrorStatus[];
};

/** Errors of a route that validates input and needs nothing else. */
export const BAD_INPUT: readonly ErrorStatus[] = [400];
/** Errors of a JSON write on the public chain (body checks, cross-site guard). */
export const JSON_WRITE: readonly ErrorStatus[] = [400, 403, 413, 415];

/** The key a booking (online or by the staff) is sent with, so a retry never books twice. */
export const IDEMPOTENCY_KEY: HeaderParameter = {
  name: IDEMPOTENCY_HEADER,
  required: true,
  description: 'A key kept until an answer arrives, e.g. a UUID',
  schema: {
    type: 'string',
    minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: '^[\\x21-\\x7e]+$',
  },
};

/** The header of an answer replayed for the same Idempotency-Key and body. */
export const IDEMPOTENT_REPLAYED: NonNullable<SuccessResponse['headers']> = {
  'Idempotent-Replayed': {
    description: '`true` on a replayed answer',
    schema: { type: 'string', enum: ['true'] },
  },
};
