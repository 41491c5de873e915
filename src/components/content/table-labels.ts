/**
 * Gives every body cell of the rendered Markdown tables a `data-label` with its column's header
 * text, so that narrow screens can show each row as a stacked card ('Duration: 1 year') instead of
 * squeezing three columns into 320 px and breaking cookie names letter by letter (TRUST). Pure
 * string work over markdown-it's table markup; other HTML is returned unchanged.
 */

const TABLE = /<table>([\s\S]*?)<\/table>/g;
const HEAD_CELL = /<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/g;
const BODY = /<tbody>([\s\S]*?)<\/tbody>/;
const ROW = /<tr>([\s\S]*?)<\/tr>/g;
const BODY_CELL = /<td(\s[^>]*)?>/g;

/** Visible text of a header cell's HTML, with its markup removed, ready for an attribute value. */
function labelText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('"', '&quot;');
}

/**
 * `<td>` → `<td data-label="Duration">` inside every `<table>` (the header row's texts, in column
 * order). Example: a cookie table's third cell of each row gets `data-label="Duration"`.
 */
export function labelTableCells(html: string): string {
  return html.replace(TABLE, (table: string, inner: string) => {
    const headEnd = inner.indexOf('</thead>');
    if (headEnd < 0) return table;
    const labels = [...inner.slice(0, headEnd).matchAll(HEAD_CELL)].map((match) => labelText(match[1] ?? ''));
    const body = BODY.exec(inner);
    if (!body || labels.length === 0) return table;
    const labelledBody = (body[1] ?? '').replace(ROW, (_row: string, cells: string) => {
      let column = 0;
      const labelled = cells.replace(BODY_CELL, (_cell: string, attributes = '') => {
        const label = labels[column++];
        return label ? `<td${attributes} data-label="${label}">` : `<td${attributes}>`;
      });
      return `<tr>${labelled}</tr>`;
    });
    return table.replace(body[0], `<tbody>${labelledBody}</tbody>`);
  });
}
