// The lists live with the dictionaries (src/i18n/keys/widget.ts), shared with the site's message generator.
export { SEARCH_KEYS } from '../../../src/i18n/keys/widget.ts';
