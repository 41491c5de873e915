/**
 * The front desk's day apart from HTTP (FRONTDESK-2, decision 047): the Today lists of a date, the
 * rooms a check-in may choose, and the check-in, its undo and the check-out, each judged by the
 * rules of src/domain/front-desk.ts on the hotel's own today and written in ONE guarded batch.
 * A check-out before the checkout day is the early checkout of PEN-3, computed by the
 * existing reservation actions (worker/booking/reservation-actions.ts) in the same batch.
 */
import type { StaffReservationView } from '../../src/contracts/booking-types.ts';
import type {
  CheckInOptions,
  CheckOutResult,
  FrontDeskItem,
  FrontDeskResponse,
  StayView,
} from '../../src/contracts/secure/front-desk.ts';
import { addDays, maxDate, nightsBetween, todayIn } from '../../src/domain/booking/dates.ts';
import { unpaidBalance } from '../../src/domain/booking/pricing.ts';
import {
  checkInRefusal,
  checkOutRefusal,
  type DeskStay,
  deskActionOf,
  deskListOf,
  documentsComplete,
  FrontDeskErrorCode,
  isEarlyCheckout,
  undoCheckInRefusal,
} from '../../src/domain/front-desk.ts';
import type { RoomStatus } from '../../src/domain/housekeeping.ts';
import { money } from '../../src/domain/money.ts';
import { actionEmail } from '../booking/emails.ts';
import { planAction, recomputedAmounts } from '../booking/reservation-actions.ts';
import type { Localized } from '../data/booking-catalogue.ts';
import { type FolioBalance, loadFolioBalances } from '../data/folio.ts';
import {
  checkInStatements,
  checkOutBumpStatement,
  checkOutStayStatements,
  type DeskHeadRow,
  type DeskRoomRow,
  findStay,
  freeRoomsForStay,
  loadDeskReservation,
  loadDeskReservations,
  stayAuthorOf,
  stayStateOf,
  undoCheckInStatements,
} from '../data/front-desk.ts';
import { loadHousekeepingHotel, roomDirtyStatement } from '../data/housekeeping.ts';
import { unreportedGuests } from '../data/police-report.ts';
import { actionEvents, type EventActor } from '../data/reservation-events.ts';
import { applyActionStatements } from '../data/reservation-release.ts';
import { findHotelTimeZone } from '../data/room-types.ts';
import { parseJson } from '../data/stored-documents.ts';
import { findHotelReservation, toDomainReservation } from '../data/stored-reservation.ts';
import { loadRoomStates } from '../housekeeping/rooms.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { done, type Outcome, refuse } from '../setup/outcome.ts';

/** Who acts at the desk, and when. */
/** Who acts at the desk, when, and the site's address (links and the hotel's brand in e-mails). */
export type DeskActor = { hotelId: number; actor: EventActor; now: Date; siteUrl: string };

const NOT_FOUND = 'Reservation not found';

/**
 * What the guest still owes, in cents: the one figure the desk shows for a balance (today the
 * reservations list's unpaid balance of PROPLIM-11). The folio replaces this body.
 */
export function balanceDueCents(
  rooms: ReadonlyArray<{
    status: DeskRoomRow['status'];
    totalCents: number;
    cancelAmountCents: number;
    chargedCents: number;
  }>,
): number {
  return unpaidBalance(rooms);
}

const roomMoney = (room: DeskRoomRow) => ({
  status: room.status,
  totalCents: room.total_cents,
  cancelAmountCents: room.cancel_amount_cents,
  chargedCents: room.charged_cents,
});

function deskStayOf(head: DeskHeadRow): DeskStay {
  return {
    status: head.status,
    checkin: head.checkin,
    checkout: head.checkout,
    state: stayStateOf(head),
    checkedInDay: head.checked_in_day,
  };
}

function stampsOf(head: DeskHeadRow): Pick<StayView, 'checkedIn' | 'checkedOut'> {
  return {
    checkedIn: head.checked_in_date
      ? { date: head.checked_in_date, by: stayAuthorOf(head.checked_in_by_json) }
      : null,
    checkedOut: head.checked_out_date
      ? { date: head.checked_out_date, by: stayAuthorOf(head.checked_out_by_json) }
      : null,
  };
}

