import { describe, expect, it } from 'vitest';
import {
  builderAdults,
  cspLines,
  currencyChoices,
  deepLinkUrl,
  defaultSnippetOptions,
  elementHtml,
  parseManifest,
  snippetHtml,
  themeCss,
} from './snippet.ts';

const manifest = {
  entry: 'booking.js',
  pinned: 'booking.715040505d.js',
  integrity: 'sha384-qJYlqeqMuEG71Hr4Zy6bbh7fT+TJYx1dxTwuNWQD8Ump2DDBnrGCTM5q4bVApXUl',
};
const base = defaultSnippetOptions('chalet-sassolungo');

describe('the snippet', () => {
  it('is two lines with the defaults: the pinned script with its integrity, and the element', () => {
    expect(snippetHtml(base, 'https://itaca.example', manifest)).toBe(
      '<script type="module" src="https://itaca.example/widget/booking.715040505d.js" ' +
        'integrity="sha384-qJYlqeqMuEG71Hr4Zy6bbh7fT+TJYx1dxTwuNWQD8Ump2DDBnrGCTM5q4bVApXUl" crossorigin="anonymous" async></script>\n' +
        '<itaca-booking hotel="chalet-sassolungo"></itaca-booking>',
    );
  });

  it('falls back to the latest script without a manifest', () => {
    expect(snippetHtml(base, 'https://itaca.example', null)).toContain(
      '<script type="module" src="https://itaca.example/widget/booking.js" async></script>',
    );
  });

  it.each([
    [{ language: 'it' as const }, 'lang="it"'],
    [{ currency: 'USD' }, 'currency="USD"'],
    [{ layout: 'button' as const }, 'layout="button"'],
    [{ adults: 3 }, 'adults="3"'],
    [{ analytics: true }, ' analytics>'],
  ])('writes %j as %s', (patch, expected) => {
    expect(elementHtml({ ...base, ...patch })).toContain(expected);
  });

  it('escapes the hotel reference', () => {
    expect(elementHtml({ ...base, hotel: 'a"b<c' })).toBe(
      '<itaca-booking hotel="a&quot;b&lt;c"></itaca-booking>',
    );
  });

  it('themes through a CSS rule, only for what differs from the defaults', () => {
    expect(themeCss(base)).toBe('');
    expect(themeCss({ ...base, primary: '#00695C', radius: 40, font: 'serif' })).toBe(
      'itaca-booking {\n  --itaca-primary: #00695c;\n  --itaca-radius: 24px;\n  --itaca-font-family: Georgia, "Times New Roman", serif;\n}',
    );
    expect(themeCss({ ...base, primary: 'red', radius: -3 })).toBe(
      'itaca-booking {\n  --itaca-radius: 0px;\n}',
    );
    expect(snippetHtml({ ...base, radius: 4 }, '', manifest)).toContain('<style>\nitaca-booking {');
  });

  it('names our origin in the three CSP directives', () => {
    expect(cspLines('https://itaca.example')).toBe(
      'script-src https://itaca.example;\nconnect-src https://itaca.example;\nimg-src https://itaca.example;',
    );
  });
});

describe('deep links', () => {
  const link = {
    page: 'https://www.chalet.example/book',
    checkin: '',
    checkout: '',
    adults: 2,
    children: 0,
    promo: '',
  };
  it.each([
    [{}, 'https://www.chalet.example/book?adults=2'],
    [
      { checkin: '2030-06-01', checkout: '2030-06-04', children: 1, promo: ' SUMMER ' },
      'https://www.chalet.example/book?checkin=2030-06-01&checkout=2030-06-04&adults=2&children=1&promo=SUMMER',
    ],
    [{ checkin: '2030-06-04', checkout: '2030-06-01' }, 'https://www.chalet.example/book?adults=2'],
    [
      { page: 'https://www.chalet.example/book?checkin=old&x=1' },
      'https://www.chalet.example/book?x=1&adults=2',
    ],
    [{ page: 'javascript:alert(1)' }, null],
    [{ page: 'not a url' }, null],
  ])('%j → %s', (patch, expected) => {
    expect(deepLinkUrl({ ...link, ...patch })).toBe(expected);
  });
});

describe('parseManifest', () => {
  it('takes the build manifest and refuses anything else', () => {
    expect(parseManifest({ ...manifest, files: {} })).toEqual(manifest);
    expect(parseManifest({ ...manifest, pinned: '../evil.js' })).toBeNull();
    expect(parseManifest({ ...manifest, integrity: 'md5-x' })).toBeNull();
    expect(parseManifest('nope')).toBeNull();
  });
});

describe('the builder’s inputs', () => {
  it.each([
    [3, 3],
    [2.6, 3],
    [0, 1],
    [-4, 1],
    [99, 20],
    [Number.NaN, 2],
  ])('initial adults typed %d → %d', (typed, adults) => {
    expect(builderAdults(typed)).toBe(adults);
  });

  it('offers the other important currencies, the hotel’s own being the default', () => {
    expect(currencyChoices('EUR', ['EUR', 'USD', 'GBP', 'USD'])).toEqual(['USD', 'GBP']);
    expect(currencyChoices('CHF', ['EUR', 'USD'])).toEqual(['EUR', 'USD']);
  });
});
