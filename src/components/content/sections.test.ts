import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderTemplateMarkdown } from '../../contracts/templates/render-template.ts';
import { htmlToText, splitSections } from './sections.ts';

describe('splitSections', () => {
  it('cuts the HTML at every h2, keeping the intro and the h3s inside their section', () => {
    const html =
      '<p>Intro</p>\n<h2 id="a">First &amp; best</h2>\n<h3 id="q">Q?</h3>\n<p>A.</p>\n<h2 id="b">Second</h2>\n<p>B.</p>';
    expect(splitSections(html)).toEqual({
      intro: '<p>Intro</p>',
      sections: [
        {
          id: 'a',
          title: 'First & best',
          html: '<h2 id="a">First &amp; best</h2>\n<h3 id="q">Q?</h3>\n<p>A.</p>',
        },
        { id: 'b', title: 'Second', html: '<h2 id="b">Second</h2>\n<p>B.</p>' },
      ],
    });
  });

  it('returns everything as intro when there is no h2', () => {
    expect(splitSections('<p>Only text</p>\n')).toEqual({ intro: '<p>Only text</p>', sections: [] });
  });

  it('loses nothing: the parts put together give back the HTML', () => {
    const html = '<p>x</p><h2 id="a">A</h2><p>1</p><h2 id="b">B <em>b</em></h2><p>2</p>';
    const { intro, sections } = splitSections(html);
    expect(intro + sections.map((s) => s.html).join('')).toBe(html);
    expect(sections[1]?.title).toBe('B b');
  });

  it.each(['en', 'it'])(
    'finds the six FAQ sections of the %s template with the ids the API serves',
    async (language) => {
      const source = await readFile(`src/content/templates/${language}/faq.md`, 'utf8');
      const rendered = renderTemplateMarkdown(source);
      const { sections } = splitSections(rendered.html);
      expect(sections.map((s) => s.id)).toEqual(
        rendered.headings.filter((h) => h.level === 2).map((h) => h.id),
      );
      expect(sections).toHaveLength(6);
      for (const section of sections) expect(section.html).toMatch(/<h3 id="[a-z0-9-]+">/);
    },
  );
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<strong>Plans</strong> &amp; billing &quot;now&quot; &#39;x&#39; &lt;y&gt;')).toBe(
      `Plans & billing "now" 'x' <y>`,
    );
  });
});
