import type { MessageKey } from '../../../i18n/dictionary.ts';
import { PLAN_WIDGET_KEYS } from '../../../ui/plans/keys.ts';

/** The current-contract section's site keys (its own texts are `bo.contract.*`, in the bundle already). */
export const CONTRACT_KEYS: readonly MessageKey[] = [...PLAN_WIDGET_KEYS, 'plan.partner'];
