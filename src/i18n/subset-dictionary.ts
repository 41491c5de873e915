/**
 * A stand-in for ./dictionary.ts holding only a generated subset of the texts: browser builds
 * alias the site dictionary to one of these (the booking widget, and the src/ui components in
 * the site's islands), so shared components keep calling `translator` while a page ships only
 * the texts it can show. Same functions and fallbacks as the full dictionary: the page language,
 * then English, then the key itself.
 */
import type { Language } from '../contracts/types.ts';
import type { MessageKey, TranslateParams } from './dictionary.ts';

type Bundle = Readonly<Record<Language, Readonly<Record<string, string>>>>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

export function subsetDictionary(initial: Bundle) {
  const texts: Record<Language, Record<string, string | undefined>> = {
    en: { ...initial.en },
    it: { ...initial.it },
  };

  /** Adds texts loaded later (a lazy chunk keeps its own generated bundle). */
  function addMessages(bundle: Bundle): void {
    for (const language of Object.keys(bundle) as Language[])
      Object.assign(texts[language], bundle[language]);
  }

  function translate(language: Language, key: MessageKey | (string & {}), params?: TranslateParams): string {
    const text = texts[language]?.[key] ?? texts.en[key] ?? key;
    if (!params) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : placeholder,
    );
  }

  function translator(language: Language) {
    return (key: MessageKey | (string & {}), params?: TranslateParams) => translate(language, key, params);
  }

  return { addMessages, translate, translator };
}
