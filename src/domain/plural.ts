/**
 * Plurals by the language's own rules (`Intl.PluralRules`, CLDR), never `count === 1`: our
 * dictionaries hold a `one` and an `other` form per counted text ('{count} night' / '{count}
 * nights', '{count} notte' / '{count} notti'); CLDR categories the languages have beyond those
 * (Italian's `many`, for millions) read as `other`, which is what Italian writes for them.
 */
const rules = new Map<string, Intl.PluralRules>();

function rulesOf(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/** The forms a counted text has in the dictionaries: 'widget.results.found.one' and '….other'. */
export const PLURAL_FORMS = ['one', 'other'] as const;

/**
 * The dictionary form of `count` in `language`.
 * @example pluralForm(1, 'it') === 'one'; pluralForm(0, 'en') === 'other'; pluralForm(1_000_000, 'it') === 'other'
 */
export function pluralForm(count: number, language: string): (typeof PLURAL_FORMS)[number] {
  return rulesOf(language).select(count) === 'one' ? 'one' : 'other';
}

/** `forms.one` or `forms.other` for `count`, with `{count}` replaced by the number. */
export function countText(count: number, language: string, forms: { one: string; other: string }): string {
  return forms[pluralForm(count, language)].replaceAll('{count}', String(count));
}
