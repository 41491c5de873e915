/**
 * Housekeeping's list (FRONTDESK-3): the status each room shows on a date is computed on read from
 * its record and its stays (src/domain/housekeeping.ts, decision 048), here above the data layer,
 * for the housekeeping routes and the front desk's check-in (clean or inspected rooms first).
 */
import type { HousekeepingRoomView, HousekeepingSettings } from '../../src/contracts/secure/housekeeping.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import { compareRooms, roomDay, roomStatusOn, roomTask } from '../../src/domain/housekeeping.ts';
import { type HousekeepingRoomRecord, loadRoomRecords, type StayOverSetting } from '../data/housekeeping.ts';

/** The API's stay-over setting, field by field from the stored one. */
export function housekeepingSettingsView(setting: StayOverSetting): HousekeepingSettings {
  return { stayOverEvery: setting.stayOverEvery, version: setting.version };
}

/**
 * The room as the list shows it on `date`: the status the date makes of its record and stays, what
 * housekeeping has to do, and its out-of-order period unless that ended before the date.
 */
export function housekeepingRoomView(
  room: HousekeepingRoomRecord,
  on: { date: IsoDate; timeZone: string; stayOverEvery: number },
): HousekeepingRoomView {
  const { date } = on;
  const recorded = {
    status: room.status,
    // The hotel's date of the last record: a stay that left later left it dirty.
    changedDay: room.changedDate ? todayIn(on.timeZone, Date.parse(room.changedDate)) : null,
    outOfOrder: room.outOfOrder,
  };
  const day = roomDay(room.occupancy, date);
  const status = roomStatusOn(recorded, room.occupancy, date, on.stayOverEvery);
  return {
    id: room.id,
    number: room.number,
    floor: room.floor,
    roomType: room.roomType,
    status,
    task: roomTask(status, day),
    note: room.note,
    ...day,
    // A period that ended before the date is history: not shown.
    outOfOrder: room.outOfOrder && room.outOfOrder.to >= date ? room.outOfOrder : null,
    changedDate: room.changedDate,
    changedBy: room.changedBy,
    version: room.version,
  };
}

/** Every enabled room of the hotel (or the one asked for) as the list shows it on `date`, in its order. */
export async function loadRoomStates(
  db: D1Database,
  query: {
    hotelId: number;
    date: IsoDate;
    timeZone: string;
    stayOverEvery: number;
    language: string;
    roomId?: number;
  },
): Promise<HousekeepingRoomView[]> {
  const records = await loadRoomRecords(db, query);
  return records.map((room) => housekeepingRoomView(room, query)).sort(compareRooms);
}