function toItem(
  head: DeskHeadRow,
  rooms: DeskRoomRow[],
  today: string,
  statuses: ReadonlyMap<number, RoomStatus> = new Map(),
  balances: ReadonlyMap<string, FolioBalance> = new Map(),
): FrontDeskItem {
  const guest = parseJson<{
    name?: string;
    surname?: string;
    countryIso?: string | null;
    nationality?: string;
  }>(head.guest_json, {});
  // Cancelled rooms of a reservation still running are not at the desk.
  const staying = rooms.filter((room) => room.status !== 'CANCELLED' && room.status !== 'NO_SHOW');
  const people = { adults: 0, boys: 0, children: 0, kids: 0 };
  for (const room of staying) {
    people.adults += room.adults;
    people.boys += room.boys;
    people.children += room.children;
    people.kids += room.kids;
  }
  const guestsCount = people.adults + people.boys + people.children + people.kids;
  const complete = head.complete_count ?? 0;
  const stay = deskStayOf(head);
  return {
    code: head.code,
    version: head.version,
    guest: { name: guest.name ?? '', surname: guest.surname ?? '', nationality: guest.countryIso ?? null },
    checkin: head.checkin,
    checkout: head.checkout,
    nights: nightsBetween(head.checkin, head.checkout),
    people,
    guestsCount,
    rooms: staying.map((room) => ({
      id: room.id,
      roomType: {
        id: room.room_type_id,
        nameKey: room.room_type_name_key ?? '',
        name: parseJson<Localized>(room.room_type_name_json, {}) as Record<string, string>,
      },
      roomId: room.room_id,
      room: room.room_name,
      roomStatus: room.room_id === null ? null : (statuses.get(room.room_id) ?? null),
    })),
    documents: { complete, count: guestsCount, done: documentsComplete(complete, guestsCount) },
    currency: head.currency,
    // The folio's balance (city tax included, payments counted), as the reservation shows it.
    balanceDue: money(balances.get(head.code)?.balanceCents ?? balanceDueCents(rooms.map(roomMoney))),
    source: head.source,
    requests: head.notes?.trim() ? head.notes : null,
    status: head.status,
    state: stay.state,
    ...stampsOf(head),
    action: deskActionOf(stay, today),
    early: stay.state === 'IN_HOUSE' && isEarlyCheckout(head.checkout, today),
  };
}

async function hotelTodayOf(db: D1Database, hotelId: number, now: Date): Promise<string | null> {
  const timeZone = await findHotelTimeZone(db, hotelId);
  return todayIn(timeZone ?? 'UTC', now.getTime());
}

/** The stay part of the staff's view of one reservation (its state, stamps and today's desk action). */
export async function reservationStay(
  db: D1Database,
  reservation: {
    id: number;
    status: DeskHeadRow['status'];
    checkin: string;
    checkout: string;
    today: string;
  },
): Promise<NonNullable<StaffReservationView['stay']>> {
  const row = await findStay(db, reservation.id);
  const head = {
    status: reservation.status,
    checkin: reservation.checkin,
    checkout: reservation.checkout,
    state: row?.state ?? null,
    checked_in_date: row?.checked_in_date ?? null,
    checked_in_day: row?.checked_in_day ?? null,
    checked_in_by_json: row?.checked_in_by_json ?? null,
    checked_out_date: row?.checked_out_date ?? null,
    checked_out_by_json: row?.checked_out_by_json ?? null,
  } as DeskHeadRow;
  const stay = deskStayOf(head);
  return { state: stay.state, ...stampsOf(head), action: deskActionOf(stay, reservation.today) };
}

/** The Today screen's lists on `date` (default: the hotel's today). */
export async function readFrontDesk(
  db: D1Database,
  hotelId: number,
  date: string | undefined,
  now: Date,
): Promise<Outcome<FrontDeskResponse>> {
  const today = (await hotelTodayOf(db, hotelId, now)) ?? todayIn('UTC', now.getTime());
  const day = date ?? today;
  const { heads, rooms } = await loadDeskReservations(db, hotelId, day);
  const roomsOf = new Map<number, DeskRoomRow[]>();
  for (const room of rooms)
    roomsOf.set(room.reservation_id, [...(roomsOf.get(room.reservation_id) ?? []), room]);
  const answer: FrontDeskResponse = {
    date: day,
    today,
    arrivals: [],
    inHouse: [],
    departures: [],
    unreportedGuests: 0,
  };
  const [statuses, balances] = await Promise.all([
    roomStatusesToday(db, hotelId, day),
    loadFolioBalances(
      db,
      hotelId,
      heads.map((head) => head.id),
    ),
  ]);
  for (const head of heads) {
    const list = deskListOf(deskStayOf(head), day, today);
    if (list) answer[list].push(toItem(head, roomsOf.get(head.id) ?? [], today, statuses, balances));
  }
  if (day === today) {
    // The law's 24 hours: the guests checked in yesterday or today that no file carried yet, by
    // the police report's own selection (decision 049 amended by 058), complete or not.
    answer.unreportedGuests = (await unreportedGuests(db, hotelId, [addDays(today, -1), today])).length;
  }
  return done(answer);
}

