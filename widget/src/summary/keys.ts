// The lists live with the dictionaries (src/i18n/keys/widget.ts), shared with the site's message generator.
export { SUMMARY_KEYS } from '../../../src/i18n/keys/widget.ts';
