import { describe, expect, it } from 'vitest';
import { languageStaticPaths, localePath, splitLocalePath } from './paths.ts';

describe('localePath', () => {
  it.each([
    ['en', '/', '/'],
    ['it', '/', '/it'],
    ['en', '/faq', '/faq'],
    ['it', '/faq', '/it/faq'],
    ['it', 'info/pms', '/it/info/pms'],
  ] as const)('%s %s → %s', (language, path, expected) => {
    expect(localePath(language, path)).toBe(expected);
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/it', 'it', '/'],
    ['/it/', 'it', '/'],
    ['/it/faq', 'it', '/faq'],
    ['/faq', 'en', '/faq'],
    ['/italy', 'en', '/italy'],
  ] as const)('%s → %s %s', (pathname, language, path) => {
    expect(splitLocalePath(pathname)).toEqual({ language, path });
  });
});

describe('languageStaticPaths', () => {
  it('builds the English page without a prefix and the Italian one under /it', () => {
    expect(languageStaticPaths()).toEqual([
      { params: { lang: undefined }, props: { language: 'en' } },
      { params: { lang: 'it' }, props: { language: 'it' } },
    ]);
  });
});
