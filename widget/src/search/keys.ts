import type { MessageKey } from '../../../src/i18n/dictionary.ts';

/** The texts of the widget's search step (generated into widget/src/i18n/messages.gen.json). */
export const SEARCH_KEYS = [] as const satisfies readonly MessageKey[];
