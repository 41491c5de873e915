/**
 * The planning calendar's API (BOFLOW), under /api/rs/secure (mounted by secure-local.ts):
 *
 *   GET  /hotels/{hotelId}/planning?from&to[&language]  → PlanningResponse
 *   POST /hotels/{hotelId}/planning/closings  ClosingRequest → PlanningChange
 *   POST /hotels/{hotelId}/planning/moves     MoveRequest    → PlanningChange
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts: 403 whatever else the request
 *   names); 404 for a room or reservation room that is not the hotel's.
 * - Refusals (nothing written): 400 `error.planning.date.past` for a date before the hotel's
 *   today; 409 for everything that depends on the hotel's state, with a message the screen shows
 *   as is: hotel closed that night, room occupied, last free room of the type sold, room already
 *   closed/opened by somebody else ('changed meanwhile'), a move onto a room taken or closed on a
 *   night of the stay ('Room 104 is taken by AB12CD34 on 12/03'), a stale reservation version.
 * - Every write is ONE D1 batch whose statements share one guard (worker/data/planning-closings.ts, planning-moves.ts): of
 *   two requests that race, the loser changes nothing and gets 409.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  closingRequest,
  moveRequest,
  PLANNING_MAX_DAYS,
  type PlanningChange,
  type PlanningResponse,
  planningQuery,
} from '../../src/contracts/secure/planning.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import { canDragStay } from '../../src/domain/planning.ts';
import { loadHotelBooking } from '../data/booking.ts';
import { loadPlanningRows } from '../data/planning.ts';
import { applyClosing, loadClosingState } from '../data/planning-closings.ts';
import { applyMove, loadMoveState, type MoveConflict, staySpan } from '../data/planning-moves.ts';
import { staffActorOf } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { toPlanningResponse } from '../planning/grid.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

/** Codes of the planning's refusals (the `code` of the error's field entry). */
export const PlanningErrorCode = {
  past: 'error.planning.date.past',
  hotelClosed: 'error.planning.hotel.closed',
  occupied: 'error.planning.room.occupied',
  sold: 'error.planning.room.sold',
  changed: 'error.planning.changed',
  sameRoom: 'error.planning.room.same',
  roomType: 'error.planning.room.type',
  disabled: 'error.planning.room.disabled',
  started: 'error.planning.stay.started',
  taken: 'error.planning.room.taken',
  notConfirmed: 'error.reservation.not.confirmed',
  reservationChanged: 'error.reservation.changed',
  outOfOrder: 'error.planning.room.out.of.order',
} as const;

export const CHANGED_MEANWHILE = 'The planning was changed meanwhile: it has been reloaded, try again';

function conflict(message: string, field: string, code: string): ApiError {
  return new ApiError(409, message, [{ field, code }]);
}

