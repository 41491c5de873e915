/**
 * The texts a shared link shows before any script runs (the hotel page's title, description and
 * image in search results and link previews): pure, used by the worker when it serves the page.
 */

/** Search engines show about 155–160 characters of a description; link previews fewer. */
export const SHARE_DESCRIPTION_MAX = 160;

/**
 * A page title with its own part replaced by `name`: "Book your stay · Itaca" → "Ca' dei Dogi ·
 * Itaca" (the site's name after the last " · " stays); the name alone without a separator.
 */
export function titleFor(name: string, pageTitle: string): string {
  const separator = pageTitle.lastIndexOf(' · ');
  return separator < 0 ? name : `${name}${pageTitle.slice(separator)}`;
}

/**
 * A description for a link preview: whitespace collapsed, and cut at a word boundary with an
 * ellipsis when longer than `max` characters (a word longer than that is cut where it must be).
 * Empty when there is no text.
 */
export function shareDescription(text: string, max = SHARE_DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = space > max / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.·–-]+$/, '')}…`;
}
