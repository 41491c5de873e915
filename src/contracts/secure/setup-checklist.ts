/**
 * The setup checklist of a hotel (SETUP), read by the back office's landing and its
 * /secure/setup screen:
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/setup      → SetupChecklistResponse
 *   POST /api/rs/secure/hotels/{hotelId}/setup/open → SetupChecklistResponse (409 while an opening step is to do)
 *
 * The steps and when each one is done: src/domain/setup-checklist.ts.
 */
import { SETUP_STEPS } from '../../domain/setup-checklist.ts';
import { z } from '../zod.ts';

export const setupStepView = z.strictObject({
  key: z.enum(SETUP_STEPS),
  done: z.boolean(),
  /** What the step counts (photos, room types, rooms, plans, sites); null where nothing is counted. */
  count: z.number().int().min(0).nullable(),
});
export type SetupStepView = z.output<typeof setupStepView>;

export const setupChecklistResponse = z.strictObject({
  steps: z.array(setupStepView),
  /** Guests can book the hotel (its page, search and widget): a registered hotel opens once set up. */
  open: z.boolean(),
});
export type SetupChecklistResponse = z.output<typeof setupChecklistResponse>;
