/**
 * The hotel's own websites that may take bookings through the widget (EMBED-1), shared by the
 * routes (worker/routes/secure-widget-sites.ts), the back office's widget screen and the
 * OpenAPI document:
 * GET/POST /api/rs/secure/hotels/{hotelId}/widget/sites, PUT/DELETE …/widget/sites/{id}
 * (DELETE takes `?version=`), GET …/widget/refused-origins (the last 7 days).
 *
 * The body's `origin` is what the manager typed; the route parses and normalises it with the
 * environment's rules (src/domain/site-origin.ts: https only in production) and answers 400 with
 * `{ field: 'origin', code: 'bo.widget.site.error.*' }` when it is not a web origin.
 */
import { SITE_ORIGIN_MAX_LENGTH } from '../../domain/site-origin.ts';
import { requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idParam, versionField } from './common.ts';

/** Days the 'Recently seen sites' list looks back. */
export const REFUSED_ORIGINS_DAYS = 7;

/** Codes of the answers that are not about the origin's shape. */
export const SiteErrorCode = {
  duplicate: 'bo.widget.site.error.duplicate',
  tooMany: 'bo.widget.site.error.too.many',
  version: 'error.version.conflict',
} as const;

const originText = () => requiredText(SITE_ORIGIN_MAX_LENGTH);

export const siteCreate = z.object({ origin: originText() }, { error: typeError });
export type SiteCreate = z.output<typeof siteCreate>;

export const siteUpdate = z.object({ origin: originText(), version: versionField() }, { error: typeError });
export type SiteUpdate = z.output<typeof siteUpdate>;

/** …/widget/sites/{id} */
export const siteParams = hotelParams.extend({ id: idParam() });

/** DELETE …/widget/sites/{id}?version=3 */
export const siteDeleteQuery = z.object({ version: idParam() }, { error: typeError });

const author = z.strictObject({ name: z.string(), surname: z.string() });
export type SiteAuthor = z.output<typeof author>;

export const siteView = z.strictObject({
  id: z.number().int(),
  /** Canonical origin: `https://www.hotel-example.it`. */
  origin: z.string(),
  addedDate: z.string(),
  /** Null: set up by Itaca (before sites could be edited, or demo data). */
  addedBy: author.nullable(),
  updatedDate: z.string().nullable(),
  updatedBy: author.nullable(),
  version: z.number().int(),
});
export type SiteView = z.output<typeof siteView>;

export const sitesResponse = z.strictObject({
  sites: z.array(siteView),
  /** False in development and tests: http://localhost and http://127.0.0.1 may be added too. */
  httpsOnly: z.boolean(),
});
export type SitesResponse = z.output<typeof sitesResponse>;

export const refusedOriginView = z.strictObject({
  origin: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** Hours in which it was seen (written at most once an hour). */
  count: z.number().int(),
  /** Sites of the hotel it differs from only by `www.` or the scheme (the usual typo). */
  similarTo: z.array(z.string()),
  /** Whether it could be added as it is (an http origin cannot in production). */
  addable: z.boolean(),
});
export type RefusedOriginView = z.output<typeof refusedOriginView>;

export const refusedOriginsResponse = z.array(refusedOriginView);

/**
 * GET /api/rs/public/booking/hotels/{idOrAlias}/site (public, any origin, no-store): whether the
 * page calling it may take bookings for the hotel. The widget asks it when it starts, and tells
 * the guest and the site owner when the answer is no.
 */
export const siteCheckResponse = z.strictObject({
  /** True for the hotel's sites and our own pages; false for any other site. */
  allowed: z.boolean(),
  /** The calling page's origin as we saw it (null for our own pages and non-browser calls). */
  origin: z.string().nullable(),
});
export type SiteCheck = z.output<typeof siteCheckResponse>;
