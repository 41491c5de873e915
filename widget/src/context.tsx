/**
 * What every component of the widget reads: the controller of its element (state and actions),
 * the translation function of the widget's language, and money formatting in the display
 * currency (./currency.ts).
 */

import { createContext, useContext } from 'react';
import type { Language } from '../../src/contracts/types.ts';
import type { FlowState, WidgetController } from './flow/controller.ts';
import { useStore } from './flow/store.ts';
import { translator } from './i18n/dictionary.ts';

export const WidgetContext = createContext<WidgetController | null>(null);

export function useController(): WidgetController {
  const controller = useContext(WidgetContext);
  if (controller === null) throw new Error('useController outside <itaca-booking>');
  return controller;
}

/** The flow state, re-rendering on every change. */
export function useFlow(): FlowState {
  return useStore(useController().state);
}

export function useTranslate(): { t: ReturnType<typeof translator>; language: Language } {
  const { config } = useFlow();
  return { t: translator(config.language), language: config.language };
}
