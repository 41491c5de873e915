import { describe, expect, it } from 'vitest';
import {
  areaFiles,
  dictionaries,
  dictionarySchema,
  isMessageKey,
  placeholdersOf,
  translate,
  translator,
} from './dictionary.ts';

const en: Record<string, string> = dictionaries.en;
const itDictionary: Record<string, string> = dictionaries.it;

/** Keys that the specs name and the public site or widgets show; each must exist in both languages. */
const REQUIRED_KEYS = [
  // PROPERR and BOERR field messages
  'error.required',
  'error.field.min',
  'error.field.max',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.field.generic.minlength',
  'error.validation.fields.text',
  'error.address.not.found',
  'error.address.not.match',
  'error.city.not.found',
  'error.city.not.match',
  'error.element.not.found',
  'error.element.not.match',
  'error.place.not.found',
  'error.place.not.match',
  'error.amount.min',
  'error.amount.max',
  'error.date.end.before.start',
  'error.phone.number',
  'error.filed.invalid',
  'error.photo.not.image',
  'error.photo.max.count',
  'error.photo.max.size',
  'error.photo.max.size.total',
  'error.review.reply.saving',
  // codes our API sends
  'error.email.invalid',
  'error.password.match',
  'error.reset.link.invalid',
  'error.rate.limit',
  'error.language.not.supported',
  // INPUT and SITEERR
  'join.demo.request.error.401.text',
  'join.demo.request.error.400.text',
  'join.demo.request.error.text',
  'message.reservation.error.form',
  'alerts.offline.title',
  'alerts.offline.text',
  // navigation and info pages
  'nav.home',
  'nav.faq',
  'nav.contacts',
  'nav.terms',
  'nav.login',
  'info.own-property.title',
  'info.new-property.title',
  'info.manage-property.title',
  'info.pms.title',
  'info.channel-manager.title',
  'info.booking.title',
  // plans
  'plan.basic',
  'plan.professional',
  'plan.enterprise',
  'plan.channel',
  'feature.pms',
  'feature.channel.manager',
  'feature.booking.engine',
  'feature.reviews',
  'feature.statistics',
  'feature.support.24h',
  // keys the demo plans and manager reviews carry (worker/seed/demo-data.ts)
  'plan.starter',
  'feature.housekeeping',
  'feature.invoicing',
  'feature.multi.property',
  'feature.api',
  'feature.support.email',
  'feature.group.operations',
  'feature.group.sales',
  'feature.group.insights',
  'feature.group.support',
  'review.feedback.support',
  'review.feedback.suggestion',
  // cookie banner
  'cookie.banner.text',
  'cookie.banner.accept',
];

const HOTEL_TYPES = [
  'HOTEL',
  'BB',
  'GUEST_HOUSE',
  'APARTMENT',
  'COUNTRY_HOUSE',
  'HOMESTAY',
  'FARM_STAY',
  'LODGE',
  'HOLIDAY_HOME',
  'VILLA',
  'CHALET',
  'HOSTEL',
  'MOTEL',
  'INN',
  'CAPSULE_HOTEL',
  'APARTHOTEL',
  'RESORT',
  'HOLIDAY_PARK',
  'CAMPSITE',
  'LUXURY_TENT',
  'RIAD',
  'RYOKAN',
  'LOVE_HOTEL',
  'BOAT',
  'ECONOMY_HOTEL',
];
const BUILDING_TYPES = ['HOTEL', 'BUILDING', 'NONE', 'MULTIPLE_HOTELS'];
const FREQUENCIES = ['LUMP_SUM', 'PER_MINUTE', 'HOURLY', 'DAILY', 'NIGHTLY', 'WEEKLY', 'MONTHLY', 'YEARLY'];
const CONTACT_TYPES = ['PHONE', 'MOBILE', 'FAX', 'MAIL', 'WEBSITE', 'FACEBOOK', 'TWITTER', 'INSTAGRAM'];

