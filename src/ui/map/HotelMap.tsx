/**
 * The hotel map (WIDGETUI-8, PROPAPI, PROPERR, PROPLIM): Leaflet over the offline basemap of hotel-map.ts
 * (world-atlas countries, MAP_TILES_URL tiles on top when configured), one marker per hotel of
 * three kinds (pointer, price, name; pointer by default), the info window opened by hovering or
 * clicking a marker, the centre at the average of the markers, else the given address, else 0,0.
 * A hotel without coordinates is logged ('Error getting latlong') and gets no marker (PROPERR).
 *
 * Keyboard and screen readers: every marker is a focusable button named after its hotel (Enter
 * or Space opens the window); the info window is a non-modal dialog (Escape or its close button
 * closes it and focus returns to the marker). Loaded lazily (React, Leaflet and the basemap are
 * one chunk the page imports when the map scrolls into view). Texts come through `t`.
 */
import L from 'leaflet';
import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MapConfigView } from '../../contracts/map.ts';
import { localeOf } from '../../domain/dates-format.ts';
import type { AddressInfo } from '../../domain/types.ts';
import { createTranslate, type Translate } from '../../i18n/translate.ts';
import viewCss from './HotelMap.css?url';
import { countryShapes, MAP_ZOOM, mapConfig, mapStyles } from './hotel-map.ts';
import { type Box, nearestPoint, spreadLabels } from './marker-layout.ts';

export type MarkerKind = 'pointer' | 'price' | 'name';

export type MapPrice = { finalAmount: number; initialAmount: number; currency: string };

export type MapHotel = {
  id: number;
  name: string;
  type: string;
  addressInfo: AddressInfo | null;
  /** Photo URLs with their text alternative; empty: the default header image. */
  gallery: readonly { src: string; alt: string }[];
  recommended?: boolean;
  favourite?: boolean;
  /** Price mode: the 'from' price of the stay (null: nothing bookable), its nights and rooms left. */
  price?: MapPrice | null;
  nights?: number;
  roomsAvailable?: number;
  /** The hotel page for the stay ('Book') and without dates ('search other dates', or the page). */
  bookUrl: string;
  pageUrl: string;
};

export type HotelMapInput = { hotel?: unknown; hotels?: unknown; address?: unknown };

/** PROPLIM-9: the info window's maximum width. */
export const INFO_WINDOW_MAX_WIDTH = 300;
/** WIDGETUI: the header image when a hotel has no photos. */
export const DEFAULT_HEADER_IMAGE = '/images/no-gallery.svg';

/**
 * The hotels to draw (PROPERR): throws without a hotel, hotels or address, when `hotel` is not
 * an object or `hotels` not an array. `hotel` alone is a map of one hotel.
 */
export function mapHotels(input: HotelMapInput): MapHotel[] {
  const { hotel, hotels, address } = input;
  if (hotel == null && hotels == null && address == null) throw new Error('No hotel, hotels or address');
  if (hotel != null && (typeof hotel !== 'object' || Array.isArray(hotel)))
    throw new Error('Hotel is not an object');
  if (hotels != null && !Array.isArray(hotels)) throw new Error('Hotels is not an array');
  return [...(hotel != null ? [hotel as MapHotel] : []), ...((hotels as MapHotel[] | undefined) ?? [])];
}

/** A hotel's [lat, lng] from its address's GeoJSON point ([lng, lat]); null when it has none. */
export function hotelPosition(address: AddressInfo | null | undefined): [number, number] | null {
  const coordinates = address?.geo?.coordinates;
  if (!Array.isArray(coordinates)) return null;
  const [lng, lat] = coordinates.map(Number);
  if (
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat as number) > 90 ||
    Math.abs(lng as number) > 180
  )
    return null;
  return [lat as number, lng as number];
}

/** WIDGETUI: the average of the marker positions, else the address's position, else 0,0. */
export function mapCenter(
  positions: readonly [number, number][],
  address?: AddressInfo | null,
): [number, number] {
  if (positions.length > 0) {
    const sum = positions.reduce(([a, b], [lat, lng]) => [a + lat, b + lng], [0, 0]);
    return [sum[0] / positions.length, sum[1] / positions.length];
  }
  return hotelPosition(address) ?? [0, 0];
}

