import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ABOUT, postalAddress } from '../about.ts';
import { parseFrontMatter, renderTemplateMarkdown, slugify, withCompanyFacts } from './render-template.ts';

describe('parseFrontMatter', () => {
  it('reads flat name: value lines, quoted or not', () => {
    const { data, body } = parseFrontMatter(
      "---\ntitle: \"Cookie policy\"\nkey: cookies\n# comment\n\nupdated: 2026-11-01\nnote: 'it''s'\n---\nBody\n",
    );
    expect(data).toEqual({ title: 'Cookie policy', key: 'cookies', updated: '2026-11-01', note: "it's" });
    expect(body).toBe('Body\n');
  });

  it('accepts CRLF line ends', () => {
    expect(parseFrontMatter('---\r\ntitle: FAQ\r\n---\r\n## A\r\n')).toEqual({
      data: { title: 'FAQ' },
      body: '## A\r\n',
    });
  });

  it('leaves a source without front matter untouched', () => {
    expect(parseFrontMatter('# Title\n')).toEqual({ data: {}, body: '# Title\n' });
  });

  it('rejects lines it cannot read', () => {
    expect(() => parseFrontMatter('---\n- item\n---\n')).toThrow(/Unsupported front matter line/);
  });
});

describe('slugify', () => {
  it.each([
    ['Plans & billing', 'plans-billing'],
    ['Perché scegliere Itaca?', 'perche-scegliere-itaca'],
    ['PMS', 'pms'],
    ['  24/7 support ', '24-7-support'],
    ['!!!', 'section'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('renderTemplateMarkdown', () => {
  it('takes the title from the front matter and renders the body', () => {
    const result = renderTemplateMarkdown('---\ntitle: Security\nkey: security\n---\nWe use **TLS**.\n');
    expect(result.title).toBe('Security');
    expect(result.html).toBe('<p>We use <strong>TLS</strong>.</p>');
    expect(result.frontMatter).toEqual({ title: 'Security', key: 'security' });
  });

  it('falls back to the first level-1 heading for the title', () => {
    expect(renderTemplateMarkdown('Intro\n\n# Main title\n').title).toBe('Main title');
    expect(renderTemplateMarkdown('No heading').title).toBe('');
  });

  it('gives headings unique slug ids and lists them', () => {
    const result = renderTemplateMarkdown(
      '## Channel manager\n\ntext\n\n### How does `sync` work?\n\n## Channel manager\n',
    );
    expect(result.html).toContain('<h2 id="channel-manager">Channel manager</h2>');
    expect(result.html).toContain('<h3 id="how-does-sync-work">How does <code>sync</code> work?</h3>');
    expect(result.html).toContain('<h2 id="channel-manager-2">Channel manager</h2>');
    expect(result.headings).toEqual([
      { level: 2, id: 'channel-manager', text: 'Channel manager' },
      { level: 3, id: 'how-does-sync-work', text: 'How does sync work?' },
      { level: 2, id: 'channel-manager-2', text: 'Channel manager' },
    ]);
  });

  it('does not collide with a heading that already looks like a deduplicated id', () => {
    const ids = renderTemplateMarkdown('## A\n\n## A 2\n\n## A\n').headings.map((h) => h.id);
    expect(ids).toEqual(['a', 'a-2', 'a-3']);
  });

  it('escapes raw HTML instead of passing it through', () => {
    const { html } = renderTemplateMarkdown('Hi <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('does not link script-capable URLs but keeps safe ones', () => {
    const { html } = renderTemplateMarkdown(
      '[bad](javascript:alert(1)) [mail](mailto:info@itaca.example) [site](https://itaca.example/faq)',
    );
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<a href="mailto:info@itaca.example">mail</a>');
    expect(html).toContain('<a href="https://itaca.example/faq">site</a>');
  });

  it('renders lists and tables', () => {
    const { html } = renderTemplateMarkdown('- one\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<table>');
  });
});

describe('company facts in the content pages (CONSIST: the privacy controller address)', () => {
  it('writes each fact from the one company record', () => {
    const { html } = renderTemplateMarkdown('The controller is **{{legalName}}**, {{registeredOffice}}.');
    expect(html).toBe(
      `<p>The controller is <strong>${ABOUT.company.legalName}</strong>, ${postalAddress(ABOUT.registeredOffice)}.</p>`,
    );
    expect(withCompanyFacts('{{ vat }} · REA {{rea}}')).toBe(
      `${ABOUT.company.vat} · REA ${ABOUT.chamberCommerceNumber}`,
    );
  });

  it('refuses a fact it does not know, rather than printing braces', () => {
    expect(() => withCompanyFacts('{{headquarters}}')).toThrow('Unknown company fact {{headquarters}}');
  });

  it.each(['en', 'it'])(
    'names in the %s privacy policies the registered office the footer shows',
    async (language) => {
      const office = postalAddress(ABOUT.registeredOffice);
      for (const page of ['privacy-manager', 'privacy-guest']) {
        const source = await readFile(`src/content/templates/${language}/${page}.md`, 'utf8');
        const { html } = renderTemplateMarkdown(source);
        expect(html).toContain(office);
        expect(html).not.toContain('{{');
      }
    },
  );
});
