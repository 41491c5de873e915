import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type FieldError, toFieldErrors } from '../src/contracts/error-codes.ts';
import type { AppEnv } from './env.ts';

/** The one JSON error shape of the API. */
export type ApiErrorBody = { message: string; errors: FieldError[] };

/** An expected failure with its HTTP status: thrown by routes, rendered by `handleError`. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    errors: FieldError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, errors: FieldError[] = []) => new ApiError(400, message, errors);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, message);

/** The message key of every 409 of the property screen, its hotel notes included. */
const PROPERTY_CHANGED = 'bo.property.changed';

/** A stale write on the property screen: the screen says so and keeps the typed values. */
export const propertyChanged = () =>
  new ApiError(409, 'Another manager changed this meanwhile: reload and try again', [
    { field: 'version', code: PROPERTY_CHANGED },
  ]);

export function errorBody(message: string, errors: FieldError[] = []): ApiErrorBody {
  return { message, errors };
}

function isZodError(error: unknown): error is { issues: Parameters<typeof toFieldErrors>[0] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ZodError' &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

/** `app.onError`: every failure, expected or not, leaves as the same JSON shape. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.message, error.errors), error.status, error.headers);
  }
  if (isZodError(error)) {
    return c.json(errorBody('Invalid request', toFieldErrors(error.issues)), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status >= 500 ? (c.get('failureMessage') ?? 'Internal error') : error.message;
    // Hono's validator rejects unparsable JSON before our schemas run: name the body as the field.
    const errors = status === 400 ? [{ field: 'body', code: 'error.field.generic.invalid' }] : [];
    return c.json(errorBody(message || 'Bad request', errors), status);
  }
  console.error('Unhandled error', c.req.method, new URL(c.req.url).pathname, error);
  return c.json(errorBody(c.get('failureMessage') ?? 'Internal error'), 500);
}
