/**
 * A Leaflet map with one marker (WIDGETUI-7 address entry, manual mode): drag the marker or click
 * the map to place it; the same is possible without dragging (WCAG 2.5.7): latitude and longitude
 * inputs and four buttons that move the marker about 10 m. `interactive={false}` draws the static
 * confirmation map (zoom 18). Basemap: the offline vector countries, plus MAP_TILES_URL tiles when
 * configured (decision 025).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './hotel-map.css';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import type { Translate } from '../../i18n/translate.ts';
import { mapConfig } from './hotel-map.ts';
import './LocationPicker.css';

export type LatLng = { lat: number; lng: number };

/** The closest zoom at which the offline country shapes still show where the pin is. */
export const OFFLINE_MAX_ZOOM = 7;

/** About 10 m of latitude: one press of a move button. */
export const NUDGE_DEGREES = 0.0001;

type Keys =
  | 'bo.address.map.label'
  | 'bo.address.static.map'
  | 'bo.address.lat'
  | 'bo.address.lng'
  | 'bo.address.move.north'
  | 'bo.address.move.south'
  | 'bo.address.move.east'
  | 'bo.address.move.west'
  | 'bo.address.map.offline';

type Props = {
  value: LatLng | null;
  onChange?: (value: LatLng) => void;
  t: Translate<Keys>;
  interactive?: boolean;
  zoom?: number;
};

const round = (n: number) => Math.round(n * 1e6) / 1e6;

const pin = () =>
  L.divIcon({ className: 'ui-location-picker__pin', iconSize: [24, 24], iconAnchor: [12, 24], html: '' });

/**
 * The picker's Leaflet map over `element`: the offline countries (and the street tiles when
 * configured; without them the zoom stops at a region and `onOffline` is told), the pin at the
 * value (or 0,0), dragged or placed by a click when interactive, each move told to `onMove`.
 */
function createPickerMap(
  element: HTMLElement,
  { value, interactive, zoom }: { value: LatLng | null; interactive: boolean; zoom: number | undefined },
  events: {
    onMove: (at: LatLng) => void;
    /** False once the map was taken down (the tiles' answer came too late). */
    shown: () => boolean;
    onOffline: () => void;
  },
): { map: L.Map; marker: L.Marker } {
  const { onMove } = events;
  const start = value ?? { lat: 0, lng: 0 };
  const created = L.map(element, {
    zoomControl: interactive,
    dragging: interactive,
    scrollWheelZoom: interactive,
    doubleClickZoom: interactive,
    boxZoom: interactive,
    keyboard: interactive,
    touchZoom: interactive,
  }).setView([start.lat, start.lng], zoom ?? (value ? 16 : 2));
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  L.geoJSON(feature(topology, topology.objects.countries), {
    style: { color: '#8f7fa3', weight: 1, fillColor: '#efe9d8', fillOpacity: 1 },
    interactive: false,
  }).addTo(created);
  void mapConfig().then((config) => {
    if (config?.tilesUrl) {
      L.tileLayer(config.tilesUrl, { maxZoom: 19, attribution: config.attribution ?? '' }).addTo(created);
      return;
    }
    // No street tiles (MAP_TILES_URL unset): street zoom would be a blank box. The offline
    // countries read down to a region; the pin is placed precisely with the inputs and arrows.
    if (!events.shown()) return;
    created.setMaxZoom(OFFLINE_MAX_ZOOM);
    events.onOffline();
  });
  const placed = L.marker([start.lat, start.lng], {
    draggable: interactive,
    icon: pin(),
    keyboard: false,
  }).addTo(created);
  placed.on('dragend', () => {
    const at = placed.getLatLng();
    onMove({ lat: round(at.lat), lng: round(at.lng) });
  });
  if (interactive) {
    created.on('click', (event: L.LeafletMouseEvent) => {
      onMove({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
    });
  }
  return { map: created, marker: placed };
}

/** The pin placed without dragging: latitude and longitude inputs and four move buttons. */
function PickerKeys({
  id,
  value,
  t,
  onPart,
  onNudge,
}: {
  id: string;
  value: LatLng | null;
  t: Translate<Keys>;
  onPart: (part: 'lat' | 'lng', text: string) => void;
  onNudge: (dLat: number, dLng: number) => void;
}) {
  return (
    <div className="ui-location-picker__keys">
      <label>
        <span>{t('bo.address.lat')}</span>
        <input
          key={`lat-${value?.lat ?? ''}`}
          id={`${id}-lat`}
          type="number"
          step="0.000001"
          min={-90}
          max={90}
          defaultValue={value?.lat ?? ''}
          onBlur={(event) => onPart('lat', event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onPart('lat', event.currentTarget.value)}
        />
      </label>
      <label>
        <span>{t('bo.address.lng')}</span>
        <input
          key={`lng-${value?.lng ?? ''}`}
          id={`${id}-lng`}
          type="number"
          step="0.000001"
          min={-180}
          max={180}
          defaultValue={value?.lng ?? ''}
          onBlur={(event) => onPart('lng', event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && onPart('lng', event.currentTarget.value)}
        />
      </label>
      <div className="ui-location-picker__arrows">
        <button type="button" className="button button--secondary" onClick={() => onNudge(NUDGE_DEGREES, 0)}>
          <span aria-hidden="true">↑</span>
          <span className="visually-hidden">{t('bo.address.move.north')}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => onNudge(0, -NUDGE_DEGREES)}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t('bo.address.move.west')}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => onNudge(0, NUDGE_DEGREES)}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('bo.address.move.east')}</span>
        </button>
        <button type="button" className="button button--secondary" onClick={() => onNudge(-NUDGE_DEGREES, 0)}>
          <span aria-hidden="true">↓</span>
          <span className="visually-hidden">{t('bo.address.move.south')}</span>
        </button>
      </div>
    </div>
  );
}

