/**
 * The hotel page (src/pages/[...lang]/hotel.astro, PUBAPI): reads the hotel and the stay
 * from the address (`/hotel/{ref}/{checkin}/{checkout}/{adults}/{boys}/{children}/{kids}`, dates
 * YYYYMMDD), gives them to `<itaca-booking>` as attributes and only then loads the widget, so the
 * element upgrades with them and searches that stay at once. The widget's `ready` event names the
 * hotel: it becomes the page's h1 and title.
 */
import type { BookingProfile, HotelContact } from '../contracts/booking-types.ts';
import { type HotelPath, parseHotelPath } from '../domain/hotel-path.ts';
import { pluralForm } from '../domain/plural.ts';
import { watchHotelReviews } from './hotel-reviews.ts';
import { whenNear } from './when-near.ts';

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

/** The hotel's own name in the heading and the title, instead of the page's generic one. */
function showHotelName(doc: Document, name: unknown): void {
  const heading = doc.querySelector<HTMLElement>('[data-hotel-name]');
  if (typeof name !== 'string' || !name.trim() || !heading || heading.textContent === name) return;
  const generic = heading.textContent ?? '';
  heading.textContent = name;
  if (generic && doc.title.startsWith(generic)) doc.title = name + doc.title.slice(generic.length);
}

/**
 * Configures the page's widget from the address and loads it when it nears the viewport (beside
 * the details on a wide screen, so at once; below them on a phone, a screen ahead of the
 * visitor's scrolling); false when the address is not a hotel page's.
 */
export function startHotelPage(doc: Document = document): boolean {
  const widget = doc.querySelector('itaca-booking');
  const path = parseHotelPath(doc.location?.pathname ?? '');
  if (!widget || !path) return false;
  for (const [name, value] of Object.entries(widgetAttributes(path))) widget.setAttribute(name, value);
  widget.addEventListener('ready', (event) =>
    showHotelName(doc, (event as CustomEvent<{ name?: unknown }>).detail?.name),
  );
  whenNear(
    widget,
    () => {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = WIDGET_SCRIPT;
      doc.head.append(script);
    },
    '100% 0px',
  );
  void showHotel(doc, path.hotel);
  return true;
}

/** The page's texts (hotel-page.json and the hotel types), rendered by hotel.astro as JSON. */
type Texts = Readonly<Record<string, string>>;
type Profile = Pick<BookingProfile, 'hotel' | 'services' | 'ratePlans'>;

const fill = (texts: Texts, key: string, params: Readonly<Record<string, string | number>> = {}) =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));

/** A counted text (`{key}.one` / `{key}.other`) by the language's plural rules (CONSIST: no "day(s)"). */
const fillCount = (
  texts: Texts,
  key: string,
  language: string,
  count: number,
  params: Readonly<Record<string, string | number>> = {},
) => fill(texts, `${key}.${pluralForm(count, language)}`, { ...params, count });

/** House rules, then each rate's cancellation and no-show rules, in words (PROPDATA policy display). */
export function policyLines(profile: Profile, texts: Texts, language: string): string[] {
  const rules = profile.hotel.policies;
  const lines: string[] = [];
  if (rules.checkinFrom) {
    lines.push(
      rules.checkinTo
        ? fill(texts, 'hotel.page.checkin.range', { from: rules.checkinFrom, to: rules.checkinTo })
        : fill(texts, 'hotel.page.checkin', { from: rules.checkinFrom }),
    );
  }
  if (rules.checkoutTo) lines.push(fill(texts, 'hotel.page.checkout', { time: rules.checkoutTo }));
  for (const rule of ['children', 'pets', 'smoking'] as const) {
    const allowed = rules[`${rule}Allowed`];
    if (allowed !== undefined) lines.push(fill(texts, `hotel.page.${rule}.${allowed ? 'yes' : 'no'}`));
  }
  for (const rate of profile.ratePlans) {
    const plan = rate.name[language as 'en'] ?? rate.name.en ?? '';
    const policy = rate.cancellationPolicy;
    const deadline = policy.deadline;
    if (rate.type === 'NOT_REFUNDABLE' || policy.type === 'NOT_REFUNDABLE') {
      lines.push(fill(texts, 'hotel.page.cancel.nonrefundable', { plan }));
    } else if (deadline && deadline.count > 0) {
      const unit = ['DAYS', 'HOURS'].includes(deadline.unit) ? deadline.unit : 'MONTHS';
      const span = fillCount(texts, `hotel.page.unit.${unit}`, language, deadline.count);
      lines.push(fill(texts, 'hotel.page.cancel.until', { plan, deadline: span }));
    } else {
      const fee = policy.reservationPenalty !== null && policy.type === 'CUSTOM';
      lines.push(fill(texts, fee ? 'hotel.page.cancel.fee' : 'hotel.page.cancel.free', { plan }));
    }
    const noShow = rate.noShowPolicy;
    if (noShow) {
      if (noShow.stayNights || (noShow.percentage ?? 0) > 0) {
        lines.push(
          fill(texts, 'hotel.page.noshow.percentage', {
            percentage: noShow.stayNights ? 100 : (noShow.percentage ?? 0),
          }),
        );
      } else if (noShow.chargeNights > 0) {
        lines.push(fillCount(texts, 'hotel.page.noshow.nights', language, noShow.chargeNights));
      } else lines.push(fill(texts, 'hotel.page.noshow.free'));
    }
  }
  return [...new Set(lines)];
}

