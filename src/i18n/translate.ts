/**
 * Translations inside the islands without shipping the dictionaries: each island imports its
 * own `messages.gen.json` (only the keys it uses, in English and Italian, generated from
 * src/i18n by ./generate-messages.ts) and binds it to the page language with `createTranslate`.
 */
import type { Language } from '../contracts/types.ts';

export type TranslateParams = Readonly<Record<string, string | number | undefined>>;

/** Translation by any key (a message code from a schema or the server), with the bundle's fallback. */
export type LooseTranslate = {
  text(key: string, params?: TranslateParams): string;
  /** True when the island knows a text for `key`. */
  has(key: string): boolean;
  /** The language it translates into (for plural rules: src/domain/plural.ts). */
  readonly language?: Language;
};

/** A translate function of one island: its own keys only (typos fail the typecheck). */
export type Translate<K extends string = string> = ((key: K, params?: TranslateParams) => string) &
  LooseTranslate;

export type MessageBundle<K extends string = string> = Readonly<
  Record<Language, Readonly<Record<K, string>>>
>;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Replaces `{name}` placeholders from `params`; unknown placeholders stay as they are. */
export function format(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The translate function of `bundle` in `language` (English when a text is missing). A key the
 * bundle does not hold gives `fallbackKey`'s text when given, otherwise the key itself.
 */
export function createTranslate<K extends string>(
  bundle: MessageBundle<K>,
  language: Language,
  fallbackKey?: K,
): Translate<K> {
  const texts = bundle[language] ?? bundle.en;
  const lookup = (key: string): string | undefined =>
    (texts as Record<string, string>)[key] ?? (bundle.en as Record<string, string>)[key];
  const text = (key: string, params?: TranslateParams) =>
    format(lookup(key) ?? (fallbackKey ? lookup(fallbackKey) : undefined) ?? key, params);
  return Object.assign((key: K, params?: TranslateParams) => text(key, params), {
    text,
    has: (key: string) => lookup(key) !== undefined,
    language,
  });
}
