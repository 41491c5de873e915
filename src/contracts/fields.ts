import { EMAIL_MAX_LENGTH, isEmail } from '../domain/formats.ts';
import { ErrorCode } from './error-codes.ts';
import { z } from './zod.ts';

/*
 * Field builders shared by the payload schemas (address, demo request, join, quote, help
 * request, booking).
 *
 * zod leaves `input` out of its issues, so the generic mapping in error-codes.ts cannot tell
 * "missing" from "wrong type": the builders say it themselves ('error.required' for
 * undefined/null, 'error.field.generic.invalid' otherwise). Every string is trimmed, NFC-normalised,
 * bounded, and rejects controls, bidirectional controls, line separators and zero-width characters
 * ('error.text.invalid.characters'); optional fields accept '', null or a missing key (→ undefined).
 */

type TypeIssue = { code: string; input?: unknown };

/** Error map for a schema's own type/value issues; other issues keep their explicit or default key. */
export function typeError(issue: TypeIssue): string | undefined {
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') {
    return issue.input === undefined || issue.input === null ? ErrorCode.required : ErrorCode.invalid;
  }
  return undefined;
}

/** The message key of text holding characters that are not what they look like (400). */
export const INVALID_CHARACTERS = 'error.text.invalid.characters';

/*
 * Characters that make text not what it looks like, refused in every text field: C0 controls and
 * DEL (CR/LF would also split e-mail headers and forge lines in plain-text e-mails), C1 controls
 * (U+0080–U+009F, NEL U+0085 among them), the line and paragraph separators U+2028/U+2029, the
 * bidirectional controls (U+200E/U+200F marks, U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates, U+061C Arabic letter mark: 'Probe\u202egnp.exe' shows as 'Probeexe.png') and the
 * zero-width characters (U+200B–U+200D, U+2060, U+FEFF) that make two different texts look alike.
 * Multi-line text may keep tabs and line breaks.
 */
const FORBIDDEN_IN_LINE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
const FORBIDDEN_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/**
 * True when `value` holds a character refused in text (above): controls, bidirectional controls,
 * line separators, zero-width characters. Free text (`allowLineBreaks`) may hold tabs and line
 * breaks (the text builders store CRLF and CR as LF).
 * @example hasControlCharacters('Probe\u202egnp.exe') === true
 */
export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE).test(value);
}

/** Text as it is stored: NFC (one code point for 'é' however it was typed), line breaks as LF. */
export function normaliseText(value: string, multiline = false): string {
  const nfc = value.normalize('NFC');
  return multiline ? nfc.replace(/\r\n?/g, '\n') : nfc;
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
    .overwrite((value) => normaliseText(value, options.multiline))
    .max(max, { error: ErrorCode.maxLength, abort: true })
    .refine((value) => !hasControlCharacters(value, options.multiline), {
      error: INVALID_CHARACTERS,
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

/** A required e-mail address (FMT-3 pattern, at most 254 characters). */
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
