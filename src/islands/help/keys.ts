import { HELP_REQUEST_TYPES } from '../../contracts/help-request-limits.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';
import { SHARED_KEYS } from '../shared/keys.ts';

/** The texts of the help request trigger and dialog (generated into messages.gen.json). */
export const HELP_KEYS = [
  ...SHARED_KEYS,
  'help.title',
  'legal.privacy.notice',
  'legal.privacy.link',
  'help.intro',
  'help.type',
  ...HELP_REQUEST_TYPES.map((type) => `help.type.${type}` as const),
  'help.hours',
  'help.hours.slot',
  'help.phone',
  'help.email',
  'help.sender',
  'help.text',
  'help.submit',
  'help.sending',
  'help.success',
  'help.error',
  'error.validation.fields.text',
  'error.phone.number',
] as const satisfies readonly MessageKey[];
