/**
 * The Leaflet map of a hotel (WIDGETUI-8 hotel map, PROPLIM zoom 14): loaded only when the map scrolls
 * into view. The basemap works offline: the countries of world-atlas (Natural Earth 1:110m,
 * TopoJSON, shipped in the bundle) drawn as vector layers; when the configuration names a tile
 * URL (MAP_TILES_URL, GET /api/rs/public/map), those tiles are drawn on top (decision 025). The
 * hotel is a pointer marker with its name.
 */
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import type { MapConfigView } from '../../contracts/map.ts';
import mapCss from './hotel-map.css?url';

/** PROPLIM-9: map zoom 14. */
export const MAP_ZOOM = 14;

export type MapHotel = { name: string; lat: number; lng: number };

/** The world's countries as GeoJSON (from the shipped TopoJSON). */
export function countryShapes() {
  const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries);
}

/**
 * Links the map's styles when the map is first shown (as files: imported normally, the build would
 * put them in the page's head and block its first paint for a map far below the fold).
 */
export function mapStyles(...more: string[]): Promise<unknown> {
  return Promise.all(
    [leafletCss, mapCss, ...more].map((href) => {
      const found = document.querySelector(`link[href="${href}"]`);
      if (found) return Promise.resolve();
      return new Promise((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = link.onerror = resolve;
        document.head.append(link);
      });
    }),
  );
}

/** The tile configuration; null (offline countries only) when it cannot be read. */
export async function mapConfig(): Promise<MapConfigView | null> {
  try {
    const res = await fetch('/api/rs/public/map');
    return res.ok ? ((await res.json()) as MapConfigView) : null;
  } catch {
    return null;
  }
}

/** Draws the map of one hotel into `container`, centred on it at zoom 14. */
export async function showHotelMap(container: HTMLElement, hotel: MapHotel): Promise<L.Map> {
  const [config] = await Promise.all([mapConfig(), mapStyles()]);
  const map = L.map(container, { zoomControl: true, attributionControl: true, keyboard: true }).setView(
    [hotel.lat, hotel.lng],
    config?.zoom ?? MAP_ZOOM,
  );
  container.classList.add('hotel-map--ready');
  L.geoJSON(countryShapes(), {
    style: { color: '#8f7fa3', weight: 1, fillColor: '#efe9d8', fillOpacity: 1 },
    interactive: false,
  }).addTo(map);
  if (config?.tilesUrl) {
    L.tileLayer(config.tilesUrl, { maxZoom: 19, attribution: config.attribution ?? '' }).addTo(map);
  } else {
    map.attributionControl.addAttribution('Natural Earth');
  }
  const marker = L.circleMarker([hotel.lat, hotel.lng], {
    radius: 10,
    color: '#4a148c',
    weight: 3,
    fillColor: '#6a1b9a',
    fillOpacity: 0.9,
  }).addTo(map);
  marker.bindTooltip(hotel.name, { permanent: true, direction: 'top', offset: [0, -10] });
  return map;
}
