/**
 * The guest step's texts travel with its lazy chunk (./messages.gen.json, generated from the
 * step's code), not with the widget's first download. The step's modules import this one, so the
 * texts are in place before they render.
 */
import { addMessages } from '../i18n/dictionary.ts';
import messages from './messages.gen.json' with { type: 'json' };

addMessages(messages);
