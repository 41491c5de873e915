import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the staff and account screens show: their refusals and the password rules. */
export const STAFF_KEYS = [
  'error.staff.last.owner',
  'error.staff.owner.only',
  'error.staff.already.member',
  'error.staff.not.member',
  'error.hotel.permission',
  'error.account.password.current',
  'error.account.session.unknown',
  'error.password.match',
  'reset.rules',
  'forms.reset.rules.title',
  'login.password.show',
  // Two-factor sign-in (decision 061): My account and the staff screen's setting.
  'error.two.factor.code',
  'error.two.factor.required',
  'error.two.factor.state',
  'error.two.factor.owner.only',
  'error.two.factor.enrol.first',
  'error.two.factor.unavailable',
] as const satisfies readonly MessageKey[];
