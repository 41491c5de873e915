import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useTranslations } from '../../shared/useTranslations.ts';
import messages from '../messages.gen.json';

/** The back office's translate function (its generated bundle, ../messages.gen.json). */
export function useBackofficeTranslations(language: Language): Translate {
  return useTranslations(messages as Parameters<typeof useTranslations>[0], language);
}
