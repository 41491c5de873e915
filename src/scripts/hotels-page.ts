/**
 * The /hotels list page (hotels.astro): one page of 10 enabled hotels (?page=N, 1-based) from
 * GET hotels, each with tonight's 'from' price from GET hotels/bestav (2 adults, as the home page's
 * featured hotels), linking to /hotel/{alias}; the hotel map of those hotels (price markers) is
 * imported only when its section scrolls into view. Kept small: content pages' own script ≤ 2 KB.
 */

import type { Hotel, Page } from '../contracts/types.ts';
import { bestAvailabilityPrice, type Price } from '../domain/best-price.ts';
import { LOCALE } from '../domain/dates-format.ts';
import { numberFormat } from '../domain/intl.ts';
import { HOTELS_PAGE_SIZE } from './hotels-page-size.ts';

type Texts = Record<string, string>;
type Row = { hotel: Hotel; price: Price | null | undefined; rooms: number };

type Params = Readonly<Record<string, string | number | undefined>>;

const fill = (texts: Texts, key: string, params: Params = {}) =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (all, name: string) => String(params[name] ?? all));

/** The 1-based page of `?page=`, 1 when missing or not a positive whole number. */
export function pageNumber(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Rooms left for the night: the most any rate has, else 1 when the answer says available. */
export function roomsLeft(answer: unknown): number {
  const a = (answer ?? {}) as { available?: boolean; totalRates?: { roomsLeft?: number }[] };
  const most = Math.max(0, ...(a.totalRates ?? []).map((rate) => Number(rate.roomsLeft) || 0));
  return most || (a.available ? 1 : 0);
}

const json = async <T>(url: string): Promise<T> => {
  const res = await fetch(`/api/rs/public/${url}`);
  if (!res.ok) throw new Error(String(res.status));
  return res.json() as Promise<T>;
};

export function startHotelsPage(doc: Document = document): void {
  const root = doc.querySelector<HTMLElement>('[data-hotels-page]');
  const texts = JSON.parse(doc.getElementById('hotels-texts')?.textContent ?? '{}') as Texts;
  if (!root) return;
  const $ = <E extends HTMLElement>(name: string) => root.querySelector(`[data-hotels-${name}]`) as E;
  const language = doc.documentElement.lang === 'it' ? 'it' : 'en';
  const prefix = language === 'it' ? '/it' : '';
  const page = pageNumber(doc.location.search);
  // The browser's calendar day as YYYYMMDD, from the Date's local fields.
  const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  };
  const checkin = day(0);
  const checkout = day(1);
  const stay = `${checkin}/${checkout}/2/0/0/0`;
  const status = $('status');
  const error = $('error');

  const load = async () => {
    status.textContent = fill(texts, 'hotels.page.loading');
    status.classList.add('visually-hidden');
    error.hidden = true;
    let list: Page<Hotel>;
    let base: string;
    try {
      [list, base] = await Promise.all([
        json<Page<Hotel>>(
          `hotels?enabled=true&sort=classification&size=${HOTELS_PAGE_SIZE}&page=${page - 1}`,
        ),
        json<{ url: string }>('storage').then((s) => s.url),
      ]);
    } catch {
      status.textContent = '';
      error.hidden = false;
      $('list').replaceChildren();
      return;
    }
    const photo = (path: string) =>
      /^(https?:)?\/\/|^\//.test(path) ? path : `${base.replace(/\/+$/, '')}/${path}`;
    const template = doc.getElementById('hotels-item') as HTMLTemplateElement;
    // Shared formatters: one per currency for the whole list, not one per card.
    const money = (value: number, currency: string) =>
      numberFormat(LOCALE[language], { style: 'currency', currency }).format(value);
    const pageUrl = (hotel: Hotel) =>
      `${prefix}/hotel/${encodeURIComponent(hotel.nameAlias || String(hotel.id))}`;
    // The placeholders (the page's first paint keeps the list's room) give way to the hotels,
    // which show at once (the first photos are the page's largest paint); each price line
    // fills in when its hotel's answer comes.
    $('list').replaceChildren();
    const rows: Promise<Row>[] = list.content.map((hotel, index) => {
      const item = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
      const cover = hotel.gallery.find((image) => image.cover) ?? hotel.gallery[0];
      const [kind, place, priceLine] = item.querySelectorAll('p');
      const link = item.querySelector('a') as HTMLAnchorElement;
      const img = item.querySelector('img') as HTMLImageElement;
      // Photos below the first screen wait until they near it.
      if (index > 1) img.loading = 'lazy';
      img.src = cover ? photo(cover.path) : '/images/no-gallery.svg';
      link.href = pageUrl(hotel);
      link.textContent = hotel.name;
      (kind as HTMLElement).textContent = fill(texts, `hotel.type.${hotel.type}`);
      (place as HTMLElement).textContent = [hotel.addressInfo?.district, hotel.addressInfo?.city]
        .filter(Boolean)
        .join(', ');
      (priceLine as HTMLElement).textContent = fill(texts, 'hotels.page.price.loading');
      item.dataset.hotelId = String(hotel.id);
      $('list').append(item);
      return json(`hotels/bestav/${hotel.id}/${checkin}/${checkout}`).then(
        (answer) => {
          const price = bestAvailabilityPrice(answer, hotel.currency);
          (priceLine as HTMLElement).textContent = price
            ? fill(texts, 'hotels.page.price', { price: money(price.finalAmount, price.currency) })
            : fill(texts, 'hotels.page.price.none');
          return { hotel, price, rooms: roomsLeft(answer) };
        },
        () => {
          (priceLine as HTMLElement).textContent = fill(texts, 'hotels.page.price.error');
          return { hotel, price: undefined, rooms: 0 };
        },
      );
    });
    status.textContent = rows.length ? '' : fill(texts, 'hotels.page.empty');
    // 'Loading' is for screen readers (the placeholders show it); 'no hotels' for everyone.
    status.classList.toggle('visually-hidden', rows.length > 0);
    const pages = Math.max(1, list.totalPages);
    const nav = $('pages');
    nav.hidden = pages < 2;
    $('page-of').textContent = fill(texts, 'hotels.page.page', { page, count: pages });
    // A link always has a real address (crawlable); one that leads nowhere is hidden by CSS.
    const link = (name: string, to: number) => {
      const a = $<HTMLAnchorElement>(name);
      const exists = to >= 1 && to <= pages;
      a.href = `?page=${exists ? to : page}`;
      a.toggleAttribute('data-none', !exists);
    };
    link('previous', page - 1);
    link('next', page + 1);

    const section = $('map-section');
    const map = $('map');
    section.hidden = rows.length === 0;
    const show = () =>
      Promise.all([import('../ui/map/HotelMap.tsx'), Promise.all(rows)]).then(([m, priced]) =>
        m.mountHotelMap(map, {
          hotels: priced.map(({ hotel, price, rooms }) => ({
            ...hotel,
            gallery: hotel.gallery.map((image) => ({
              src: photo(image.path),
              alt: image.caption ?? '',
            })),
            price: price ?? null,
            nights: 1,
            roomsAvailable: rooms,
            bookUrl: `${pageUrl(hotel)}/${stay}`,
            pageUrl: pageUrl(hotel),
          })),
          kind: 'price',
          priceMode: true,
          label: fill(texts, 'hotels.page.map'),
          texts,
          language,
        }),
      );
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void show();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(map);
  };
  $('retry').addEventListener('click', () => void load());
  void load();
}
