import type { MessageKey } from '../../../src/i18n/dictionary.ts';

/** The texts of the widget's summary step (generated into widget/src/i18n/messages.gen.json). */
export const SUMMARY_KEYS = [] as const satisfies readonly MessageKey[];
