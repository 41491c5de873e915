/**
 * The message keys of the specs (INPUT, PROPERR, BOERR) that field errors carry, shared by
 * the worker's 400 responses and the forms, so that both speak the same vocabulary.
 */
export const ErrorCode = {
  required: 'error.required',
  invalid: 'error.field.generic.invalid',
  minLength: 'error.field.generic.minlength',
  maxLength: 'error.field.generic.maxlength',
  min: 'error.field.min',
  max: 'error.field.max',
  /** A value given twice where a list takes each once (e.g. a service of a room). */
  duplicate: 'error.field.duplicate',
  email: 'error.email.invalid',
  phone: 'error.phone.number',
  passwordMismatch: 'error.password.match',
  validationFields: 'error.validation.fields.text',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One field error in the API's error shape. */
export type FieldError = { field: string; code: string };

/** Minimal view of a zod 4 issue, so this module does not depend on zod's internal types. */
type IssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  format?: string;
};

/** Dotted path of an issue (`hotels.0.name`), or `body` for the payload itself. */
export function issueField(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

/**
 * Maps a zod issue to a message key. A schema may also set an explicit key as the
 * issue message (`z.string().regex(PHONE, ErrorCode.phone)`); such keys win.
 */
export function issueCode(issue: IssueLike): string {
  if (issue.message.startsWith('error.')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? ErrorCode.required
        : ErrorCode.invalid;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return issue.input === '' ? ErrorCode.required : ErrorCode.minLength;
      }
      return ErrorCode.min;
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? ErrorCode.maxLength : ErrorCode.max;
    case 'invalid_format':
      return issue.format === 'email' ? ErrorCode.email : ErrorCode.invalid;
    default:
      return ErrorCode.invalid;
  }
}

export function toFieldErrors(issues: readonly IssueLike[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const error = { field: issueField(issue.path), code: issueCode(issue) };
    const key = `${error.field}|${error.code}`;
    if (!seen.has(key)) {
      seen.add(key);
      errors.push(error);
    }
  }
  return errors;
}
