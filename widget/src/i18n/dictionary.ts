/**
 * The widget's stand-in for src/i18n/dictionary.ts. The widget build aliases every import of the
 * site dictionary to this module (widget/vite.config.ts), so the shared src/ui components it
 * reuses translate from the widget's small generated subset (messages.gen.json, keys in
 * ./keys.ts) instead of shipping every text of the site. Same functions, same fallbacks.
 */
import type { Language } from '../../../src/api/types.ts';
import type { MessageKey, TranslateParams } from '../../../src/i18n/dictionary.ts';
import messages from './messages.gen.json' with { type: 'json' };

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;
const texts: Record<Language, Record<string, string | undefined>> = {
  en: { ...messages.en },
  it: { ...messages.it },
};

/**
 * Adds the texts of a step loaded later: a lazy step keeps its own generated bundle (see
 * src/islands/shared/generate-messages.ts) so its texts stay out of the first download.
 */
export function addMessages(bundle: Record<Language, Record<string, string>>): void {
  for (const language of Object.keys(bundle) as Language[]) Object.assign(texts[language], bundle[language]);
}

export function translate(
  language: Language,
  key: MessageKey | (string & {}),
  params?: TranslateParams,
): string {
  const text = texts[language]?.[key] ?? texts.en[key] ?? key;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function translator(language: Language) {
  return (key: MessageKey | (string & {}), params?: TranslateParams) => translate(language, key, params);
}
