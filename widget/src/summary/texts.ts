/**
 * The texts of the summary, the confirmation and the manage view travel with their lazy chunks
 * (./messages.gen.json, generated from their code), not with the widget's first download.
 * Every module of these views imports this one, so the texts are in place before they render.
 */
import { addMessages } from '../i18n/dictionary.ts';
import messages from './messages.gen.json' with { type: 'json' };

addMessages(messages);