/** 'DD/MM' as front desks read a night. */
function dayMonth(date: IsoDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** The planning of one hotel and span. */
async function planning(
  c: Ctx,
  query: { hotelId: number; from: IsoDate; to: IsoDate; language: string },
): Promise<PlanningResponse> {
  const db = c.env.DB;
  // Two batches side by side: the grid's rows, and the booking engine's rates of the span.
  const [rows, booking] = await Promise.all([
    loadPlanningRows(db, { hotelId: query.hotelId, from: query.from, to: query.to }),
    loadHotelBooking(db, { id: query.hotelId, alias: null }, { span: { from: query.from, to: query.to } }),
  ]);
  if (!rows)
    throw new ApiError(404, 'Hotel not found', [{ field: 'hotelId', code: 'error.element.not.found' }]);
  const today = todayIn(rows.timeZone, Date.now());
  return toPlanningResponse(rows, booking, { today, language: query.language });
}

/** The language of a write's re-read room type names: `?language=it`, else English. */
function writeLanguage(c: Ctx): string {
  return c.req.query('language') === 'it' ? 'it' : 'en';
}

function changeAnswer(c: Ctx, changed: PlanningResponse): Response {
  return c.json<PlanningChange>({ changed }, 200, { 'Cache-Control': 'no-store' });
}

function takenMessage(roomName: string, first: MoveConflict): string {
  return first.code
    ? `Room ${roomName} is taken by ${first.code} on ${dayMonth(first.date)}`
    : `Room ${roomName} is closed on ${dayMonth(first.date)}`;
}

export const securePlanningRoutes = new Hono<AppEnv>()
  .get(
    '/planning',
    failureMessage('Error getting the planning'),
    requirePermission('planning.read'),
    validate('param', hotelParams),
    validate('query', planningQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { from, to, language } = c.req.valid('query');
      const body = await planning(c, { hotelId, from, to, language: language ?? 'en' });
      return c.json<PlanningResponse>(body, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/planning/closings',
    failureMessage('Error closing or opening the rooms'),
    requirePermission('planning.write'),
    validate('param', hotelParams),
    validate('json', closingRequest),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { date, roomId, closed } = c.req.valid('json');
      const db = c.env.DB;
      const managerId = signedInUser(c).id;
      const state = await loadClosingState(db, { hotelId, date, roomId });
      if (roomId !== undefined && state.rooms.length === 0) {
        throw new ApiError(404, 'Room not found', [{ field: 'roomId', code: 'error.element.not.found' }]);
      }
      const today = todayIn(state.timeZone ?? 'UTC', Date.now());
      if (date < today) {
        throw new ApiError(400, 'A past day can no longer be closed or opened', [
          { field: 'date', code: PlanningErrorCode.past },
        ]);
      }
      if (state.hotelClosed) {
        throw conflict(
          `The hotel is closed on ${dayMonth(date)}: its rooms cannot be closed or opened`,
          'date',
          PlanningErrorCode.hotelClosed,
        );
      }
      const field = roomId === undefined ? 'date' : 'roomId';
      let targets = state.rooms.filter((room) => room.closed !== closed);
      if (!closed) {
        // An out-of-order night stays closed until housekeeping ends it (decision 058).
        const outOfOrder = targets.filter((room) => room.outOfOrder);
        targets = targets.filter((room) => !room.outOfOrder);
        if (targets.length === 0 && outOfOrder[0]) {
          throw conflict(
            `Room ${outOfOrder[0].name} is out of order on ${dayMonth(date)}: end the out of order in housekeeping to open it`,
            field,
            PlanningErrorCode.outOfOrder,
          );
        }
      }
      if (closed) {
        const occupied = targets.filter((room) => room.occupiedBy.length > 0);
        targets = targets.filter((room) => room.occupiedBy.length === 0);
        if (targets.length === 0 && occupied[0]) {
          const room = occupied[0];
          throw conflict(
            roomId === undefined
              ? `No room is free to close on ${dayMonth(date)}: every open room is occupied`
              : `Room ${room.name} is occupied by ${room.occupiedBy[0]} on ${dayMonth(date)}: it cannot be closed`,
            field,
            PlanningErrorCode.occupied,
          );
        }
      }
      if (targets.length === 0) {
        throw conflict(
          roomId === undefined
            ? `Every room was already ${closed ? 'closed' : 'open'} on ${dayMonth(date)}: ${CHANGED_MEANWHILE.toLowerCase()}`
            : `Room ${state.rooms[0]?.name ?? ''} was already ${closed ? 'closed' : 'open'} on ${dayMonth(date)}: ${CHANGED_MEANWHILE.toLowerCase()}`,
          field,
          PlanningErrorCode.changed,
        );
      }
      if (closed) {
        // The type's sold rooms must still fit in what stays open (the inventory CHECK enforces it too).
        const perType = new Map<number, { count: number; name: string }>();
        for (const room of targets) {
          const entry = perType.get(room.roomTypeId) ?? { count: 0, name: room.roomTypeName };
          entry.count += 1;
          perType.set(room.roomTypeId, entry);
        }
        for (const [typeId, { count, name }] of perType) {
          const stock = state.inventory.get(typeId);
          if (stock && stock.booked > 0 && stock.total - count < stock.booked) {
            throw conflict(
              soldMessage(name, date, roomId === undefined ? undefined : targets[0]?.name),
              field,
              PlanningErrorCode.sold,
            );
          }
        }
      }
      let applied: boolean;
      try {
        applied = await applyClosing(db, {
          hotelId,
          date,
          roomIds: targets.map((room) => room.roomId),
          closed,
          managerId,
          now: new Date(),
        });
      } catch (error) {
        if (
          /CHECK constraint failed/i.test(
            error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
          )
        ) {
          throw conflict(
            soldMessage(
              targets[0]?.roomTypeName ?? 'such',
              date,
              roomId === undefined ? undefined : targets[0]?.name,
            ),
            field,
            PlanningErrorCode.sold,
          );
        }
        throw error;
      }
      if (!applied) throw conflict(CHANGED_MEANWHILE, field, PlanningErrorCode.changed);
      return changeAnswer(
        c,
        await planning(c, { hotelId, from: date, to: date, language: writeLanguage(c) }),
      );
    },
  )
  .post(
    '/planning/moves',
    failureMessage('Error moving the reservation'),
    requirePermission('planning.write'),
    validate('param', hotelParams),
    validate('json', moveRequest),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { roomSoldId, toRoomId, version } = c.req.valid('json');
      const db = c.env.DB;
      const state = await loadMoveState(db, { hotelId, roomSoldId, toRoomId });
      const { source, target } = state;
      if (!source) {
        throw new ApiError(404, 'Reservation room not found', [
          { field: 'roomSoldId', code: 'error.element.not.found' },
        ]);
      }
      if (!target)
        throw new ApiError(404, 'Room not found', [{ field: 'toRoomId', code: 'error.element.not.found' }]);
      if (source.reservationStatus !== 'CONFIRMED' || source.status !== 'CONFIRMED') {
        throw conflict(
          `Reservation ${source.code} is not confirmed: it can no longer be moved`,
          'roomSoldId',
          PlanningErrorCode.notConfirmed,
        );
      }
      if (source.version !== version) {
        throw conflict(
          `Reservation ${source.code} was changed meanwhile: the planning has been reloaded, try again`,
          'version',
          PlanningErrorCode.reservationChanged,
        );
      }
      const today = todayIn(state.timeZone ?? 'UTC', Date.now());
      if (!canDragStay({ startDate: source.startDate, status: source.status }, today)) {
        throw conflict(
          `The stay of ${source.code} started on ${dayMonth(source.startDate)}: only stays starting today or later can be moved`,
          'roomSoldId',
          PlanningErrorCode.started,
        );
      }
      if (target.id === source.roomId) {
        throw conflict(
          `The stay of ${source.code} is already in room ${target.name}`,
          'toRoomId',
          PlanningErrorCode.sameRoom,
        );
      }
      if (target.roomTypeId !== source.roomTypeId) {
        throw conflict(
          `Room ${target.name} is of another room type: a stay moves only to a room of its own type`,
          'toRoomId',
          PlanningErrorCode.roomType,
        );
      }
      if (!target.enabled) {
        throw conflict(`Room ${target.name} is disabled`, 'toRoomId', PlanningErrorCode.disabled);
      }
      const first = state.conflicts[0];
      if (first) throw conflict(takenMessage(target.name, first), 'toRoomId', PlanningErrorCode.taken);
      const applied = await applyMove(db, {
        reservationId: source.reservationId,
        roomSoldId,
        toRoomId,
        version,
        now: new Date(),
        actor: staffActorOf(c.get('user')),
        toRoomName: target.name,
      });
      if (!applied) {
        // Lost a race: say what changed (the room taken meanwhile, or the reservation itself).
        const again = await loadMoveState(db, { hotelId, roomSoldId, toRoomId });
        const taken = again.conflicts[0];
        if (taken) throw conflict(takenMessage(target.name, taken), 'toRoomId', PlanningErrorCode.taken);
        throw conflict(
          `Reservation ${source.code} was changed meanwhile: the planning has been reloaded, try again`,
          'version',
          PlanningErrorCode.reservationChanged,
        );
      }
      const span = staySpan(source.startDate, source.endDate, PLANNING_MAX_DAYS);
      return changeAnswer(c, await planning(c, { hotelId, ...span, language: writeLanguage(c) }));
    },
  );

/** Why closing would overbook: the type's rooms still open are all sold that night. */
function soldMessage(roomTypeName: string, date: IsoDate, roomName?: string): string {
  const what = roomName === undefined ? 'The rooms cannot be closed' : `Room ${roomName} cannot be closed`;
  return `${what} on ${dayMonth(date)}: every ${roomTypeName} room still open is sold`;
}
