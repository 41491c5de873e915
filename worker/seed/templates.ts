/**
 * Content-template rows for D1, built from the Markdown sources in src/content/templates
 * (<language>/<file>.md, see src/contracts/templates/template-keys.ts). NODE ONLY (node:fs): used by
 * scripts/db.ts; the worker must never import this module (it serves the rows from D1).
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RenderedTemplate,
  renderTemplateMarkdown,
} from '../../src/contracts/templates/render-template.ts';
import { TEMPLATE_KEYS, TEMPLATES, type TemplateKey } from '../../src/contracts/templates/template-keys.ts';
import { SUPPORTED_LANGUAGES } from '../../src/domain/language.ts';

type SqlStatement = { sql: string; params: (string | number | null)[] };

export type TemplateRow = {
  key: TemplateKey;
  language: (typeof SUPPORTED_LANGUAGES)[number];
  title: string;
  contentHtml: string;
  updatedDate: string;
};

/** Folder of the Markdown sources, relative to this file. */
export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../src/content/templates');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/;

function rowFrom(
  rendered: RenderedTemplate,
  key: TemplateKey,
  language: TemplateRow['language'],
  source: string,
  now: Date,
): TemplateRow {
  const declaredKey = rendered.frontMatter.key;
  if (declaredKey !== key) {
    throw new Error(`${source}: front matter key is '${declaredKey ?? ''}', expected '${key}'`);
  }
  if (rendered.title.trim() === '') throw new Error(`${source}: the front matter has no title`);
  if (rendered.html === '') throw new Error(`${source}: the page has no content`);
  const updated = rendered.frontMatter.updated;
  let updatedDate = now.toISOString();
  if (updated !== undefined) {
    const date = new Date(updated);
    if (!ISO_DATE.test(updated) || Number.isNaN(date.getTime())) {
      throw new Error(`${source}: 'updated' must be an ISO date, got '${updated}'`);
    }
    updatedDate = date.toISOString();
  }
  return { key, language, title: rendered.title, contentHtml: rendered.html, updatedDate };
}

/**
 * Reads and renders every template in every supported language. Fails on a missing page, a file
 * that is not a known template, or a front matter whose key does not match its file.
 */
export async function loadTemplateRows(now: Date, dir: string = TEMPLATES_DIR): Promise<TemplateRow[]> {
  const byFile = new Map<string, TemplateKey>(TEMPLATE_KEYS.map((key) => [`${TEMPLATES[key].file}.md`, key]));
  const rows: TemplateRow[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    const folder = join(dir, language);
    const files = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
    const unknown = files.filter((name) => !byFile.has(name));
    if (unknown.length > 0)
      throw new Error(`Unknown content templates in ${language}/: ${unknown.join(', ')}`);
    const missing = [...byFile.keys()].filter((name) => !files.includes(name));
    if (missing.length > 0)
      throw new Error(`Missing content templates in ${language}/: ${missing.join(', ')}`);
    for (const name of files) {
      const key = byFile.get(name) as TemplateKey;
      const source = `${language}/${name}`;
      const rendered = renderTemplateMarkdown(await readFile(join(folder, name), 'utf8'));
      rows.push(rowFrom(rendered, key, language, source, now));
    }
  }
  return rows;
}

/**
 * `INSERT OR REPLACE` statements for content_templates: the Markdown files are the source of
 * truth, so seeding again brings the rows up to date. `now` dates pages without `updated`.
 */
export async function buildTemplateStatements(now: Date): Promise<SqlStatement[]> {
  const rows = await loadTemplateRows(now);
  return rows.map((row) => ({
    sql: 'INSERT OR REPLACE INTO content_templates (key, language, title, content_html, updated_date) VALUES (?, ?, ?, ?, ?)',
    params: [row.key, row.language, row.title, row.contentHtml, row.updatedDate],
  }));
}
