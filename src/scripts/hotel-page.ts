/**
 * The hotel page (src/pages/[...lang]/hotel.astro, spec 000 §7): reads the hotel and the stay
 * from the address (`/hotel/{ref}/{checkin}/{checkout}/{adults}/{boys}/{children}/{kids}`, dates
 * YYYYMMDD), gives them to `<itaca-booking>` as attributes and only then loads the widget, so the
 * element upgrades with them and searches that stay at once. The widget's `ready` event names the
 * hotel: it becomes the page's h1 and title.
 */
import { type HotelPath, parseHotelPath } from '../domain/hotel-path.ts';

export const WIDGET_SCRIPT = '/widget/booking.js';

/** The widget's attributes for a hotel address (people only with a stay). */
export function widgetAttributes(path: HotelPath): Record<string, string> {
  const attributes: Record<string, string> = { hotel: path.hotel };
  if (path.stay) {
    for (const [name, value] of Object.entries(path.stay)) attributes[name] = String(value);
    // The guest followed a link with the dates chosen: show the rooms of that stay straight away.
    attributes.autosearch = '';
  }
  return attributes;
}

/** Configures the page's widget from the address and loads it; false when the address is not a hotel page's. */
export function startHotelPage(doc: Document = document): boolean {
  const widget = doc.querySelector('itaca-booking');
  const path = parseHotelPath(doc.location?.pathname ?? '');
  if (!widget || !path) return false;
  for (const [name, value] of Object.entries(widgetAttributes(path))) widget.setAttribute(name, value);
  const heading = doc.querySelector<HTMLElement>('[data-hotel-name]');
  widget.addEventListener('ready', (event) => {
    const name = (event as CustomEvent<{ name?: unknown }>).detail?.name;
    if (typeof name !== 'string' || !name.trim() || !heading) return;
    const generic = heading.textContent ?? '';
    heading.textContent = name;
    if (generic && doc.title.startsWith(generic)) doc.title = name + doc.title.slice(generic.length);
  });
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = WIDGET_SCRIPT;
  doc.head.append(script);
  return true;
}
