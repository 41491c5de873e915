import { Hono } from 'hono';
import { findEmail, listRecentEmails, type OutboxRow } from '../data/outbox.ts';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../errors.ts';

/** How many messages the local mailbox shows. */
export const LOCAL_OUTBOX_SIZE = 50;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escaped text in which every http(s) URL becomes a link (the reset links of the outbox). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMessage(row: OutboxRow): string {
  return `<article>
<h2>${escapeHtml(row.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(row.created_date)}">${escapeHtml(row.created_date)}</time></dd>
<dt>Template</dt><dd>${escapeHtml(row.template)}</dd>
<dt>Status</dt><dd>${escapeHtml(row.status)}${row.attempts > 0 ? ` (${row.attempts} attempts)` : ''}${row.last_error ? ` ${escapeHtml(row.last_error)}` : ''}</dd>
</dl>
${
  row.body_html
    ? `<p><a href="/__local/outbox/${row.id}.html">HTML part alone</a> (to open at any width)</p>
<iframe title="HTML part of ${escapeHtml(row.subject)}" sandbox="" srcdoc="${escapeHtml(row.body_html)}"></iframe>
<details><summary>Text part</summary><pre>${linkify(row.body_text)}</pre></details>`
    : `<pre>${linkify(row.body_text)}</pre>`
}
</article>`;
}

function renderPage(rows: OutboxRow[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; }
article { border-top: 1px solid #ccc; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
iframe { width: 100%; height: 40rem; border: 1px solid #ccc; }
pre { background: #f6f6f6; padding: 0.75rem; white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<main>
<h1>Local outbox</h1>
<p>The newest ${LOCAL_OUTBOX_SIZE} e-mails the worker queued (MAIL_PROVIDER "outbox" keeps them here). <a href="/__local/outbox.json">JSON</a></p>
${rows.length === 0 ? '<p>No e-mails yet.</p>' : rows.map(renderMessage).join('\n')}
</main>
</body>
</html>`;
}

/**
 * Developer tools that exist only when ENVIRONMENT is 'local' (set by
 * `npm start`): every other environment answers 404, as if the routes did not exist.
 */
export const localTools = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (c.env.ENVIRONMENT !== 'local') return c.json(errorBody('Not found'), 404);
    await next();
  })
  .get('/outbox', async (c) => {
    const rows = await listRecentEmails(c.env.DB, LOCAL_OUTBOX_SIZE);
    return c.html(renderPage(rows), 200, { 'Cache-Control': 'no-store' });
  })
  // One message's HTML part as the recipient's mail client gets it (screenshots at any width).
  .get('/outbox/:file{[0-9]{1,9}\\.html}', async (c) => {
    const row = await findEmail(c.env.DB, Number.parseInt(c.req.param('file'), 10));
    if (!row?.body_html) return c.json(errorBody('Not found'), 404);
    return c.html(row.body_html, 200, { 'Cache-Control': 'no-store' });
  })
  // `?template=review-invitation`: the newest of one kind only (a test looking for the cron's
  // invitations is not crowded out by the e-mails queued after them).
  .get('/outbox.json', async (c) => {
    const rows = await listRecentEmails(c.env.DB, LOCAL_OUTBOX_SIZE, c.req.query('template'));
    return c.json(rows, 200, { 'Cache-Control': 'no-store' });
  });