function refusal(code: string, message: string) {
  return refuse(409, message, [{ field: 'code', code }]);
}

const MESSAGES: Record<string, string> = {
  [FrontDeskErrorCode.notConfirmed]: 'The reservation is not confirmed',
  [FrontDeskErrorCode.notArrivalDay]: 'The guests can be checked in from their arrival day on',
  [FrontDeskErrorCode.stayOver]: 'The stay is over: it can no longer be checked in',
  [FrontDeskErrorCode.alreadyInHouse]: 'The guests are already checked in',
  [FrontDeskErrorCode.departed]: 'The guests have already left',
  [FrontDeskErrorCode.notInHouse]: 'The guests are not checked in',
  [FrontDeskErrorCode.undoOtherDay]: 'A check-in can be undone on the day it was made only',
  [FrontDeskErrorCode.checkoutArrivalDay]:
    'On the arrival day a departure is a cancellation: undo the check-in and cancel the reservation',
};

const refused = (code: string) => refusal(code, MESSAGES[code] ?? 'Not allowed now');

const changedMeanwhile = () =>
  refusal(FrontDeskErrorCode.changed, 'The reservation was changed meanwhile: reload it and try again');

const stale = (version: number | undefined, head: DeskHeadRow) =>
  version !== undefined && version !== head.version;

function stayViewOf(head: DeskHeadRow, override: Partial<StayView> = {}): StayView {
  return { code: head.code, state: stayStateOf(head), ...stampsOf(head), version: head.version, ...override };
}

/** The order rooms are offered in at check-in: ready first. */
const ROOM_READINESS: Record<RoomStatus, number> = { INSPECTED: 0, CLEAN: 1, DIRTY: 2, OUT_OF_ORDER: 3 };

/** Every room's housekeeping status on the hotel's `date`, by room id. */
async function roomStatusesToday(
  db: D1Database,
  hotelId: number,
  date: string,
): Promise<Map<number, RoomStatus>> {
  const hotel = await loadHousekeepingHotel(db, hotelId);
  if (!hotel) return new Map();
  const rooms = await loadRoomStates(db, {
    hotelId,
    date,
    timeZone: hotel.timeZone,
    stayOverEvery: hotel.settings.stayOverEvery,
    language: 'en',
  });
  return new Map(rooms.map((room) => [room.id, room.status]));
}

/** The reservation's rooms with the rooms each may take for the nights left (its own included). */
export async function readCheckInOptions(
  db: D1Database,
  hotelId: number,
  code: string,
  now: Date,
): Promise<Outcome<CheckInOptions>> {
  const loaded = await loadDeskReservation(db, hotelId, code);
  if (!loaded) return refuse(404, NOT_FOUND, [{ field: 'code', code: 'error.element.not.found' }]);
  const today = (await hotelTodayOf(db, hotelId, now)) ?? loaded.head.checkin;
  const staying = loaded.rooms.filter((room) => room.status === 'CONFIRMED');
  const from = maxDate(today, loaded.head.checkin);
  const free =
    from < loaded.head.checkout
      ? await freeRoomsForStay(db, {
          hotelId,
          roomTypeIds: [...new Set(staying.map((room) => room.room_type_id))],
          from,
          to: loaded.head.checkout,
          exceptIds: staying.map((room) => room.id),
        })
      : [];
  const item = toItem(loaded.head, staying, today);
  const statuses = await roomStatusesToday(db, hotelId, today);
  return done({
    code: loaded.head.code,
    version: loaded.head.version,
    rooms: item.rooms.map((room) => ({
      ...room,
      // Rooms of the type free for the stay: the one it holds first, then ready rooms (inspected,
      // clean) before dirty ones, each with its status for the desk to see.
      choices: free
        .filter((choice) => choice.room_type_id === room.roomType.id)
        .map((choice) => ({
          id: choice.id,
          name: choice.name,
          current: choice.id === room.roomId,
          status: statuses.get(choice.id) ?? 'CLEAN',
        }))
        .sort(
          (a, b) =>
            Number(b.current) - Number(a.current) || ROOM_READINESS[a.status] - ROOM_READINESS[b.status],
        ),
    })),
  });
}

