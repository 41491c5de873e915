/**
 * GET /api/rs/public/map: what the maps need from the configuration (decision 025) — the tile URL
 * template of MAP_TILES_URL when it is a valid single-host https template (the same check that
 * widens the CSP), its attribution, and the spec's zooms. Cached for five minutes.
 */
import { Hono } from 'hono';
import type { MapConfigView } from '../../src/contracts/map.ts';
import { tilesOrigin } from '../../src/domain/map-tiles.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';

export const mapConfigRoutes = new Hono<AppEnv>().get(
  '/map',
  failureMessage('Error getting the map configuration'),
  (c) => {
    const tiles = c.env.MAP_TILES_URL;
    const valid = tilesOrigin(tiles) !== null;
    if (tiles && !valid)
      console.warn('MAP_TILES_URL is not a single-host https {z}/{x}/{y} template: ignored');
    return c.json<MapConfigView>(
      {
        tilesUrl: valid ? tiles : null,
        attribution: valid && c.env.MAP_TILES_ATTRIBUTION ? c.env.MAP_TILES_ATTRIBUTION : null,
        zoom: 14,
        staticZoom: 18,
      },
      200,
      { 'Cache-Control': 'public, max-age=300' },
    );
  },
);
