/**
 * The promotions editor's API (BODATA-5 Promotion, BOCHECK), under /api/rs/secure (mounted by
 * secure-local.ts); schemas in src/contracts/secure/promotions.ts:
 *
 *   GET    /hotels/{hotelId}/promotions               → the list, the rate plans and room types
 *   POST   /hotels/{hotelId}/promotions               → 201 the new promotion
 *   PUT    /hotels/{hotelId}/promotions/{id}          → the saved promotion (409 on a stale version)
 *   PUT    /hotels/{hotelId}/promotions/{id}/enabled  → the promotion switched on or off
 *   DELETE /hotels/{hotelId}/promotions/{id}?version= → 204
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a promotion that is
 *   not the hotel's; 400 for a rate plan or room type of another hotel.
 * - Each write is ONE batch with the hotel's rates version bump: the widget's next calendar or
 *   search prices with the change (its edge cache is keyed by that version).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type PromotionInput,
  type PromotionsResponse,
  type PromotionView,
  promotionDeleteQuery,
  promotionInput,
  promotionParams,
  promotionToggle,
  promotionUpdate,
} from '../../src/contracts/secure/promotions.ts';
import {
  deletePromotion,
  findPromotion,
  type HotelPromotions,
  insertPromotion,
  loadHotelPromotions,
  type PromotionChoiceRecord,
  type PromotionRecord,
  setPromotionEnabled,
  updatePromotion,
} from '../data/promotions.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

const LIST = '/promotions';
const ONE = `${LIST}/:id`;

export const PROMOTION_CHANGED = 'The promotion was changed meanwhile: the list has been reloaded, try again';
export const PROMOTION_NOT_FOUND = 'Promotion not found';
export const PROMOTION_VERSION_CONFLICT = 'error.promotion.changed';

const noStore = { 'Cache-Control': 'no-store' };

/** The API's promotion, field by field from the stored one. */
function promotionView(promotion: PromotionRecord): PromotionView {
  return {
    id: promotion.id,
    type: promotion.type,
    name: { en: promotion.name.en, it: promotion.name.it },
    discount: { type: promotion.discount.type, amount: promotion.discount.amount },
    days: promotion.days,
    minStay: promotion.minStay,
    enabled: promotion.enabled,
    onArrival: promotion.onArrival,
    secretCode: promotion.secretCode,
    validFrom: promotion.validFrom,
    validTo: promotion.validTo,
    ratePlanIds: promotion.ratePlanIds,
    roomTypeIds: promotion.roomTypeIds,
    version: promotion.version,
  };
}

const choiceView = (choice: PromotionChoiceRecord) => ({
  id: choice.id,
  nameKey: choice.nameKey,
  name: choice.name,
});

/** The hotel's promotions and choices (404 when there is no such hotel). */
async function hotelOf(c: Ctx, hotelId: number): Promise<HotelPromotions & { currency: string }> {
  const loaded = await loadHotelPromotions(c.env.DB, hotelId);
  if (loaded.currency === null) {
    throw new ApiError(404, 'Hotel not found', [{ field: 'hotelId', code: 'error.element.not.found' }]);
  }
  return { ...loaded, currency: loaded.currency };
}

/** 400 when the input names a rate plan or room type that is not one of the hotel's. */
function checkChoices(hotel: HotelPromotions, input: PromotionInput): void {
  const errors: { field: string; code: string }[] = [];
  const check = (field: 'ratePlanIds' | 'roomTypeIds', known: ReadonlyArray<{ id: number }>) => {
    const ids = new Set(known.map((item) => item.id));
    input[field]?.forEach((id, index) => {
      if (!ids.has(id)) errors.push({ field: `${field}.${index}`, code: 'error.element.not.found' });
    });
  };
  check('ratePlanIds', hotel.ratePlans);
  check('roomTypeIds', hotel.roomTypes);
  if (errors.length > 0) {
    throw new ApiError(400, `Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
  }
}

/** 404 when the promotion is gone, else 409: it exists at another version. */
async function conflict(c: Ctx, hotelId: number, id: number): Promise<never> {
  if (!(await findPromotion(c.env.DB, hotelId, id))) throw notFound(PROMOTION_NOT_FOUND);
  throw new ApiError(409, PROMOTION_CHANGED, [{ field: 'version', code: PROMOTION_VERSION_CONFLICT }]);
}

export const securePromotionRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the promotions'),
    requirePermission('ratesheet.read'),
    validate('param', hotelParams),
    async (c) => {
      const { currency, promotions, ratePlans, roomTypes } = await hotelOf(c, c.req.valid('param').hotelId);
      return c.json<PromotionsResponse>(
        {
          currency,
          promotions: promotions.map(promotionView),
          ratePlans: ratePlans.map(choiceView),
          roomTypes: roomTypes.map(choiceView),
        },
        200,
        noStore,
      );
    },
  )
  .post(
    LIST,
    failureMessage('Error saving the promotion'),
    requirePermission('ratesheet.write'),
    validate('param', hotelParams),
    validate('json', promotionInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const input = c.req.valid('json');
      checkChoices(await hotelOf(c, hotelId), input);
      return c.json<PromotionView>(
        promotionView(await insertPromotion(c.env.DB, hotelId, input)),
        201,
        noStore,
      );
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the promotion'),
    requirePermission('ratesheet.write'),
    validate('param', promotionParams),
    validate('json', promotionUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      checkChoices(await hotelOf(c, hotelId), input);
      const saved = await updatePromotion(c.env.DB, { hotelId, id, version, input });
      if (!saved) return conflict(c, hotelId, id);
      return c.json<PromotionView>(promotionView(saved), 200, noStore);
    },
  )
  .put(
    `${ONE}/enabled`,
    failureMessage('Error saving the promotion'),
    requirePermission('ratesheet.write'),
    validate('param', promotionParams),
    validate('json', promotionToggle),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const saved = await setPromotionEnabled(c.env.DB, { hotelId, id, ...c.req.valid('json') });
      if (!saved) return conflict(c, hotelId, id);
      return c.json<PromotionView>(promotionView(saved), 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the promotion'),
    requirePermission('ratesheet.write'),
    validate('param', promotionParams),
    validate('query', promotionDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const removed = await deletePromotion(c.env.DB, { hotelId, id, version: c.req.valid('query').version });
      if (!removed) return conflict(c, hotelId, id);
      return c.body(null, 204);
    },
  );
