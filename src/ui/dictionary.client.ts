/**
 * What src/ui components get for `../i18n/dictionary.ts` in the site's browser build
 * (astro.config.mjs): only their own texts (./messages.gen.json, read from their code). The pages
 * and the server render keep the whole dictionary.
 */
import { subsetDictionary } from '../i18n/subset-dictionary.ts';
import messages from './messages.gen.json' with { type: 'json' };

export const { addMessages, translate, translator } = subsetDictionary(messages);
