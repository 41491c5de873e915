/**
 * The signed-in hint (worker/security/session.ts): a cookie without secret that the worker sets
 * and clears together with the HttpOnly session cookie. Every page tests it (the base script of
 * src/layouts/Base.astro) and, only when it is there, loads the header's manager script
 * (./manager.ts, which calls `me`). The header keeps that script inside a <template>, where it
 * does not run (ManagerScript.astro), and this module imports it by its built URL: a plain
 * `import('./manager.ts')` would make the bundler add its preload helper (about 1 KB gzip) to
 * every page. So visitors download only these lines and make no request that answers 401.
 */
export const SIGNED_IN_COOKIE = '__Host-itaca_signed_in';

/** The worker sets the hint to `1`; an emptied cookie is no hint. */
export const hasSignedInHint = (cookies: string) => /(^|; ?)__Host-itaca_signed_in=1/.test(cookies);

/** Imports the header's manager script when the hint is there. */
export function loadManagerScript(
  doc: Document = document,
  load = (url: string): Promise<unknown> => import(/* @vite-ignore */ url),
): void {
  const script = doc.querySelector<HTMLTemplateElement>('[data-manager-script]')?.content.firstElementChild as
    | HTMLScriptElement
    | null
    | undefined;
  if (script && hasSignedInHint(doc.cookie)) load(script.src).catch(() => {});
}
