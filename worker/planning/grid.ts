/**
 * The planning grid as the screen reads it, assembled in memory from the rows of ONE read
 * (worker/data/planning.ts `loadPlanningRows`) with the rules of src/domain/planning.ts: each
 * room's nights (the stay in it, overbookings, closings), the unassigned stays, the reservations
 * by code, and the best nightly rate per rate type from the booking engine's own read.
 */

import type {
  PlanningEntry,
  PlanningReservation,
  PlanningResponse,
  PlanningRoom,
  PlanningStay,
} from '../../src/contracts/secure/planning.ts';
import { createStayContext } from '../../src/domain/booking/context.ts';
import { resolveRates } from '../../src/domain/booking/rates.ts';
import type { IsoDate, People, ReservationBed } from '../../src/domain/booking/types.ts';
import { dayFlags, dayRoomsClosed, planningDates, roomNight } from '../../src/domain/planning.ts';
import type { HotelBooking } from '../data/booking.ts';
import { localName, type PlanningRows, type PlanningStayRow, type RoomClosingRow } from '../data/planning.ts';
import { parseJson } from '../data/stored-documents.ts';

type BestRate = PlanningEntry['bestRate'];

const NO_RATE: BestRate = { standard: null, notRefundable: null };

/**
 * The lowest nightly amount of each rate type per room type and date, derived plans resolved by
 * the engine's rules (`resolveRates`): plans sold for the type, rate not closed, an amount.
 * Availability does not matter (a full room type still has its price).
 */
function bestRates(booking: HotelBooking | null, dates: ReadonlyArray<IsoDate>): Map<number, BestRate[]> {
  const byType = new Map<number, BestRate[]>();
  if (!booking) return byType;
  const ctx = createStayContext({
    hotel: booking.pricing,
    roomTypes: booking.roomTypes,
    ratePlans: booking.ratePlans,
    dailyRates: booking.dailyRates,
    inventory: booking.inventory,
  });
  for (const roomType of booking.roomTypes) {
    const standard: (number | null)[] = dates.map(() => null);
    const notRefundable: (number | null)[] = dates.map(() => null);
    for (const plan of booking.ratePlans) {
      if (plan.roomTypeIds !== null && !plan.roomTypeIds.includes(roomType.id)) continue;
      const lowest = plan.type === 'STANDARD' ? standard : notRefundable;
      resolveRates(ctx, roomType.id, plan.id, dates).forEach((rate, index) => {
        if (rate.closed || rate.amountCents === null) return;
        const current = lowest[index];
        if (current === null || current === undefined || rate.amountCents < current)
          lowest[index] = rate.amountCents;
      });
    }
    const amount = (cents: number | null | undefined) =>
      cents === null || cents === undefined ? null : { amount: { finalAmount: cents / 100 } };
    byType.set(
      Number(roomType.id),
      dates.map((_, index) => ({
        standard: amount(standard[index]),
        notRefundable: amount(notRefundable[index]),
      })),
    );
  }
  return byType;
}

function peopleOf(row: PlanningStayRow): People {
  return { adults: row.adults, boys: row.boys, children: row.children, kids: row.kids };
}

/** Guests sleeping in extra beds (the beds booked with the room, not cancelled). */
function extraPeopleOf(row: PlanningStayRow): number {
  let count = 0;
  for (const bed of parseJson<Partial<ReservationBed>[]>(row.beds_json, [])) {
    if (bed.status === 'CANCELLED' || !bed.people) continue;
    const p = bed.people;
    count += (p.adults ?? 0) + (p.boys ?? 0) + (p.children ?? 0) + (p.kids ?? 0);
  }
  return count;
}

function toStay(row: PlanningStayRow): PlanningStay {
  return {
    reservationCode: row.code,
    roomSoldId: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    roomId: row.room_id,
    roomType: { id: row.room_type_id, nameKey: row.type_name_key, category: row.type_category },
    people: peopleOf(row),
    extraPeople: extraPeopleOf(row),
    rateType: row.rate_type,
    status: row.status === 'CANCELLED' ? 'CONFIRMED' : row.status,
  };
}

