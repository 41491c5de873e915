/**
 * Writes each island's `messages.gen.json`: only the keys the island uses, in every language,
 * taken from the site dictionaries (src/i18n). The islands import these small files instead of
 * the whole dictionary, so a page ships only the texts its islands show.
 *
 * Run after changing a key list or a text:  node src/islands/shared/generate-messages.ts
 * (the unit test `messages.test.ts` fails while a generated file is out of date).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LANGUAGES } from '../../domain/language.ts';
import type { Language } from '../../domain/types.ts';
import { dictionaries, type MessageKey } from '../../i18n/dictionary.ts';
import { GUEST_KEYS, RESULTS_KEYS, SUMMARY_KEYS, WIDGET_KEYS } from '../../i18n/keys/widget.ts';
import { UI_KEYS } from '../../ui/keys.ts';
import { BACKOFFICE_KEYS } from '../backoffice/keys.ts';
import { CHECKIN_KEYS } from '../checkin/keys.ts';
import { DEMO_KEYS } from '../demo/keys.ts';
import { HELP_KEYS } from '../help/keys.ts';
import { JOIN_KEYS } from '../join/keys.ts';
import { LOGIN_KEYS } from '../login/keys.ts';
import { QUOTE_KEYS } from '../quote/keys.ts';
import { REGISTER_KEYS } from '../register/keys.ts';
import { REVIEW_KEYS } from '../review/keys.ts';

/** Each bundle: the generated file (relative to src/islands) and the keys it holds. */
export const BUNDLES: readonly { file: string; keys: readonly MessageKey[] }[] = [
  { file: 'join/messages.gen.json', keys: JOIN_KEYS },
  { file: 'demo/messages.gen.json', keys: DEMO_KEYS },
  { file: 'help/messages.gen.json', keys: HELP_KEYS },
  { file: 'quote/messages.gen.json', keys: QUOTE_KEYS },
  { file: 'login/messages.gen.json', keys: LOGIN_KEYS },
  // The back-office app (/secure): one bundle for the whole app.
  { file: 'backoffice/messages.gen.json', keys: BACKOFFICE_KEYS },
  // The shared src/ui components in the site's browser build (astro.config.mjs aliases their dictionary).
  { file: '../ui/messages.gen.json', keys: UI_KEYS },
  // The booking widget's subset (widget/src/i18n): its own texts and those of the src/ui parts it reuses.
  { file: '../../widget/src/i18n/messages.gen.json', keys: WIDGET_KEYS },
  // A lazy step's own texts, loaded with its chunk (widget/src/i18n/dictionary.ts addMessages).
  { file: '../../widget/src/results/messages.gen.json', keys: RESULTS_KEYS },
  { file: '../../widget/src/guest/messages.gen.json', keys: GUEST_KEYS },
  { file: '../../widget/src/summary/messages.gen.json', keys: SUMMARY_KEYS },
  // Guest reviews (INSIGHT-1): the review form and the hotel page's reviews chunk.
  { file: 'review/messages.gen.json', keys: REVIEW_KEYS },
  // /register and /register/verify (INSIGHT-3).
  { file: 'register/messages.gen.json', keys: REGISTER_KEYS },
  // Online check-in on the guest's manage page (decision 058).
  { file: 'checkin/messages.gen.json', keys: CHECKIN_KEYS },
];

export type GeneratedBundle = Record<Language, Record<string, string>>;

/** The texts of `keys` (sorted, deduplicated) in every supported language. */
export function bundleOf(keys: readonly MessageKey[]): GeneratedBundle {
  const sorted = [...new Set(keys)].sort();
  const bundle = {} as GeneratedBundle;
  for (const language of SUPPORTED_LANGUAGES) {
    bundle[language] = Object.fromEntries(sorted.map((key) => [key, dictionaries[language][key]]));
  }
  return bundle;
}

export function bundlePath(file: string): string {
  return fileURLToPath(new URL(`../${file}`, import.meta.url));
}

if (import.meta.main) {
  for (const { file, keys } of BUNDLES) {
    writeFileSync(bundlePath(file), `${JSON.stringify(bundleOf(keys), null, 2)}\n`);
    console.log(`wrote src/islands/${file} (${new Set(keys).size} keys)`);
  }
}
