/**
 * Splits a rendered content template (src/contracts/templates/render-template.ts: every heading carries a
 * stable id) into its `##` sections, so that pages can wrap each one in a <section> and list
 * them in a sidebar (the FAQ) or a table of contents (the terms). Pure string work.
 */
export type ContentSection = {
  /** The id of the section's h2 (`plans-and-billing`), the anchor the sidebar links to. */
  id: string;
  /** The plain text of the h2. */
  title: string;
  /** The section's HTML, starting with its h2. */
  html: string;
};

export type SplitContent = {
  /** Whatever comes before the first h2 (an introduction), possibly ''. */
  intro: string;
  sections: ContentSection[];
};

const H2 = /<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of an HTML fragment: tags dropped, the entities markdown-it writes decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function splitSections(html: string): SplitContent {
  const starts = Array.from(html.matchAll(H2), (match) => ({
    index: match.index,
    id: match[1] ?? '',
    title: htmlToText(match[2] ?? ''),
  }));
  if (starts.length === 0) return { intro: html.trim(), sections: [] };
  const sections = starts.map((start, i) => ({
    id: start.id,
    title: start.title,
    html: html.slice(start.index, starts[i + 1]?.index ?? html.length).trim(),
  }));
  return { intro: html.slice(0, starts[0]?.index ?? 0).trim(), sections };
}
