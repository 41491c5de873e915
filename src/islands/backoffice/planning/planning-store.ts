/**
 * The planning grid's state, fine-grained (decision 017): one signal per cell (its entry and its
 * drag mark) and per day header, so closing a room or moving a stay re-renders the few cells it
 * touched, not the 3,100 of a 100-room month. The structure (rooms, days, range) is one signal:
 * it changes only on a full load. A write's `PlanningChange` is applied with `apply`, which sets
 * only the cells whose entry differs.
 */
import { batch, type Signal, signal } from '@preact/signals-react';
import type {
  PlanningEntry,
  PlanningReservation,
  PlanningResponse,
  PlanningRoom,
  PlanningStay,
} from '../../../contracts/secure/planning.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import { roomsToClose, roomsToOpen } from '../../../domain/planning.ts';

export type PlanningDayState = PlanningResponse['days'][number];

/** A cell's drag highlight: an eligible drop target, or the stay's start-day column. */
export type CellMark = 'eligible' | 'start' | null;

export type PlanningStructure = {
  hotelId: number;
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  dates: IsoDate[];
  rooms: Omit<PlanningRoom, 'entries'>[];
};

export const cellKey = (roomId: number, date: IsoDate) => `${roomId}|${date}`;

/** Cheap structural equality of two entries (the API answers plain JSON). */
function sameEntry(a: PlanningEntry, b: PlanningEntry): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class PlanningStore {
  readonly structure = signal<PlanningStructure | null>(null);
  readonly cells = new Map<string, Signal<PlanningEntry>>();
  readonly marks = new Map<string, Signal<CellMark>>();
  readonly days = new Map<IsoDate, Signal<PlanningDayState>>();
  readonly unassigned = signal<PlanningStay[]>([]);
  /** True while a write runs: actions are disabled (BOFLOW 'while an action runs'). */
  readonly busy = signal(false);
  /** The day column highlighted as the start day during a drag. */
  readonly dragDay = signal<IsoDate | null>(null);
  readonly reservations = new Map<string, PlanningReservation>();
  readonly sources = new Map<string, string>();
  /** The cache's answer the cells show (see `sync` and `markSynced`). */
  private synced: PlanningResponse | null = null;

  /** Replaces everything with a full answer (first load, period change, after a 409). */
  load(response: PlanningResponse): void {
    this.cells.clear();
    this.marks.clear();
    this.days.clear();
    this.reservations.clear();
    this.sources.clear();
    for (const source of response.sources) this.sources.set(source.code, source.color);
    for (const [code, reservation] of Object.entries(response.reservations))
      this.reservations.set(code, reservation);
    for (const day of response.days) this.days.set(day.date, signal(day));
    for (const room of response.rooms) {
      for (const entry of room.entries) {
        const key = cellKey(room.id, entry.date);
        this.cells.set(key, signal(entry));
        this.marks.set(key, signal<CellMark>(null));
      }
    }
    batch(() => {
      this.unassigned.value = response.unassigned;
      this.dragDay.value = null;
      this.structure.value = {
        hotelId: response.hotelId,
        from: response.from,
        to: response.to,
        today: response.today,
        dates: response.days.map((day) => day.date),
        rooms: response.rooms.map(({ entries: _entries, ...room }) => room),
      };
    });
  }

  /**
   * Takes the cache's answer (a first load, a reload, the cache kept true after a write): the same
   * hotel, period, today and rooms patch only the cells that differ (nothing re-renders when
   * nothing changed, and the focus and the scroll stay); anything else replaces everything.
   */
  sync(response: PlanningResponse): void {
    if (response === this.synced) return;
    this.synced = response;
    const structure = this.structure.peek();
    const same =
      structure !== null &&
      structure.hotelId === response.hotelId &&
      structure.from === response.from &&
      structure.to === response.to &&
      structure.today === response.today &&
      structure.dates.length === response.days.length &&
      JSON.stringify(structure.rooms) ===
        JSON.stringify(response.rooms.map(({ entries: _entries, ...room }) => room));
    if (same) this.apply(response);
    else this.load(response);
  }

  /**
   * Says the cache's answer `response` is already in the cells (a write's answer applied, then
   * put into the cached planning): its `sync` does nothing, so a write compares no cells twice.
   */
  markSynced(response: PlanningResponse | undefined): void {
    if (response) this.synced = response;
  }

  /**
   * Patches the grid from a write's answer (the dates it changed, re-read): only cells and days
   * inside the loaded range whose value differs are set. Returns how many cells changed.
   */
  apply(changed: PlanningResponse): number {
    const structure = this.structure.peek();
    if (!structure) return 0;
    let count = 0;
    for (const source of changed.sources) this.sources.set(source.code, source.color);
    for (const [code, reservation] of Object.entries(changed.reservations))
      this.reservations.set(code, reservation);
    batch(() => {
      for (const room of changed.rooms) {
        for (const entry of room.entries) {
          const cell = this.cells.get(cellKey(room.id, entry.date));
          if (cell && !sameEntry(cell.peek(), entry)) {
            cell.value = entry;
            count++;
          }
        }
      }
      for (const day of changed.days) {
        const state = this.days.get(day.date);
        if (state && JSON.stringify(state.peek()) !== JSON.stringify(day)) state.value = day;
      }
      // Unassigned stays touching the changed span are replaced by the answer's.
      const kept = this.unassigned
        .peek()
        .filter((stay) => stay.endDate <= changed.from || stay.startDate > changed.to);
      const next = [...kept, ...changed.unassigned];
      const before = this.unassigned.peek();
      if (JSON.stringify(before) !== JSON.stringify(next)) this.unassigned.value = next;
    });
    return count;
  }

  /** One room with its current entries (for the rules that read a whole row). */
  room(roomId: number): PlanningRoom | null {
    const structure = this.structure.peek();
    const room = structure?.rooms.find((r) => r.id === roomId);
    if (!structure || !room) return null;
    return {
      ...room,
      entries: structure.dates.map((date) => this.entry(roomId, date)).filter((e) => e !== null),
    };
  }

  /** Every room with its current entries. */
  rooms(): PlanningRoom[] {
    const structure = this.structure.peek();
    if (!structure) return [];
    return structure.rooms.map((room) => this.room(room.id)).filter((r) => r !== null);
  }

  entry(roomId: number, date: IsoDate): PlanningEntry | null {
    return this.cells.get(cellKey(roomId, date))?.peek() ?? null;
  }

  /** Sets one cell's entry (an optimistic change shown before the server answers). */
  setEntry(roomId: number, date: IsoDate, entry: PlanningEntry): void {
    const cell = this.cells.get(cellKey(roomId, date));
    if (cell) cell.value = entry;
  }

  /**
   * Whether a day shows closed: BOFLOW-2 (no room has an open entry), or nothing is left to
   * close (every free room closed, the open ones occupied) while some room has its own closing, so
   * the header's toggle opens them again. `track` subscribes the caller to the day's cells.
   */
  dayLooksClosed(date: IsoDate, track = false): boolean {
    const structure = track ? this.structure.value : this.structure.peek();
    const day = track ? this.days.get(date)?.value : this.days.get(date)?.peek();
    if (!structure || !day) return false;
    if (day.roomsClosed) return true;
    const cells = structure.rooms
      .map((room) => {
        const cell = this.cells.get(cellKey(room.id, date));
        const entry = track ? cell?.value : cell?.peek();
        return entry ? { ...entry, roomId: room.id } : null;
      })
      .filter((cell) => cell !== null);
    return roomsToClose(cells).length === 0 && roomsToOpen(cells).length > 0;
  }

  /** Marks the drop targets of a drag (and the start day), or clears them with `null`. */
  markDrag(targets: ReadonlyArray<number> | null, startDay: IsoDate | null): void {
    batch(() => {
      for (const mark of this.marks.values()) if (mark.peek() !== null) mark.value = null;
      this.dragDay.value = targets ? startDay : null;
      if (!targets || !startDay) return;
      for (const roomId of targets) {
        const mark = this.marks.get(cellKey(roomId, startDay));
        if (mark) mark.value = 'eligible';
      }
    });
  }

  /** The colour of a reservation source (legend, bars). */
  sourceColour(source: string | undefined): string {
    return (source && this.sources.get(source)) || '#6a1b9a';
  }
}
