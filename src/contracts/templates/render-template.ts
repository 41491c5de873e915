/**
 * Renders a content page (src/content/templates/<language>/*.md) to the HTML the API serves.
 * Pure: no file system, usable in Node (seed), workerd (tests) and the browser.
 *
 * Safety: raw HTML in the Markdown is escaped, not passed through (`html: false`), and links with
 * script-capable schemes (javascript:, vbscript:, file:, data: other than images) are not turned
 * into links (markdown-it's `validateLink`), so the output can be inserted with innerHTML.
 * Headings get stable slug ids, so pages (the FAQ sidebar) can link to their sections.
 */
import MarkdownIt, { type Token } from 'markdown-it';
import { COMPANY_FACTS } from '../about.ts';

export type TemplateHeading = { level: number; id: string; text: string };

export type TemplateFrontMatter = Readonly<Record<string, string>>;

export type RenderedTemplate = {
  /** The front matter title, else the text of the first level-1 heading, else ''. */
  title: string;
  html: string;
  /** Every heading in document order, with the id it was given. */
  headings: TemplateHeading[];
  frontMatter: TemplateFrontMatter;
};

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FRONT_MATTER_LINE = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;

function unquote(value: string): string {
  if (value.length >= 2) {
    const first = value[0];
    if ((first === '"' || first === "'") && value.endsWith(first)) {
      const inner = value.slice(1, -1);
      return first === "'"
        ? inner.replaceAll("''", "'")
        : inner.replaceAll('\\"', '"').replaceAll('\\\\', '\\');
    }
  }
  return value;
}

/**
 * Splits a YAML front matter block of flat `name: value` lines (the only form the templates use)
 * from the Markdown body. Values may be quoted; blank lines and `#` comments are skipped.
 */
export function parseFrontMatter(source: string): { data: TemplateFrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = FRONT_MATTER_LINE.exec(line);
    if (!field?.[1]) throw new Error(`Unsupported front matter line: ${line}`);
    data[field[1]] = unquote(field[2] ?? '');
  }
  return { data, body: source.slice(match[0].length) };
}

/** URL fragment for a heading: lowercase ASCII words joined by dashes ('Perché Itaca?' → 'perche-itaca'). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'section' : slug;
}

function plainText(inline: Token | undefined): string {
  if (!inline) return '';
  const parts = (inline.children ?? []).map((child) =>
    child.type === 'text' || child.type === 'code_inline'
      ? child.content
      : child.type === 'softbreak'
        ? ' '
        : '',
  );
  return parts.join('').trim();
}

const FACT = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * The company's facts in a template's Markdown (`{{registeredOffice}}`, `{{vat}}`…), from
 * COMPANY_FACTS; an unknown name is an error, not a page that prints braces.
 */
export function withCompanyFacts(source: string): string {
  return source.replace(FACT, (_, name: string) => {
    const value = COMPANY_FACTS[name];
    if (value === undefined) throw new Error(`Unknown company fact {{${name}}} in a content template`);
    return value;
  });
}

/** Renders a template's Markdown (with or without front matter) to safe HTML with heading ids. */
export function renderTemplateMarkdown(source: string): RenderedTemplate {
  const { data, body } = parseFrontMatter(withCompanyFacts(source));
  const env = {};
  const tokens = markdown.parse(body, env);
  const used = new Set<string>();
  const headings: TemplateHeading[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = plainText(tokens[index + 1]);
    const base = slugify(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    token.attrSet('id', id);
    headings.push({ level: Number(token.tag.slice(1)), id, text });
  });
  const html = markdown.renderer.render(tokens, markdown.options, env).trim();
  const title = data.title ?? headings.find((h) => h.level === 1)?.text ?? '';
  return { title, html, headings, frontMatter: data };
}