/** How a contact is shown: its text, and the link to follow (none when it is not a safe one). */
export type ContactLink = { type: string; text: string; href: string | null; external: boolean };

const PHONE_LINKS = ['PHONE', 'MOBILE'];
const WEB_LINKS = ['WEBSITE', 'FACEBOOK', 'TWITTER', 'INSTAGRAM'];

/**
 * A web address the page may link to: an absolute http(s) URL with a dotted host. The URL parser
 * decides the scheme as the browser would (tabs, newlines and case ignored: 'java\tscript:' is
 * javascript:), so only http and https pass. Not formats.ts's sanitizeLink: that would load the
 * whole shared formats chunk (4.7 KB gzip) with the page's first script.
 */
function webHref(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * A contact as a link (PROPDATA-6 Contact info): phones as `tel:` (digits and a leading +),
 * WhatsApp as wa.me, e-mail as `mailto:`, web addresses and social pages as external links only
 * when they are http(s) addresses; anything else (fax, Skype, an address…) as plain text.
 */
export function contactLink(contact: HotelContact): ContactLink {
  const text = contact.value.trim();
  const plain: ContactLink = { type: contact.type, text, href: null, external: false };
  const digits = text.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (PHONE_LINKS.includes(contact.type)) {
    return /\d{3}/.test(digits) ? { ...plain, href: `tel:${digits}` } : plain;
  }
  if (contact.type === 'WHATSAPP') {
    const number = digits.replace(/^\+/, '');
    return /^\d{6,15}$/.test(number) ? { ...plain, href: `https://wa.me/${number}`, external: true } : plain;
  }
  if (contact.type === 'EMAIL') {
    return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(text) ? { ...plain, href: `mailto:${text}` } : plain;
  }
  if (WEB_LINKS.includes(contact.type)) {
    const href = webHref(text);
    return href ? { ...plain, href, external: true } : plain;
  }
  return plain;
}

const el = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string) => {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
};

/**
 * Fills the page from the hotel's public profile: photos, type and stars, address, description,
 * services and policies; the map loads when it scrolls into view. The JSON-LD and the Open Graph
 * tags come with the page as the worker serves it (worker/routes/site.ts).
 */
