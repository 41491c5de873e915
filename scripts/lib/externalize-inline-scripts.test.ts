import { describe, expect, it } from 'vitest';
import { externalizeInlineScripts } from './externalize-inline-scripts.ts';

describe('externalizeInlineScripts', () => {
  it('moves classic and module inline scripts into hashed files, keeping their attributes', () => {
    const html =
      '<head><script>window.a=1</script></head><body><script type="module">import "/x.js"</script></body>';
    const { html: out, scripts } = externalizeInlineScripts(html);
    expect(scripts).toHaveLength(2);
    expect(scripts.map((s) => s.content)).toEqual(['window.a=1', 'import "/x.js"']);
    expect(out).toBe(
      `<head><script src="/_astro/${scripts[0]?.fileName}"></script></head>` +
        `<body><script type="module" src="/_astro/${scripts[1]?.fileName}"></script></body>`,
    );
    expect(out).not.toMatch(/<script[^>]*>[^<]+<\/script>/);
  });

  it('leaves external scripts and JSON data blocks alone', () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Hotel"}</script>';
    const { html: out, scripts } = externalizeInlineScripts(html);
    expect(out).toBe(html);
    expect(scripts).toEqual([]);
  });

  it('gives identical scripts one file, named after their content', () => {
    const { scripts } = externalizeInlineScripts('<script>x()</script><p></p><script>x()</script>');
    expect(scripts).toHaveLength(1);
    const other = externalizeInlineScripts('<script>y()</script>').scripts[0];
    expect(other?.fileName).not.toBe(scripts[0]?.fileName);
  });
});