export function LocationPicker({ value, onChange, t, interactive = true, zoom }: Props) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // The map's handlers report moves with the latest `onChange`.
  const reportMove = useEffectEvent((at: LatLng) => onChange?.(at));
  const id = useId().replace(/[^\w-]/g, '');
  const [offline, setOffline] = useState(false);

  // The map is made once per mount, from the value, mode and zoom of that moment; later values
  // move the marker (effect below).
  const createMap = useEffectEvent((element: HTMLElement) => {
    const made = createPickerMap(
      element,
      { value, interactive, zoom },
      {
        onMove: reportMove,
        shown: () => map.current === made.map,
        onOffline: () => setOffline(true),
      },
    );
    map.current = made.map;
    marker.current = made.marker;
    return () => {
      made.map.remove();
      map.current = null;
      marker.current = null;
    };
  });
  useEffect(() => {
    const element = box.current;
    return element ? createMap(element) : undefined;
  }, []);

  useEffect(() => {
    if (!value || !map.current || !marker.current) return;
    marker.current.setLatLng([value.lat, value.lng]);
    if (!map.current.getBounds().contains([value.lat, value.lng]) || !interactive) {
      map.current.setView(
        [value.lat, value.lng],
        Math.min(zoom ?? Math.max(map.current.getZoom(), 16), map.current.getMaxZoom()),
      );
    }
  }, [value, interactive, zoom]);

  const nudge = (dLat: number, dLng: number) => {
    const from = value ?? { lat: 0, lng: 0 };
    onChange?.({ lat: round(from.lat + dLat), lng: round(from.lng + dLng) });
  };
  const setPart = (part: 'lat' | 'lng', text: string) => {
    const n = Number(text);
    const limit = part === 'lat' ? 90 : 180;
    if (text.trim() === '' || !Number.isFinite(n) || Math.abs(n) > limit) return;
    onChange?.({ ...(value ?? { lat: 0, lng: 0 }), [part]: n });
  };

  return (
    <div className="ui-location-picker">
      <section
        ref={box}
        className={`ui-location-picker__map${interactive ? '' : ' ui-location-picker__map--static'}`}
        aria-label={interactive ? t('bo.address.map.label') : t('bo.address.static.map')}
      />
      {offline && interactive && <p className="ui-location-picker__offline">{t('bo.address.map.offline')}</p>}
      {interactive && <PickerKeys id={id} value={value} t={t} onPart={setPart} onNudge={nudge} />}
    </div>
  );
}