/** WIDGETUI: 'Book' when a price exists and at least one room is available. */
export function bookable(hotel: Pick<MapHotel, 'price' | 'roomsAvailable'>): boolean {
  return !!hotel.price && (hotel.roomsAvailable ?? 0) > 0;
}

function money(value: number, currency: string, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(value);
}

/** The marker's visible text and its accessible name. */
export function markerLabel(hotel: MapHotel, kind: MarkerKind, t: Translate, language: string) {
  const price = hotel.price ? money(hotel.price.finalAmount, hotel.price.currency, language) : '';
  const text = kind === 'price' ? price || t('hotel.map.no.price') : kind === 'name' ? hotel.name : '';
  const name = price ? t('hotel.map.marker.price', { name: hotel.name, price }) : hotel.name;
  return { text, name };
}

type InfoProps = {
  hotel: MapHotel;
  priceMode: boolean;
  favourite: boolean;
  t: Translate;
  language: string;
  openedByKeyboard: boolean;
  onFavourite(on: boolean): void;
  onClose(): void;
};

function InfoWindow({
  hotel,
  priceMode,
  favourite,
  t,
  language,
  openedByKeyboard,
  onFavourite,
  onClose,
}: InfoProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [photo, setPhoto] = useState(0);
  useEffect(() => {
    if (openedByKeyboard) ref.current?.focus();
  }, [openedByKeyboard]);
  const photos = hotel.gallery.length ? hotel.gallery : [{ src: DEFAULT_HEADER_IMAGE, alt: '' }];
  const shown = photos[photo % photos.length] ?? photos[0];
  const a = hotel.addressInfo ?? {};
  const place = [a.district, a.city].filter(Boolean).join(', ');
  const street = [a.address, a.zipcode].filter(Boolean).join(', ');
  const price = hotel.price;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div
      ref={ref}
      className="hotel-info"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-hotel-info={hotel.id}
    >
      <div className="hotel-info__media">
        <img src={shown?.src} alt={shown?.alt ?? ''} width={300} height={150} />
        {hotel.recommended && <span className="hotel-info__badge">{t('hotel.map.recommended')}</span>}
        {photos.length > 1 && (
          <div className="hotel-info__photos">
            <button
              type="button"
              aria-label={t('hotel.map.photo.previous')}
              onClick={() => setPhoto((photo + photos.length - 1) % photos.length)}
            >
              ‹
            </button>
            <span>
              {(photo % photos.length) + 1} / {photos.length}
            </span>
            <button
              type="button"
              aria-label={t('hotel.map.photo.next')}
              onClick={() => setPhoto((photo + 1) % photos.length)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <div className="hotel-info__body">
        <div className="hotel-info__head">
          <h2 id={titleId}>{hotel.name}</h2>
          <button
            type="button"
            className="hotel-info__close"
            aria-label={t('hotel.map.close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <p className="hotel-info__type">{t.text(`hotel.type.${hotel.type}`)}</p>
        {place && <p>{place}</p>}
        {street && <p>{street}</p>}
        <button
          type="button"
          className="hotel-info__favourite"
          aria-pressed={favourite}
          onClick={() => onFavourite(!favourite)}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {t('hotel.map.favourite')}
        </button>
        {priceMode && price && (
          <p className="hotel-info__price">
            {t('hotel.map.from')}{' '}
            {price.initialAmount > price.finalAmount && (
              <s>
                <span className="visually-hidden">{t('hotel.map.price.previous')} </span>
                {money(price.initialAmount, price.currency, language)}
              </s>
            )}{' '}
            <strong>{money(price.finalAmount, price.currency, language)}</strong>
            {hotel.nights
              ? ` · ${t(hotel.nights === 1 ? 'hotel.map.night' : 'hotel.map.nights', { count: hotel.nights })}`
              : ''}
          </p>
        )}
        {priceMode && bookable(hotel) && (
          <a className="button hotel-info__action" href={hotel.bookUrl}>
            {t('hotel.map.book')}
          </a>
        )}
        {priceMode && !bookable(hotel) && (
          <>
            <p className="hotel-info__missed">{t('hotel.map.availability.missed')}</p>
            <a className="button hotel-info__action" href={hotel.pageUrl}>
              {t('hotel.map.other.dates')}
            </a>
          </>
        )}
        {!priceMode && (
          <a className="button hotel-info__action" href={hotel.pageUrl}>
            {t('hotel.map.open')}
          </a>
        )}
      </div>
    </div>
  );
}

/**
 * Room the fitted markers leave, in all (both sides together): a price pill is about 80 px wide,
 * centred on its hotel, and stands 32 px above it.
 */
const FIT_PADDING = L.point(88, 48);

/**
 * The highest zoom (≤ 14) that shows every marker with the map centred on `center` (WIDGETUI:
 * the average of the markers, which Leaflet's fitBounds would move to the middle of their box):
 * the markers' box mirrored around the centre, in projected pixels, fits the map.
 */
function fittingZoom(map: L.Map, center: [number, number], positions: readonly [number, number][]): number {
  const origin = map.project(center, 0);
  const mirrored = positions.flatMap((position) => {
    const point = map.project(position, 0);
    return [position, map.unproject(origin.multiplyBy(2).subtract(point), 0)];
  });
  return Math.min(MAP_ZOOM, map.getBoundsZoom(L.latLngBounds(mirrored), false, FIT_PADDING));
}

/**
 * Moves marker pills that would overlap apart (marker-layout.ts), and draws a leader line with a
 * dot from each moved pill back to its hotel's position. Runs after every zoom and resize: the
 * shifts are screen pixels, set as the CSS variables the marker's `translate` adds.
 */
function spreadMarkers(
  map: L.Map,
  container: HTMLElement,
  drawn: readonly { position: [number, number]; icon: HTMLElement }[],
  leaders: L.LayerGroup,
): void {
  for (const { icon } of drawn) {
    icon.style.removeProperty('--marker-dx');
    icon.style.removeProperty('--marker-dy');
  }
  const frame = container.getBoundingClientRect();
  const box = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left - frame.left, y: rect.top - frame.top, width: rect.width, height: rect.height };
  };
  const labels = drawn.map(({ icon }) => box(icon));
  const shifts = spreadLabels(labels, {
    obstacles: [...container.querySelectorAll('.leaflet-control')].map(box),
    bounds: { x: 0, y: 0, width: frame.width, height: frame.height },
  });
  leaders.clearLayers();
  drawn.forEach(({ position, icon }, i) => {
    const shift = shifts[i];
    const label = labels[i];
    if (!shift || !label || (shift.dx === 0 && shift.dy === 0)) return;
    icon.style.setProperty('--marker-dx', `${shift.dx}px`);
    icon.style.setProperty('--marker-dy', `${shift.dy}px`);
    const point = map.latLngToContainerPoint(position);
    const end = nearestPoint({ ...label, x: label.x + shift.dx, y: label.y + shift.dy }, point);
    const style = { color: '#4a148c', weight: 2, interactive: false };
    leaders.addLayer(L.polyline([position, map.containerPointToLatLng(L.point(end.x, end.y))], style));
    leaders.addLayer(L.circleMarker(position, { ...style, radius: 4, fillColor: '#fff', fillOpacity: 1 }));
  });
}

export type HotelMapProps = HotelMapInput & {
  kind?: MarkerKind;
  /** Price mode: 'from' prices, nights and 'Book' in the info window. */
  priceMode?: boolean;
  /** The map region's accessible name. */
  label: string;
  t: Translate;
  language: string;
  onFavourite?(hotelId: number, on: boolean): void;
};

export function HotelMap({
  kind = 'pointer',
  priceMode = false,
  label,
  t,
  language,
  onFavourite,
  ...input
}: HotelMapProps) {
  const hotels = mapHotels(input);
  const container = useRef<HTMLElement>(null);
  const markers = useRef(new Map<number, HTMLElement>());
  const [open, setOpen] = useState<{ id: number; keyboard: boolean } | null>(null);
  const [favourites, setFavourites] = useState(
    () => new Set(hotels.filter((hotel) => hotel.favourite).map((hotel) => hotel.id)),
  );
  const address = (input.address ?? null) as AddressInfo | null;

  // The map is drawn once per hotel list and marker kind (the effect below), with the hotels, the
  // address and the texts of that moment.
  const draw = useEffectEvent(
    (element: HTMLElement, config: MapConfigView | null, markerKind: MarkerKind, _hotelIds: string) => {
      const map = L.map(element, { zoomControl: true, keyboard: true, zoomSnap: 0.5 });
      element.classList.add('hotel-map--ready');
      L.geoJSON(countryShapes(), {
        style: { color: '#8f7fa3', weight: 1, fillColor: '#efe9d8', fillOpacity: 1 },
        interactive: false,
      }).addTo(map);
      if (config?.tilesUrl) {
        L.tileLayer(config.tilesUrl, { maxZoom: 19, attribution: config.attribution ?? '' }).addTo(map);
      } else map.attributionControl.addAttribution('Natural Earth');
      const located = hotels.flatMap((hotel) => {
        const position = hotelPosition(hotel.addressInfo);
        if (!position) console.error(`Error getting latlong: ${hotel.name}`);
        return position ? [{ hotel, position }] : [];
      });
      const placed = located.map(({ position }) => position);
      // The view first: Leaflet creates a marker's element only on a map that has one.
      const center = mapCenter(placed, address);
      map.setView(center, placed.length > 1 ? fittingZoom(map, center, placed) : (config?.zoom ?? MAP_ZOOM));
      const drawn: { position: [number, number]; icon: HTMLElement }[] = [];
      for (const { hotel, position } of located) {
        const { text, name } = markerLabel(hotel, markerKind, t, language);
        const html = document.createElement('span');
        html.className = 'hotel-marker__label';
        html.textContent = text;
        const marker = L.marker(position, {
          keyboard: true,
          title: name,
          icon: L.divIcon({
            className: `hotel-marker hotel-marker--${markerKind}`,
            html,
            iconSize: undefined,
          }),
        }).addTo(map);
        const icon = marker.getElement();
        if (icon) {
          icon.setAttribute('aria-label', name);
          icon.setAttribute('aria-haspopup', 'dialog');
          icon.setAttribute('aria-expanded', 'false');
          icon.dataset.hotelMarker = String(hotel.id);
          icon.addEventListener('keydown', (event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault();
              setOpen({ id: hotel.id, keyboard: true });
            }
          });
          markers.current.set(hotel.id, icon);
          drawn.push({ position, icon });
        }
        marker.on('mouseover', () =>
          setOpen((now) => (now?.id === hotel.id ? now : { id: hotel.id, keyboard: false })),
        );
        marker.on('click', () => setOpen({ id: hotel.id, keyboard: false }));
      }
      const leaders = L.layerGroup().addTo(map);
      const spread = () => spreadMarkers(map, element, drawn, leaders);
      spread();
      map.on('zoomend resize', spread);
      return map;
    },
  );
  const hotelIds = hotels.map((hotel) => hotel.id).join();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: L.Map | undefined;
    let cancelled = false;
    void Promise.all([mapConfig(), mapStyles(viewCss)]).then(([config]) => {
      if (!cancelled) map = draw(element, config, kind, hotelIds);
    });
    return () => {
      cancelled = true;
      map?.remove();
      markers.current.clear();
    };
  }, [hotelIds, kind]);

  useEffect(() => {
    for (const [id, icon] of markers.current) icon.setAttribute('aria-expanded', String(open?.id === id));
  }, [open]);

  const close = () => {
    const id = open?.id;
    setOpen(null);
    if (id !== undefined) markers.current.get(id)?.focus();
  };
  const shown = open ? hotels.find((hotel) => hotel.id === open.id) : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape on a marker closes its info window
    <div
      className="hotel-map-view"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <section ref={container} className="hotel-map hotel-map-view__map" aria-label={label} />
      {shown && (
        <InfoWindow
          key={shown.id}
          hotel={shown}
          priceMode={priceMode}
          favourite={favourites.has(shown.id)}
          t={t}
          language={language}
          openedByKeyboard={open?.keyboard ?? false}
          onClose={close}
          onFavourite={(on) => {
            setFavourites((now) => {
              const next = new Set(now);
              if (on) next.add(shown.id);
              else next.delete(shown.id);
              return next;
            });
            onFavourite?.(shown.id, on);
          }}
        />
      )}
    </div>
  );
}

/**
 * Renders the hotel map into `element` (the lazy entry of content pages), its texts from the
 * page's JSON of `texts` (so the page's own script stays small).
 */
export function mountHotelMap(
  element: HTMLElement,
  { texts, ...props }: Omit<HotelMapProps, 't'> & { texts: Readonly<Record<string, string>> },
): void {
  const t = createTranslate({ en: texts, it: texts }, props.language === 'it' ? 'it' : 'en');
  createRoot(element).render(<HotelMap {...props} t={t} />);
}
