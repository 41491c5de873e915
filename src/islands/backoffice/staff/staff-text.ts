/** The staff screen's words: a refusal's reason, a role's and a status's message keys. */
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { HotelRole, StaffStatus } from '../../../domain/hotel-roles.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';

/** The refusal's reason in the page language (its code), else `fallback`. */
export function reasonOf(t: Translate, error: unknown, fallback: string): string {
  const timedOut = timeoutMessage(error, t);
  if (timedOut) return timedOut;
  const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
  return code?.startsWith('error.') ? t.text(code) : fallback;
}

export const roleKey = (role: HotelRole) => `bo.role.${role}` as const;
export const statusKey = (status: StaffStatus) => `bo.staff.status.${status}` as const;
