/**
 * Entry of the embeddable booking widget (dist/widget/booking.js). Registers <itaca-booking>
 * once, even if a host page includes the script twice.
 */
import { ELEMENT_NAME, ItacaBookingElement } from './element.tsx';

if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, ItacaBookingElement);
