import { describe, expect, it } from 'vitest';
import { renderTemplateMarkdown } from '../../contracts/templates/render-template.ts';
import { labelTableCells } from './table-labels.ts';

describe('labelTableCells (stacked tables on phones, TRUST)', () => {
  it('labels each body cell with its column header, in order', () => {
    const { html } = renderTemplateMarkdown(
      '| Cookie | Purpose | Duration |\n| --- | --- | --- |\n| `cookiesPolicy` | Records the notice | 1 year |\n| `X-ITACA-LOCALE` | Language | 1 "solar" year |\n',
    );
    const labelled = labelTableCells(html);
    expect(labelled).toContain('<td data-label="Cookie"><code>cookiesPolicy</code></td>');
    expect(labelled).toContain('<td data-label="Duration">1 year</td>');
    expect(labelled.match(/data-label="Purpose"/g)).toHaveLength(2);
    expect(labelled).not.toContain('<th data-label');
  });

  it('escapes quotes and drops markup from the header text; keeps cell attributes', () => {
    const html =
      '<table><thead><tr><th>The "name"</th><th><em>Until</em></th></tr></thead><tbody><tr><td style="text-align:right">a</td><td>b</td></tr></tbody></table>';
    expect(labelTableCells(html)).toBe(
      '<table><thead><tr><th>The "name"</th><th><em>Until</em></th></tr></thead><tbody><tr><td style="text-align:right" data-label="The &quot;name&quot;">a</td><td data-label="Until">b</td></tr></tbody></table>',
    );
  });

  it('leaves HTML without tables, or tables without a header, unchanged', () => {
    expect(labelTableCells('<p>Text</p>')).toBe('<p>Text</p>');
    const headless = '<table><tbody><tr><td>a</td></tr></tbody></table>';
    expect(labelTableCells(headless)).toBe(headless);
  });
});
