import { createHash } from 'node:crypto';

/** Script types that the browser executes; data blocks (JSON, JSON-LD) are left inline. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

export type ExternalScript = { fileName: string; content: string };

/**
 * Moves every inline executable `<script>` of an HTML document into a file named after its
 * content hash, so that the Content-Security-Policy can be `script-src 'self'` with no
 * 'unsafe-inline' and no per-page hashes. A classic inline script becomes a classic external
 * script at the same place, which the parser still runs in order, so behaviour is unchanged.
 */
export function externalizeInlineScripts(
  html: string,
  publicDir = '/_astro',
): { html: string; scripts: ExternalScript[] } {
  const scripts = new Map<string, string>();
  const rewritten = html.replace(SCRIPT, (whole, rawAttributes: string | undefined, body: string) => {
    const attributes = rawAttributes ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '') return whole;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) return whole;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    const fileName = `inline.${hash}.js`;
    scripts.set(fileName, body);
    return `<script${attributes} src="${publicDir}/${fileName}"></script>`;
  });
  return {
    html: rewritten,
    scripts: [...scripts].map(([fileName, content]) => ({ fileName, content })),
  };
}
