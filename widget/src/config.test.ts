import { describe, expect, it } from 'vitest';
import { DEFAULT_PEOPLE, readConfig } from './config.ts';

const read = (
  attributes: Record<string, string>,
  search = '',
  extra: { documentLanguage?: string; browserLanguages?: string[] } = {},
) => readConfig({ attributes, search, ...extra });

describe('readConfig', () => {
  it('has sensible defaults for a bare element', () => {
    const { config, issues } = read({ hotel: 'ca-dei-dogi-venezia' });
    expect(config).toMatchObject({
      hotel: 'ca-dei-dogi-venezia',
      language: 'en',
      currency: null,
      checkin: null,
      checkout: null,
      people: DEFAULT_PEOPLE,
      rooms: 1,
      promo: '',
      theme: 'light',
      layout: 'inline',
      mode: 'book',
      analytics: false,
      analyticsConsent: false,
      autosearch: false,
    });
    expect(issues).toEqual([]);
  });

  it('autosearch is a boolean attribute', () => {
    expect(read({ hotel: '1', autosearch: '' }).config.autosearch).toBe(true);
    expect(read({ hotel: '1', autosearch: 'autosearch' }).config.autosearch).toBe(true);
    expect(read({ hotel: '1', autosearch: 'false' }).config.autosearch).toBe(false);
  });

  it('reads every attribute', () => {
    const { config, issues } = read({
      hotel: '42',
      lang: 'it-IT',
      currency: 'usd',
      checkin: '2027-06-01',
      checkout: '20270604',
      adults: '3',
      boys: '1',
      children: '2',
      kids: '1',
      rooms: '2',
      promo: 'SUMMER10',
      theme: 'dark',
      layout: 'button',
      analytics: '',
      'analytics-consent': 'granted',
    });
    expect(issues).toEqual([]);
    expect(config).toMatchObject({
      hotel: '42',
      language: 'it',
      currency: 'USD',
      checkin: '2027-06-01',
      checkout: '2027-06-04',
      people: { adults: 3, boys: 1, children: 2, kids: 1 },
      rooms: 2,
      promo: 'SUMMER10',
      theme: 'dark',
      layout: 'button',
      analyticsConsent: true,
    });
  });

  it('lets deep-link parameters of the host page win over attributes', () => {
    const { config } = read(
      { hotel: '1', checkin: '2027-06-01', checkout: '2027-06-04', adults: '2' },
      '?checkin=2027-07-10&checkout=2027-07-12&adults=1&children=1&promo=LINK&lang=it&theme=dark',
    );
    expect(config.checkin).toBe('2027-07-10');
    expect(config.checkout).toBe('2027-07-12');
    expect(config.people).toEqual({ adults: 1, boys: 0, children: 1, kids: 0 });
    expect(config.promo).toBe('LINK');
    expect(config.language).toBe('it');
    // Only stay values come from links: the host decides theme, layout and hotel.
    expect(config.theme).toBe('light');
  });

  it('ignores and reports invalid values instead of failing', () => {
    const { config, issues } = read({
      hotel: '1',
      checkin: '2027-02-30',
      adults: '0',
      kids: '-1',
      rooms: '99',
      currency: 'euro',
      theme: 'pink',
      layout: 'modal',
      promo: 'has space',
    });
    expect(config.checkin).toBeNull();
    expect(config.people).toEqual(DEFAULT_PEOPLE);
    expect(config.rooms).toBe(1);
    expect(config.currency).toBeNull();
    expect(config.theme).toBe('light');
    expect(config.layout).toBe('inline');
    expect(config.promo).toBe('');
    expect(issues.map((issue) => issue.name).sort()).toEqual(
      ['adults', 'checkin', 'currency', 'kids', 'layout', 'promo', 'rooms', 'theme'].sort(),
    );
  });

  it('drops a checkout that is not after the checkin, and a checkout without checkin', () => {
    expect(read({ checkin: '2027-06-04', checkout: '2027-06-04' }).config.checkout).toBeNull();
    expect(read({ checkout: '2027-06-04' }).config.checkout).toBeNull();
  });

  it('takes the language from the attribute, then the host page, then the browser, then English', () => {
    expect(read({ lang: 'it' }, '', { documentLanguage: 'en' }).config.language).toBe('it');
    expect(read({}, '', { documentLanguage: 'it-IT', browserLanguages: ['en-US'] }).config.language).toBe(
      'it',
    );
    expect(read({}, '', { documentLanguage: 'de', browserLanguages: ['fr', 'it-CH'] }).config.language).toBe(
      'it',
    );
    expect(read({}, '', { documentLanguage: 'de', browserLanguages: ['fr'] }).config.language).toBe('en');
  });
});

describe('readConfig mode', () => {
  it('reads mode="manage" from the attribute only, never from a deep link', () => {
    expect(read({ mode: 'manage' }).config.mode).toBe('manage');
    expect(read({ hotel: '1' }, '?mode=manage').config.mode).toBe('book');
    const { config, issues } = read({ mode: 'edit' });
    expect(config.mode).toBe('book');
    expect(issues).toEqual([{ name: 'mode', value: 'edit' }]);
  });
});