function toReservation(row: PlanningStayRow): PlanningReservation {
  const guest = parseJson<{ name?: unknown; surname?: unknown }>(row.guest_json, {});
  return {
    code: row.code,
    serial: row.code,
    guest: {
      name: typeof guest.name === 'string' ? guest.name : '',
      surname: typeof guest.surname === 'string' ? guest.surname : '',
    },
    checkin: row.checkin,
    checkout: row.checkout,
    source: row.source,
    status: row.r_status,
    version: row.version,
    stayState: row.stay_state ?? 'EXPECTED',
  };
}

/** The PlanningResponse of loaded rows (`booking` gives the rates; null: no rates shown). */
export function toPlanningResponse(
  rows: PlanningRows,
  booking: HotelBooking | null,
  options: { today: IsoDate; language: string },
): PlanningResponse {
  const dates = planningDates(rows.from, rows.to);
  const rates = bestRates(booking, dates);
  const stays = rows.stays.map((row) => ({ row, stay: toStay(row), id: row.id, status: row.status }));
  const staysByRoom = new Map<number, typeof stays>();
  const unassigned: PlanningStay[] = [];
  const reservations: Record<string, PlanningReservation> = {};
  // A stay in a room the grid does not show (disabled since) needs a room like an unassigned one.
  const shown = new Set(rows.rooms.map((room) => room.id));
  for (const item of stays) {
    reservations[item.row.code] ??= toReservation(item.row);
    if (item.row.room_id === null || !shown.has(item.row.room_id)) {
      if (item.status === 'CONFIRMED') unassigned.push(item.stay);
      continue;
    }
    const list = staysByRoom.get(item.row.room_id) ?? [];
    list.push(item);
    staysByRoom.set(item.row.room_id, list);
  }
  const closings = new Map<string, RoomClosingRow>();
  for (const row of rows.closings) closings.set(`${row.room_id}|${row.date}`, row);

  const rooms: PlanningRoom[] = rows.rooms.map((room) => {
    const roomStays = (staysByRoom.get(room.id) ?? []).map((item) => ({
      id: item.id,
      status: item.status,
      startDate: item.row.start_date,
      endDate: item.row.end_date,
      stay: item.stay,
    }));
    const typeRates = rates.get(room.room_type_id);
    const typeClosed = rows.typeClosed.get(room.room_type_id);
    const entries = dates.map((date, index): PlanningEntry => {
      const night = roomNight(roomStays, date);
      const closing = closings.get(`${room.id}|${date}`) ?? null;
      const roomTypeClosed = typeClosed?.has(date) ?? false;
      return {
        date,
        active: night.active?.stay ?? null,
        overbookings: night.overbookings.map((o) => o.stay),
        roomClosed: closing !== null || roomTypeClosed,
        hotelClosed: rows.hotelClosed.has(date),
        closing: closing ? { closedBy: closing.closed_by, closedDate: closing.closed_date } : null,
        roomTypeClosed,
        bestRate: typeRates?.[index] ?? NO_RATE,
      };
    });
    return {
      id: room.id,
      name: room.name,
      enabled: room.enabled === 1,
      floor: room.floor,
      types: [
        {
          roomType: {
            id: room.room_type_id,
            nameKey: room.name_key,
            name: localName(room.name_json, room.name_key, options.language),
          },
          category: room.category,
        },
      ],
      entries,
    };
  });

  const days = dates.map((date, index) => ({
    date,
    ...dayFlags(date, options.today),
    hotelClosed: rows.hotelClosed.has(date),
    roomsClosed: dayRoomsClosed(rooms.map((room) => room.entries[index] as PlanningEntry)),
  }));
  return {
    hotelId: rows.hotelId,
    from: rows.from,
    to: rows.to,
    today: options.today,
    days,
    rooms,
    unassigned,
    reservations,
    sources: rows.sources,
  };
}
