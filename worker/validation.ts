import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { toFieldErrors } from '../src/contracts/error-codes.ts';
import { ApiError } from './errors.ts';

/** What a `validate()` middleware checks: read by the OpenAPI test to prove the document's schemas are the routes'. */
export type ValidatedPart = { target: keyof ValidationTargets; schema: z.ZodType };

/** Each validator middleware made by `validate` (or `recordValidator`), with its target and schema. */
export const validatedParts = new WeakMap<object, ValidatedPart>();

/** Remembers which schema `middleware` validates `target` with (see `validatedParts`). */
export function recordValidator<Middleware extends object>(
  target: keyof ValidationTargets,
  schema: z.ZodType,
  middleware: Middleware,
): Middleware {
  validatedParts.set(middleware, { target, schema });
  return middleware;
}

/**
 * Validates one part of the request with a zod schema and types `c.req.valid(target)`.
 * Failures become a 400 in the API's error shape, with one entry per field.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = validator(target, (value) => parseInput(target, schema, value));
  return recordValidator(target, schema, middleware);
}

/** `value` read with `schema`, or the 400 that `validate(target, schema)` answers. */
export async function parseInput<Schema extends z.ZodType>(
  target: keyof ValidationTargets,
  schema: Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  // reportInput: the error codes tell a missing value (error.required) from a wrong one.
  const result = await schema.safeParseAsync(value, { reportInput: true });
  if (!result.success) {
    const errors = toFieldErrors(result.error.issues);
    const fields = [...new Set(errors.map((e) => e.field))].join(', ');
    throw new ApiError(400, `Invalid ${target === 'json' ? 'body' : target}: ${fields}`, errors);
  }
  return result.data;
}