export async function showHotel(doc: Document, ref: string): Promise<void> {
  const root = doc.querySelector<HTMLElement>('[data-hotel-page]');
  const textsNode = doc.getElementById('hotel-texts');
  if (!root || !textsNode) return;
  const texts = JSON.parse(textsNode.textContent ?? '{}') as Texts;
  const language = doc.documentElement.lang || 'en';
  let profile: Profile;
  let base = '/images';
  try {
    // The photos' paths are relative to the storage url (GET storage, PUBAPI).
    const [res, storage] = await Promise.all([
      fetch(`/api/rs/public/booking/hotels/${encodeURIComponent(ref)}`),
      fetch('/api/rs/public/storage').then(
        (r): Promise<{ url?: unknown }> => (r.ok ? r.json() : Promise.resolve({})),
      ),
    ]);
    if (!res.ok) throw new Error(String(res.status));
    profile = (await res.json()) as Profile;
    if (typeof storage.url === 'string') base = storage.url.replace(/\/+$/, '');
  } catch {
    const note = root.querySelector<HTMLElement>('[data-hotel-error]');
    if (note) note.hidden = false;
    root.querySelector('[data-hotel="gallery"]')?.setAttribute('data-empty', '');
    return;
  }
  const { hotel } = profile;
  showHotelName(doc, hotel.name);
  // INSIGHT-1: the guest reviews load when their section nears the viewport.
  watchHotelReviews(doc, ref);
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-hotel="${name}"]`);
  const show = (name: string, text: string) => {
    const node = part(name);
    if (node && text) {
      node.textContent = text;
      node.hidden = false;
    }
  };
  const stars =
    hotel.type === 'HOTEL' && hotel.stars
      ? ` · ${fillCount(texts, 'hotel.page.stars', language, hotel.stars)}`
      : '';
  show('kind', `${texts[`hotel.type.${hotel.type}`] ?? hotel.type}${stars}`);
  const a = hotel.addressInfo;
  // The address keeps the ISO code ('IT'): shown as the country's name in the page's language,
  // rendered into the texts at build time (hotel.astro); an unknown code stays as it is.
  const country = (a.country && texts[`country.${a.country}`]) || a.country;
  const line = [a.address, [a.zipcode, a.city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
  show('address', line);
  show('address-full', line);
  show('description', hotel.description[language as 'en'] ?? hotel.description.en ?? '');

  const urls = hotel.gallery.map((photo) => `${base}/${photo.path}`);
  const gallery = part('gallery');
  if (gallery && urls.length === 0) gallery.dataset.empty = '';
  if (gallery && urls.length > 0) {
    urls.slice(0, 5).forEach((url, index) => {
      const img = el(doc, 'img');
      img.src = url;
      img.alt =
        hotel.gallery[index]?.caption ??
        fill(texts, 'hotel.page.photo', { name: hotel.name, position: index + 1, count: urls.length });
      img.width = 800;
      img.height = 600;
      if (index > 0) img.loading = 'lazy';
      img.decoding = 'async';
      gallery.append(img);
    });
  }

  const services = part('services');
  const names = profile.services
    .map((service) => service.name[language as 'en'] ?? service.name.en)
    .filter(Boolean);
  if (services && names.length > 0) {
    for (const name of [...new Set(names)]) services.append(el(doc, 'li', name));
    (services.closest('section') as HTMLElement).hidden = false;
  }
  const contacts = part('contacts');
  if (contacts && hotel.contacts?.length) {
    for (const contact of hotel.contacts.map(contactLink)) {
      const item = el(doc, 'li');
      item.append(el(doc, 'span', texts[`hotel.page.contact.${contact.type}`] ?? contact.type), ' ');
      (item.firstChild as HTMLElement).className = 'hotel-contact-kind';
      if (contact.href) {
        const link = el(doc, 'a', contact.text);
        link.href = contact.href;
        if (contact.external) {
          link.target = '_blank';
          link.rel = 'noopener noreferrer';
          const note = el(doc, 'span', ` ${texts['hotel.page.contact.external'] ?? ''}`);
          note.className = 'visually-hidden';
          link.append(note);
        }
        item.append(link);
      } else item.append(contact.text);
      contacts.append(item);
    }
    (contacts.closest('section') as HTMLElement).hidden = false;
  }
  const policies = part('policies');
  const lines = policyLines(profile, texts, language);
  if (policies && lines.length > 0) {
    for (const text of lines) policies.append(el(doc, 'li', text));
    (policies.closest('section') as HTMLElement).hidden = false;
  }

  const map = part('map');
  const geo = a.geo?.coordinates;
  if (map && geo) {
    (map.closest('section') as HTMLElement).hidden = false;
    map.setAttribute('aria-label', fill(texts, 'hotel.page.map', { name: hotel.name }));
    const load = () =>
      import('../ui/map/hotel-map.ts').then((m) =>
        m.showHotelMap(map, { name: hotel.name, lat: geo[1], lng: geo[0] }),
      );
    whenNear(map, () => void load());
  }

  // Weather and share buttons (INSIGHT-4): React and their code load when they scroll into view.
  const weather = part('weather');
  const share = part('share');
  const mount = () =>
    import('./hotel-widgets.tsx').then((m) => {
      const canonical =
        doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? doc.location.href;
      if (share) m.mountShare(share, { url: canonical, title: hotel.name }, texts);
      if (weather) void m.mountWeather(weather, ref, texts, language);
    });
  const target = weather ?? share;
  if (target) whenNear(target, () => void mount());
}