/**
 * Checks the guests in on the hotel's today, confirming or changing rooms (each change: a room of
 * the same type free for the nights left). Every CONFIRMED room must end with a room.
 */
export async function checkIn(
  db: D1Database,
  desk: DeskActor,
  code: string,
  request: { version?: number | undefined; rooms: readonly { id: number; roomId: number }[] },
): Promise<Outcome<StayView>> {
  const loaded = await loadDeskReservation(db, desk.hotelId, code);
  if (!loaded) return refuse(404, NOT_FOUND, [{ field: 'code', code: 'error.element.not.found' }]);
  const { head } = loaded;
  const today = (await hotelTodayOf(db, desk.hotelId, desk.now)) ?? head.checkin;
  const refusedCode = checkInRefusal(deskStayOf(head), today);
  if (refusedCode) return refused(refusedCode);
  if (stale(request.version, head)) return changedMeanwhile();
  const staying = loaded.rooms.filter((room) => room.status === 'CONFIRMED');
  const from = maxDate(today, head.checkin);
  const changes: { id: number; roomId: number; room: string; from: string; to: string }[] = [];
  const wanted = request.rooms.filter((r) => staying.find((room) => room.id === r.id)?.room_id !== r.roomId);
  if (request.rooms.some((r) => !staying.some((room) => room.id === r.id))) {
    return refuse(400, 'Not a room of this reservation', [
      { field: 'rooms', code: 'error.field.generic.invalid' },
    ]);
  }
  if (wanted.length > 0) {
    const free = await freeRoomsForStay(db, {
      hotelId: desk.hotelId,
      roomTypeIds: [...new Set(staying.map((room) => room.room_type_id))],
      from,
      to: head.checkout,
      exceptIds: wanted.map((r) => r.id),
    });
    for (const change of wanted) {
      const room = staying.find((r) => r.id === change.id);
      const target = free.find((choice) => choice.id === change.roomId);
      if (!room || !target) return refused(FrontDeskErrorCode.roomTaken);
      if (target.room_type_id !== room.room_type_id) return refused(FrontDeskErrorCode.roomOtherType);
      changes.push({ id: change.id, roomId: change.roomId, room: target.name, from, to: head.checkout });
    }
  }
  const unassigned = staying.some((room) => room.room_id === null && !changes.some((c) => c.id === room.id));
  if (unassigned) return refused(FrontDeskErrorCode.roomUnassigned);
  const results = await db.batch(
    checkInStatements(db, {
      reservationId: head.id,
      version: head.version,
      now: desk.now,
      day: today,
      actor: desk.actor,
      changes,
    }),
  );
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return changedMeanwhile();
  return done(
    stayViewOf(head, {
      state: 'IN_HOUSE',
      checkedIn: { date: desk.now.toISOString(), by: authorOfActor(desk.actor) },
      version: head.version + 1,
    }),
  );
}

const authorOfActor = (actor: EventActor) =>
  actor?.kind === 'STAFF' ? { name: actor.name, surname: actor.surname } : null;

/** Undoes a check-in made on the hotel's today (the guests are EXPECTED again). */
export async function undoCheckIn(
  db: D1Database,
  desk: DeskActor,
  code: string,
  request: { version?: number | undefined },
): Promise<Outcome<StayView>> {
  const loaded = await loadDeskReservation(db, desk.hotelId, code);
  if (!loaded) return refuse(404, NOT_FOUND, [{ field: 'code', code: 'error.element.not.found' }]);
  const { head } = loaded;
  const today = (await hotelTodayOf(db, desk.hotelId, desk.now)) ?? head.checkin;
  const refusedCode = undoCheckInRefusal(deskStayOf(head), today);
  if (refusedCode) return refused(refusedCode);
  if (stale(request.version, head)) return changedMeanwhile();
  const results = await db.batch(
    undoCheckInStatements(db, {
      reservationId: head.id,
      version: head.version,
      now: desk.now,
      day: today,
      actor: desk.actor,
    }),
  );
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return changedMeanwhile();
  return done(
    stayViewOf(head, { state: 'EXPECTED', checkedIn: null, checkedOut: null, version: head.version + 1 }),
  );
}