const ALL_REQUIRED = [
  ...REQUIRED_KEYS,
  ...HOTEL_TYPES.map((t) => `hotel.type.${t}`),
  ...BUILDING_TYPES.map((t) => `building.type.${t}`),
  ...FREQUENCIES.map((f) => `frequency.${f}`),
  ...CONTACT_TYPES.map((t) => `contact.type.${t}`),
  ...[4, 5, 6, 7, 8, 9, 10].map((s) => `review.score.${s}`),
];

describe('dictionaries', () => {
  it('have exactly the same keys in English and Italian', () => {
    expect(Object.keys(itDictionary).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['en', 'it'] as const)('%s passes the schema (key format, no blank text)', (language) => {
    const result = dictionarySchema.safeParse(dictionaries[language]);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatches = Object.keys(en).filter(
      (key) => placeholdersOf(en[key] ?? '').join() !== placeholdersOf(itDictionary[key] ?? '').join(),
    );
    expect(mismatches).toEqual([]);
  });

  it('contain every key the specs name', () => {
    expect(ALL_REQUIRED.filter((key) => !(key in en) || !(key in itDictionary))).toEqual([]);
  });

  it('use {count}/{num} where the specs pass a number', () => {
    expect(placeholdersOf(en['error.field.generic.minlength'] ?? '')).toEqual(['count']);
    expect(placeholdersOf(en['error.field.generic.maxlength'] ?? '')).toEqual(['count']);
    expect(placeholdersOf(en['error.field.min'] ?? '')).toEqual(['num']);
    expect(placeholdersOf(en['error.field.max'] ?? '')).toEqual(['num']);
  });

  it('carry the review score labels (BOLIM-5)', () => {
    expect([4, 5, 6, 7, 8, 9, 10].map((s) => en[`review.score.${s}`])).toEqual([
      'Bad',
      'Poor',
      'Sufficient',
      'Good',
      'Very good',
      'Excellent',
      'Fabulous',
    ]);
  });

  it('count by the plural rules, never with "(s)" or "(i)"/"(e)" (CONSIST: "up to 2 day(s)")', () => {
    // A counted text has a .one and an .other form, chosen by src/domain/plural.ts.
    const hedged = [...Object.entries(en), ...Object.entries(itDictionary)].filter(([, text]) =>
      /\p{L}\((s|es|i|e|a|o)\)/u.test(text),
    );
    expect(hedged).toEqual([]);
  });

  it('are really translated: most Italian texts differ from English', () => {
    const same = Object.keys(en).filter((key) => en[key] === itDictionary[key]);
    expect(same.length / Object.keys(en).length).toBeLessThan(0.25);
  });
});

describe('translate', () => {
  it('returns the text of the language', () => {
    expect(translate('en', 'nav.home')).toBe('Home');
    expect(translate('it', 'nav.contacts')).toBe('Contatti');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(translate('en', 'error.field.generic.minlength', { count: 3 })).toBe(
      'Enter at least 3 characters',
    );
    expect(translate('it', 'error.field.generic.minlength', { count: 3 })).toBe(
      'Inserisci almeno 3 caratteri',
    );
    expect(translate('en', 'error.field.min', {})).toBe('The minimum value is {num}');
  });

  it('falls back to the key for unknown keys', () => {
    expect(translate('it', 'error.some.server.code')).toBe('error.some.server.code');
    expect(isMessageKey('error.some.server.code')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('falls back to English for an unknown language at run time', () => {
    expect(translate('xx' as 'en', 'nav.home')).toBe('Home');
  });

  it('binds a language with translator()', () => {
    const t = translator('it');
    expect(t('review.score.10')).toBe('Eccezionale');
    expect(t('plan.trial', { days: 30 })).toBe('Prova gratuita di 30 giorni');
  });
});

describe('area files', () => {
  it('never define the same key in two areas', () => {
    for (const areas of Object.values(areaFiles)) {
      const seen = new Map<string, string>();
      for (const [area, messages] of Object.entries(areas)) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
          seen.set(key, area);
        }
      }
    }
  });
});
