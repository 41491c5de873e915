import type { MessageKey } from '../../i18n/dictionary.ts';
import { SHARED_KEYS } from '../shared/keys.ts';

/** The texts the join form shows (generated into messages.gen.json). */
export const JOIN_KEYS = [
  ...SHARED_KEYS,
  'join.title',
  'join.text',
  'login.register.title',
  'login.register.text',
  'join.email',
  'join.submit',
  'join.quote',
  'join.register',
  'join.dialog.title',
  'join.dialog.text',
  'join.pending.title',
  'join.pending.empty',
  'join.error',
  'nav.login',
  'button.next',
  'button.previous',
  'error.validation.fields.text',
  'error.rate.limit',
  'forms.join.account.exists',
  'forms.join.pending.created',
  'forms.join.pending.page',
  'forms.join.pending.pages',
  'forms.join.pending.error',
] as const satisfies readonly MessageKey[];
