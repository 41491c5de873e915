import { EMAIL_MAX_LENGTH, isEmail } from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { z } from './zod.ts';

/*
 * Field builders shared by the payload schemas (address, demo request, join, quote, help
 * request, booking).
 *
 * zod leaves `input` out of its issues, so the generic mapping in error-codes.ts cannot tell
 * "missing" from "wrong type": the builders say it themselves ('error.required' for
 * undefined/null, 'error.field.generic.invalid' otherwise). Every string is trimmed, bounded,
 * and rejects control characters; optional fields accept '', null or a missing key (→ undefined).
 */

type TypeIssue = { code: string; input?: unknown };

/** Error map for a schema's own type/value issues; other issues keep their explicit or default key. */
export function typeError(issue: TypeIssue): string | undefined {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') {
    return issue.input === undefined || issue.input === null ? ErrorCode.required : ErrorCode.invalid;
  }
  return undefined;
}

/**
 * True when `value` holds a C0 control character or DEL, which have no business in a one-line
 * field (CR/LF would also split e-mail headers). Free text may hold tabs and line breaks.
 */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (
      code === 0x7f ||
      (code < 0x20 && !(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)))
    ) {
      return true;
    }
  }
  return false;
}

type TextOptions = {
  /** Allow line breaks and tabs (messages, descriptions). */
  multiline?: boolean;
  /** Format the trimmed value must match, and the key reported when it does not. */
  pattern?: RegExp;
  code?: string;
};

function textChecks(max: number, options: TextOptions) {
  const { pattern, code = ErrorCode.invalid } = options;
  // `abort` stops at an oversized value, so no pattern runs on a 10,000-character input.
  return z
    .string({ error: typeError })
    .trim()
    .max(max, { error: ErrorCode.maxLength, abort: true })
    .refine((value) => !hasControlCharacters(value, options.multiline), {
      error: ErrorCode.invalid,
      abort: true,
    })
    .refine((value) => value === '' || pattern === undefined || pattern.test(value), code);
}

/** A required string of 1 to `max` characters after trimming ('' and blanks → 'error.required'). */
export function requiredText(max: number, options: TextOptions = {}) {
  return textChecks(max, options).refine((value) => value !== '', { error: ErrorCode.required, abort: true });
}

/** An optional string of at most `max` characters; '', blanks and null become undefined. */
export function optionalText(max: number, options: TextOptions = {}) {
  return textChecks(max, options)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A required e-mail address (spec 002 §5 pattern, at most 254 characters). */
export function requiredEmail() {
  return z
    .string({ error: typeError })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: ErrorCode.maxLength, abort: true })
    .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
    .refine(isEmail, ErrorCode.email);
}

/** An optional e-mail address; '', blanks and null become undefined. */
export function optionalEmail() {
  return z
    .string({ error: typeError })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: ErrorCode.maxLength, abort: true })
    .refine((value) => value === '' || isEmail(value), ErrorCode.email)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A required integer in [min, max] (JSON numbers only: forms convert their inputs). */
export function requiredInt(min: number, max: number) {
  return z
    .number({ error: typeError })
    .int(ErrorCode.invalid)
    .min(min, ErrorCode.min)
    .max(max, ErrorCode.max);
}

/** An optional integer in [min, max]; null becomes undefined. */
export function optionalInt(min: number, max: number) {
  return requiredInt(min, max)
    .nullish()
    .transform((value) => value ?? undefined);
}

/** One of `values`; a missing value reports 'error.required', any other value 'error.field.generic.invalid'. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError });
}
