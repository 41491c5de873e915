import type { FormEvent } from 'react';
import type { Language } from '../../contracts/types.ts';
import { localePath } from '../../i18n/paths.ts';

/** The localised URL of `path` with an optional query (`/it/quote?email=…`). */
export function siteUrl(
  language: Language,
  path: string,
  query?: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return `${localePath(language, path)}${search ? `?${search}` : ''}`;
}

/** Navigates to a localised page; `replace` leaves no history entry (redirects). */
export function navigate(
  language: Language,
  path: string,
  query?: Record<string, string | undefined>,
  replace = false,
): void {
  const url = siteUrl(language, path, query);
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/**
 * A submit handler that ignores submits while `busy` (buttons use aria-disabled rather than
 * disabled, so that a focused button keeps focus while its request runs).
 */
export function unlessBusy(busy: boolean, handler: (event: FormEvent<HTMLFormElement>) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void handler(event);
  };
}
