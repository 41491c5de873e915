import { HousekeepingErrorCode } from '../../../contracts/secure/housekeeping.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the housekeeping screen shows: its refusals' reasons. */
export const HOUSEKEEPING_KEYS = [
  ...Object.values(HousekeepingErrorCode),
  'error.housekeeping.to.before.from',
] as const satisfies readonly MessageKey[];
