import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { CURRENCY_KEYS } from '../currency/keys.ts';
import { SEARCH_KEYS } from '../search/keys.ts';

/** Texts of the shared src/ui components the widget reuses. */
const SHARED_UI_KEYS = [
  'counter.decrease.label',
  'counter.increase.label',
  // src/ui/PolicySummary.tsx and src/ui/CancellationBar.tsx (results, summary, manage view)
  'cancellation.title',
  'cancellation.type.FREE',
  'cancellation.type.NOT_REFUNDABLE',
  'cancellation.type.CUSTOM',
  'cancellation.summary.FREE',
  'cancellation.summary.NOT_REFUNDABLE',
  'cancellation.summary.grace',
  'cancellation.summary.before',
  'cancellation.summary.after',
  'cancellation.summary.after.free',
  'cancellation.deposit',
  'cancellation.bar.label',
  'cancellation.segment.free',
  'cancellation.segment.penalty',
  'cancellation.segment.from',
  'cancellation.segment.until',
  'cancellation.booking',
  'cancellation.checkin',
] as const satisfies readonly MessageKey[];

/**
 * The widget's own texts: the shell and every step (generated into messages.gen.json), except
 * those of the results and guest steps and of the summary, confirmation and manage views, which
 * travel in their lazy chunks (widget/src/{results,guest,summary}/messages.gen.json).
 */
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
  ...CURRENCY_KEYS,
  ...SHARED_UI_KEYS,
  ...SEARCH_KEYS,
] as const satisfies readonly MessageKey[];
