/**
 * Checks of an e-mail's HTML part for the template tests: that it parses as well-formed markup
 * (every element closed in order, attributes quoted, no stray '<' or unknown character
 * reference), and which remote resources a mail client would load from it.
 */

/** Elements without content or end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"<]*"|='[^'<]*')?)*)\s*(\/?)>/;
const REFERENCE = /^&(#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos|nbsp|zwnj);/;

/** The problems found (empty when the document is well formed). */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let rest = html.replace(/^<!DOCTYPE[^>]*>/i, '');
  let offset = html.length - rest.length;
  while (rest.length > 0 && problems.length < 5) {
    const lt = rest.search(/[<&]/);
    if (lt === -1) break;
    rest = rest.slice(lt);
    offset += lt;
    let taken: number;
    if (rest.startsWith('&')) {
      const reference = REFERENCE.exec(rest);
      if (!reference) problems.push(`unknown character reference at ${offset}: ${rest.slice(0, 12)}`);
      taken = reference ? reference[0].length : 1;
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) problems.push(`unclosed comment at ${offset}`);
      taken = end === -1 ? rest.length : end + 3;
    } else {
      const tag = TAG.exec(rest);
      if (!tag) {
        problems.push(`not a tag at ${offset}: ${rest.slice(0, 30)}`);
        taken = 1;
      } else {
        const [whole, closing, rawName = '', , selfClosing] = tag;
        const name = rawName.toLowerCase();
        if (closing) {
          const expected = open.pop();
          if (expected !== name) problems.push(`</${name}> at ${offset} closes <${expected ?? 'nothing'}>`);
        } else if (!VOID.has(name) && !selfClosing) {
          open.push(name);
        }
        taken = whole.length;
      }
    }
    rest = rest.slice(taken);
    offset += taken;
  }
  if (open.length > 0) problems.push(`not closed: ${open.join(', ')}`);
  if (!/^<!DOCTYPE/i.test(html)) problems.push('no doctype');
  return problems;
}

/**
 * What a mail client would fetch to show the message: images (src, srcset, background), style
 * sheets and fonts (<link href>, url(...), @import).
 */
export function remoteResources(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:src|background|poster)="([^"]*)"/gi)) found.push(match[1] ?? '');
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/gi)) found.push(match[1] ?? '');
  for (const match of html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/gi)) found.push(match[1] ?? '');
  for (const match of html.matchAll(/url\(\s*['"]?([^'")]*)/gi)) found.push(match[1] ?? '');
  for (const match of html.matchAll(/@import\s+['"]?([^'";\s]*)/gi)) found.push(match[1] ?? '');
  return [...new Set(found.map((url) => url.replace(/&amp;/g, '&')))];
}
