/**
 * The hotel's own websites allowed to take bookings through the widget (EMBED-2):
 * GET/POST /api/rs/secure/hotels/{hotelId}/widget/sites, PUT/DELETE …/widget/sites/{id}
 * (DELETE takes `?version=`), and GET …/widget/refused-origins: the sites that loaded the hotel's
 * widget in the last 7 days without being one of its sites.
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a site of another
 *   hotel.
 * - The origin is parsed and normalised (src/domain/site-origin.ts): 400 `{ field: 'origin' }`
 *   with the reason when it is not a web origin (https only in production); 409 when the hotel
 *   already has it; 400 past MAX_SITES_PER_HOTEL.
 * - Edits and removals carry the site's version: 409 when another manager got there first.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  REFUSED_ORIGINS_DAYS,
  type RefusedOriginView,
  SiteErrorCode,
  type SitesResponse,
  type SiteView,
  siteCreate,
  siteDeleteQuery,
  siteParams,
  siteUpdate,
} from '../../src/contracts/secure/widget-sites.ts';
import {
  MAX_SITES_PER_HOTEL,
  parseSiteOrigin,
  similarSites,
  siteOriginRules,
} from '../../src/domain/site-origin.ts';
import {
  countSites,
  deleteSite,
  findSite,
  findSiteByOrigin,
  insertSite,
  listRefusedOrigins,
  listSites,
  type SiteRecord,
  updateSite,
} from '../data/hotel-sites.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { forgetRefusedOrigin } from '../middleware/booking-cors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const SITES = '/widget/sites';
const SITE = `${SITES}/:id`;
const REFUSED = '/widget/refused-origins';

export const SITE_NOT_FOUND = 'Site not found';
export const SITE_CHANGED = 'The site was changed meanwhile: reload the sites and try again';
export const SITE_DUPLICATE = 'This site is already among the hotel’s sites';

type Ctx = Context<AppEnv>;

/** The signed-in manager and the author their writes carry. */
function managerOf(c: Ctx) {
  const user = signedInUser(c);
  return { user, author: { name: user.name, surname: user.surname } };
}

/** The canonical origin of what the manager typed, or 400 with the reason. */
function originOf(c: Ctx, input: string): string {
  const parsed = parseSiteOrigin(input, siteOriginRules(c.env.ENVIRONMENT));
  if (!parsed.ok)
    throw badRequest('This is not the address of a website', [{ field: 'origin', code: parsed.code }]);
  return parsed.origin;
}

const duplicate = () =>
  new ApiError(409, SITE_DUPLICATE, [{ field: 'origin', code: SiteErrorCode.duplicate }]);

/** 404 when the site is gone; 409 when it exists at another version or the origin is taken. */
async function explainRefusedEdit(c: Ctx, hotelId: number, id: number, origin: string, version: number) {
  const site = await findSite(c.env.DB, hotelId, id);
  if (!site) throw notFound(SITE_NOT_FOUND);
  if (site.version !== version) {
    throw new ApiError(409, SITE_CHANGED, [{ field: 'version', code: SiteErrorCode.version }]);
  }
  const other = await findSiteByOrigin(c.env.DB, hotelId, origin);
  if (other && other.id !== id) throw duplicate();
  throw new ApiError(409, SITE_CHANGED, [{ field: 'version', code: SiteErrorCode.version }]);
}

const noStore = { 'Cache-Control': 'no-store' };

const authorView = (author: SiteRecord['addedBy']) =>
  author === null ? null : { name: author.name, surname: author.surname };

/** The API's site, field by field from the stored one. */
const siteView = (site: SiteRecord): SiteView => ({
  id: site.id,
  origin: site.origin,
  addedDate: site.addedDate,
  addedBy: authorView(site.addedBy),
  updatedDate: site.updatedDate,
  updatedBy: authorView(site.updatedBy),
  version: site.version,
});

export const secureWidgetSiteRoutes = new Hono<AppEnv>()
  .get(
    SITES,
    failureMessage('Error getting the hotel’s sites'),
    requirePermission('widget.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body: SitesResponse = {
        sites: (await listSites(c.env.DB, hotelId)).map(siteView),
        httpsOnly: !siteOriginRules(c.env.ENVIRONMENT).allowLoopbackHttp,
      };
      return c.json(body, 200, noStore);
    },
  )
  .post(
    SITES,
    failureMessage('Error adding the site'),
    requirePermission('widget.write'),
    validate('param', hotelParams),
    validate('json', siteCreate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { user, author } = managerOf(c);
      const origin = originOf(c, c.req.valid('json').origin);
      const site = await insertSite(c.env.DB, {
        hotelId,
        origin,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
        maxSites: MAX_SITES_PER_HOTEL,
      });
      if (!site) {
        if (await findSiteByOrigin(c.env.DB, hotelId, origin)) throw duplicate();
        if ((await countSites(c.env.DB, hotelId)) >= MAX_SITES_PER_HOTEL) {
          throw badRequest(`A hotel lists at most ${MAX_SITES_PER_HOTEL} sites`, [
            { field: 'origin', code: SiteErrorCode.tooMany },
          ]);
        }
        throw duplicate(); // added and removed meanwhile: the next try decides
      }
      return c.json<SiteView>(siteView(site), 201, noStore);
    },
  )
  .put(
    SITE,
    failureMessage('Error saving the site'),
    requirePermission('widget.write'),
    validate('param', siteParams),
    validate('json', siteUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { user, author } = managerOf(c);
      const body = c.req.valid('json');
      const origin = originOf(c, body.origin);
      const site = await updateSite(c.env.DB, {
        hotelId,
        id,
        version: body.version,
        origin,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
      });
      if (!site) return explainRefusedEdit(c, hotelId, id, origin, body.version);
      return c.json<SiteView>(siteView(site), 200, noStore);
    },
  )
  .delete(
    SITE,
    failureMessage('Error removing the site'),
    requirePermission('widget.write'),
    validate('param', siteParams),
    validate('query', siteDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const removed = await deleteSite(c.env.DB, { hotelId, id, version });
      if (removed === null) {
        const site = await findSite(c.env.DB, hotelId, id);
        if (!site) throw notFound(SITE_NOT_FOUND);
        throw new ApiError(409, SITE_CHANGED, [{ field: 'version', code: SiteErrorCode.version }]);
      }
      // A page still showing the widget there is noted again at once (in this data centre at least).
      await forgetRefusedOrigin(hotelId, removed);
      return c.body(null, 204);
    },
  )
  .get(
    REFUSED,
    failureMessage('Error getting the recently seen sites'),
    requirePermission('widget.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const since = new Date(Date.now() - REFUSED_ORIGINS_DAYS * 24 * 60 * 60 * 1000).toISOString();
      const [refused, sites] = await Promise.all([
        listRefusedOrigins(c.env.DB, hotelId, since),
        listSites(c.env.DB, hotelId),
      ]);
      const rules = siteOriginRules(c.env.ENVIRONMENT);
      const origins = sites.map((s) => s.origin);
      const body: RefusedOriginView[] = refused.map((r) => ({
        origin: r.origin,
        firstSeen: r.firstSeen,
        lastSeen: r.lastSeen,
        count: r.count,
        similarTo: similarSites(r.origin, origins),
        addable: parseSiteOrigin(r.origin, rules).ok,
      }));
      return c.json(body, 200, noStore);
    },
  );