/**
 * Checks the guests out on the hotel's today. Before the checkout day it is the early checkout
 * of PEN-3 (nights from today on priced by the rule, inventory given back, e-mail), in the
 * same batch. `preview`: what it would do, nothing written.
 */
export async function checkOut(
  db: D1Database,
  desk: DeskActor,
  code: string,
  request: { version?: number | undefined; preview: boolean },
): Promise<Outcome<CheckOutResult>> {
  const loaded = await loadDeskReservation(db, desk.hotelId, code);
  if (!loaded) return refuse(404, NOT_FOUND, [{ field: 'code', code: 'error.element.not.found' }]);
  const { head } = loaded;
  const today = (await hotelTodayOf(db, desk.hotelId, desk.now)) ?? head.checkin;
  const refusedCode = checkOutRefusal(deskStayOf(head), today);
  if (refusedCode) return refused(refusedCode);
  if (stale(request.version, head)) return changedMeanwhile();
  const early = isEarlyCheckout(head.checkout, today);
  const write = { reservationId: head.id, version: head.version, now: desk.now, actor: desk.actor, early };
  let balanceCents: number;
  let statements: D1PreparedStatement[];
  if (early) {
    const stored = await findHotelReservation(db, { hotelId: desk.hotelId, code });
    if (!stored) return refuse(404, NOT_FOUND, [{ field: 'code', code: 'error.element.not.found' }]);
    const before = toDomainReservation(stored);
    const planned = planAction('early-checkout', before, desk.now.getTime());
    if (!planned.ok || planned.outcome !== 'EARLY_CHECKOUT') {
      return refusal(
        planned.ok ? FrontDeskErrorCode.checkoutArrivalDay : planned.code,
        planned.ok ? '' : planned.message,
      );
    }
    balanceCents = balanceDueCents(planned.after.rooms);
    const amounts = recomputedAmounts(planned, stored);
    const email = actionEmail(stored, planned, amounts, await loadHotelBrand(db, desk.hotelId, desk.siteUrl));
    const action = applyActionStatements(db, before, planned.after, {
      reservationId: head.id,
      version: head.version,
      releaseFrom: planned.today,
      email,
      now: desk.now,
      ...(amounts ? { amounts } : {}),
      events: actionEvents('EARLY_CHECKOUT', desk.actor, {
        amount: money(planned.after.cancelAmountCents),
        currency: head.currency,
        checkout: planned.after.checkout,
        email,
      }),
    });
    // The stay's statements before the action's last one, which bumps the version.
    statements = [...action.slice(0, -1), ...checkOutStayStatements(db, write), ...action.slice(-1)];
  } else {
    // On the last day nothing changes what is owed: the folio's balance as it stands.
    const folio = (await loadFolioBalances(db, desk.hotelId, [head.id])).get(head.code);
    balanceCents = folio?.balanceCents ?? balanceDueCents(loaded.rooms.map(roomMoney));
    statements = [...checkOutStayStatements(db, write), checkOutBumpStatement(db, write)];
  }
  // The rooms the guests leave become DIRTY in the same batch, before the last statement (the
  // version bump whose change count says whether this check-out won).
  const managerId = desk.actor?.kind === 'STAFF' ? desk.actor.managerId : null;
  const leftRooms = [
    ...new Set(
      loaded.rooms.flatMap((room) =>
        room.status === 'CONFIRMED' || room.status === 'EARLY_CHECKOUT'
          ? room.room_id === null
            ? []
            : [room.room_id]
          : [],
      ),
    ),
  ];
  statements = [
    ...statements.slice(0, -1),
    ...leftRooms.map((roomId) => roomDirtyStatement(db, { roomId, managerId, now: desk.now })),
    ...statements.slice(-1),
  ];
  const result: CheckOutResult = {
    ...stayViewOf(head),
    preview: request.preview,
    early,
    currency: head.currency,
    balanceDue: money(balanceCents),
  };
  if (request.preview) return done(result);
  const results = await db.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return changedMeanwhile();
  // An early checkout changed what is owed (the rule's penalty): the folio says it now.
  const after = early ? (await loadFolioBalances(db, desk.hotelId, [head.id])).get(head.code) : undefined;
  return done({
    ...result,
    ...(after ? { balanceDue: money(after.balanceCents) } : {}),
    state: 'DEPARTED',
    checkedOut: { date: desk.now.toISOString(), by: authorOfActor(desk.actor) },
    version: head.version + 1,
  });
}
