import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { GUEST_KEYS } from '../guest/keys.ts';
import { RESULTS_KEYS } from '../results/keys.ts';
import { SEARCH_KEYS } from '../search/keys.ts';
import { SUMMARY_KEYS } from '../summary/keys.ts';

/** Texts of the shared src/ui components the widget reuses. */
const SHARED_UI_KEYS = [
  'counter.decrease.label',
  'counter.increase.label',
] as const satisfies readonly MessageKey[];

/** The widget's own texts: the shell and every step (generated into messages.gen.json). */
export const WIDGET_KEYS = [
  'widget.title',
  'widget.open',
  'widget.close',
  'widget.loading',
  'widget.retry',
  'widget.back',
  'widget.error.hotel',
  'widget.error.generic',
  'widget.step.search',
  'widget.step.results',
  'widget.step.guest',
  'widget.step.summary',
  'widget.step.confirmation',
  'widget.steps.label',
  'widget.step.current',
  'widget.draft.restored',
  'widget.draft.discard',
  'widget.powered',
  ...SHARED_UI_KEYS,
  ...SEARCH_KEYS,
  ...RESULTS_KEYS,
  ...GUEST_KEYS,
  ...SUMMARY_KEYS,
] as const satisfies readonly MessageKey[];
