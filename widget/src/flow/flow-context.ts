/**
 * What the booking flow's parts share (./controller.ts composes them): the state, the
 * element's dependencies, and the reporting every part does: a failure to the host page, an
 * analytics push when the host opted in, the draft kept in the page's storage.
 */
import type { BookingClient } from '../../../src/contracts/client/booking-client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { todayBySpan } from '../../../src/domain/booking/dates.ts';
import type { WidgetConfig } from '../config.ts';
import { type DraftStorage, saveDraft } from '../drafts.ts';
import { analyticsPush } from './analytics.ts';
import { type FlowState, initialFlow, STEPS } from './flow-state.ts';
import { map } from './store.ts';

export type WidgetEventName = 'ready' | 'search' | 'select' | 'checkout' | 'booked' | 'error';

export type ControllerDeps = {
  api: BookingClient;
  /** Dispatches a CustomEvent on the element. */
  emit: (name: WidgetEventName, detail: unknown) => void;
  storage: DraftStorage | null;
  /** The host page's dataLayer, when it has one. */
  dataLayer: () => unknown[] | null;
  now?: () => number;
  randomKey?: () => string;
  /** The origin that serves the widget and the API (links to the hotel's page and the back office). */
  serviceOrigin?: string;
  /** Where the site owner's instructions go (the page's console). */
  warn?: (message: string) => void;
};

export type FlowContext = ReturnType<typeof createFlowContext>;

export function createFlowContext(initial: WidgetConfig, deps: ControllerDeps) {
  const now = deps.now ?? Date.now;
  const state = map<FlowState>(initialFlow(initial));

  const fail = (error: unknown): ApiRequestError => {
    const failure =
      error instanceof ApiRequestError
        ? error
        : new ApiRequestError(0, error instanceof Error ? error.message : String(error));
    deps.emit('error', { status: failure.status, message: failure.message, step: state.get().step });
    return failure;
  };

  const push = (event: string, data: Record<string, unknown>) => {
    const { config } = state.get();
    if (!config.analytics || !config.analyticsConsent) return;
    analyticsPush(deps.dataLayer(), event, data);
  };

  const persist = () => {
    const s = state.get();
    const hotelId = s.profile.data?.hotel.id;
    if (deps.storage === null || hotelId === undefined) return;
    saveDraft(deps.storage, {
      hotelId,
      // Guests do not sign in to the widget: drafts are 'anonymous' (an e-mail as a storage key
      // would itself be stored guest data).
      guestKey: null,
      step: STEPS.indexOf(s.step),
      reservationId: s.booking.data?.code ?? null,
      draft: { ...s.query, choice: s.choice },
      today: todayOf(s),
    });
  };

  /** Today in the hotel's time zone: drafts and dates are the hotel's calendar days. */
  function todayOf(s: FlowState): string {
    const hotel = s.profile.data?.hotel;
    return todayBySpan(hotel?.timeZone ?? 'UTC', hotel?.utcOffset, now());
  }

  /** After a booking, or starting over: the draft of the stay is done with. */
  function forgetDraft(s: FlowState): void {
    const hotelId = s.profile.data?.hotel.id;
    if (deps.storage === null || hotelId === undefined) return;
    saveDraft(deps.storage, {
      hotelId,
      guestKey: null,
      step: 0,
      reservationId: null,
      draft: null,
      today: todayOf(s),
    });
  }

  return { state, deps, fail, push, persist, todayOf, forgetDraft };
}
