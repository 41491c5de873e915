/** GET /api/rs/public/map: the maps' configuration (decision 025). */
import { z } from './zod.ts';

export const mapConfigView = z.strictObject({
  /** Raster tile URL template ({z}/{x}/{y}), or null: the offline vector countries only. */
  tilesUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  /** PROPLIM-9: map zoom 14 (18 for the static address map). */
  zoom: z.literal(14),
  staticZoom: z.literal(18),
});
export type MapConfigView = z.output<typeof mapConfigView>;
