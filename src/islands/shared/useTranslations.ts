import { useMemo } from 'react';
import type { Language } from '../../contracts/types.ts';
import { createTranslate, type MessageBundle, type Translate } from '../../i18n/translate.ts';

/**
 * The island's translate function for the page language. Unknown keys (a server code the island
 * has no text for) fall back to 'error.field.generic.invalid' when the bundle holds it.
 */
export function useTranslations<K extends string>(
  bundle: MessageBundle<K>,
  language: Language,
): Translate<K> {
  return useMemo(
    () => createTranslate(bundle, language, 'error.field.generic.invalid' as K),
    [bundle, language],
  );
}
