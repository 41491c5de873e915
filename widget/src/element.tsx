/**
 * <itaca-booking>: the custom element a hotel pastes into its own pages. It renders into an open
 * shadow root (the host's CSS cannot reach in, ours cannot leak out), reads its attributes and
 * the page's deep-link parameters (./config.ts), and exposes a small API: open(), close(),
 * setStay(), setPeople(), setPromo(). Events (ready, search, select, checkout, booked, error)
 * are CustomEvents dispatched on the element; they bubble and cross the shadow boundary.
 * No cookies, no globals besides the element's class registration, no eval, no postMessage.
 */
import { createRoot, type Root } from 'react-dom/client';
import { MAX_GUESTS_PER_BAND, PROMO_CODE_MAX_LENGTH } from '../../src/contracts/booking-limits.ts';
import { createBookingClient } from '../../src/contracts/client/booking-client.ts';
import { takeManageLink } from '../../src/contracts/client/manage-link.ts';
import { parseDate } from '../../src/domain/booking/dates.ts';
import { AGE_BANDS, type People } from '../../src/domain/booking/types.ts';
import { App } from './App.tsx';
import { readConfig, WIDGET_ATTRIBUTES, type WidgetConfig } from './config.ts';
import { WidgetContext } from './context.tsx';
import type { DraftStorage } from './drafts.ts';
import { createController, type WidgetController, type WidgetEventName } from './flow/controller.ts';
import { attachWidgetStyles } from './styles.ts';

export const ELEMENT_NAME = 'itaca-booking';

/** The API is served by the host that serves this script. */
function apiOrigin(): string {
  return new URL(import.meta.url).origin;
}

function localStorageOrNull(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage (sandboxed iframes, some privacy modes)
  }
}

const STAY_FIELDS = ['checkin', 'checkout', 'adults', 'boys', 'children', 'kids', 'rooms', 'promo'] as const;

export class ItacaBookingElement extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return WIDGET_ATTRIBUTES;
  }

  #controller: WidgetController | null = null;
  #root: Root | null = null;
  #detachStyles: (() => void) | null = null;

  #readConfig(): WidgetConfig {
    const attributes = Object.fromEntries(WIDGET_ATTRIBUTES.map((name) => [name, this.getAttribute(name)]));
    const { config, issues } = readConfig({
      attributes,
      search: window.location.search,
      documentLanguage: document.documentElement.lang,
      browserLanguages: navigator.languages,
    });
    for (const issue of issues) console.warn(`<${ELEMENT_NAME}>: ignored ${issue.name}="${issue.value}"`);
    return config;
  }

  connectedCallback(): void {
    if (this.#controller !== null) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    this.#detachStyles = attachWidgetStyles(shadow);
    const mount = document.createElement('div');
    shadow.replaceChildren(mount);
    const config = this.#readConfig();
    const api = createBookingClient({ baseUrl: apiOrigin(), instanceId: crypto.randomUUID() });
    // mode="manage" (our own /booking/manage page): the reservation of the page's code and token.
    const manage = config.mode === 'manage' ? { link: takeManageLink(window), api } : null;
    const controller = createController(config, {
      api,
      emit: (name: WidgetEventName, detail: unknown) =>
        this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
      storage: localStorageOrNull(),
      serviceOrigin: apiOrigin(),
      dataLayer: () => {
        const layer = (window as { dataLayer?: unknown }).dataLayer;
        return Array.isArray(layer) ? layer : null;
      },
    });
    this.#controller = controller;
    this.#root = createRoot(mount);
    this.#root.render(
      <WidgetContext.Provider value={controller}>
        <App manage={manage} />
      </WidgetContext.Provider>,
    );
    if (manage === null && config.hotel !== '') void controller.loadProfile();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#detachStyles?.();
    this.#root = null;
    this.#controller = null;
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    const controller = this.#controller;
    if (controller === null || oldValue === newValue) return;
    const config = this.#readConfig();
    controller.setConfig(config);
    if ((STAY_FIELDS as readonly string[]).includes(name)) {
      controller.setQuery({
        checkin: config.checkin,
        checkout: config.checkout,
        people: config.people,
        rooms: config.rooms,
        promo: config.promo,
      });
    }
  }

  /** Opens the booking dialog (layout="button"); brings an inline widget into view. */
  open(): void {
    if (this.#controller?.state.get().config.layout === 'button') this.#controller.setOpen(true);
    else this.scrollIntoView({ block: 'start' });
  }

  close(): void {
    this.#controller?.setOpen(false);
  }

  /** Sets the stay ('YYYY-MM-DD' or 'YYYYMMDD'); throws a TypeError on invalid dates. */
  setStay({ checkin, checkout }: { checkin: string; checkout: string }): void {
    const from = parseDate(String(checkin));
    const to = parseDate(String(checkout));
    if (from === null || to === null || to <= from)
      throw new TypeError('setStay: checkin and checkout must be dates, checkout after checkin');
    this.#controller?.setQuery({ checkin: from, checkout: to });
  }

  /** Sets the people per room; missing bands keep their value. Throws a TypeError on invalid counts. */
  setPeople(people: Partial<People>): void {
    const current = this.#controller?.state.get().query.people;
    if (current === undefined) return;
    const next = { ...current };
    for (const band of AGE_BANDS) {
      const value = people[band];
      if (value === undefined) continue;
      const min = band === 'adults' ? 1 : 0;
      if (!Number.isInteger(value) || value < min || value > MAX_GUESTS_PER_BAND) {
        throw new TypeError(`setPeople: ${band} must be an integer from ${min} to ${MAX_GUESTS_PER_BAND}`);
      }
      next[band] = value;
    }
    this.#controller?.setQuery({ people: next });
  }

  setPromo(code: string): void {
    const promo = String(code ?? '').trim();
    if (promo.length > PROMO_CODE_MAX_LENGTH || /[^\x21-\x7e]/.test(promo))
      throw new TypeError('setPromo: invalid code');
    this.#controller?.setQuery({ promo });
  }
}
