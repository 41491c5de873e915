/**
 * The generic error page (ROUTES-6 `/error/:code`, code an integer, default 500): the codes
 * built statically and the text shown for each. Any other integer is served the default page by
 * the worker, and a few bytes of script there show the requested code with the generic text.
 */
import type { MessageKey } from '../../i18n/dictionary.ts';

export const DEFAULT_ERROR_CODE = 500;

/** Codes with their own page and text: the ones the API and the browser can lead to. */
export const ERROR_TEXTS = {
  400: 'page.error.400.text',
  401: 'page.error.401.text',
  403: 'page.error.403.text',
  404: 'page.error.404.text',
  408: 'page.error.408.text',
  410: 'page.error.410.text',
  429: 'page.error.429.text',
  500: 'page.error.500.text',
  502: 'page.error.502.text',
  503: 'page.error.503.text',
  504: 'page.error.504.text',
} as const satisfies Record<number, MessageKey>;

export const STATIC_ERROR_CODES: readonly number[] = /* @__PURE__ */ Object.keys(ERROR_TEXTS).map(Number);

/** `/error/<code>` paths: an integer of 1 to 9 digits. */
export const ERROR_PATH = /\/error\/(\d{1,9})\/?$/;

/** The code of an `/error/…` path parameter: an integer, else the default 500. */
export function errorCodeOf(param: string | number | undefined): number {
  const text = String(param ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : DEFAULT_ERROR_CODE;
}

/** The message key for a code: its own text, else the generic one. */
export function errorTextKey(code: number): MessageKey {
  return Object.hasOwn(ERROR_TEXTS, code)
    ? ERROR_TEXTS[code as keyof typeof ERROR_TEXTS]
    : 'page.error.generic.text';
}
