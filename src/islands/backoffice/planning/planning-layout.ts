/**
 * Layout rules of the planning grid, pure: where a stay's bar starts and how many day columns
 * it spans, how rooms are ordered and grouped by type, which rooms a stay can move to (the same
 * type, free and open for every loaded night of the stay), and the colours a bar is drawn in
 * (text on a source colour keeps a 4.5:1 contrast, WCAG 1.4.3).
 */

import type { PlanningRoom, PlanningStay } from '../../../contracts/secure/planning.ts';
import { addDays, daysBetween, type IsoDate } from '../../../domain/dates-format.ts';
import { dropRefusal } from '../../../domain/planning.ts';

export type BarSegment = {
  /** True in the first column the bar shows in (its label is drawn there). */
  first: boolean;
  /** Day columns from this one to the bar's last visible night (labels span them). */
  span: number;
  /** The stay starts before the shown range (drawn without a left end). */
  clippedStart: boolean;
  /** The stay ends after the shown range. */
  clippedEnd: boolean;
  /** This column is the stay's last night. */
  last: boolean;
};

/**
 * The bar piece of `stay` in the column of night `date` of a range `from`…`to` (inclusive):
 * a stay 2026-11-24 → 2026-11-27 (3 nights) in a week from the 25th shows from the 25th,
 * 2 columns, clipped at the start.
 */
export function barSegment(
  stay: Pick<PlanningStay, 'startDate' | 'endDate'>,
  date: IsoDate,
  from: IsoDate,
  to: IsoDate,
): BarSegment {
  const visibleStart = stay.startDate < from ? from : stay.startDate;
  const lastNight = addDays(stay.endDate, -1);
  const visibleEnd = lastNight > to ? to : lastNight;
  return {
    first: date === visibleStart,
    span: Math.max(1, daysBetween(date, visibleEnd) + 1),
    clippedStart: stay.startDate < from,
    clippedEnd: lastNight > to,
    last: date === lastNight,
  };
}

/** The nights of a stay (check-in included, check-out excluded). */
export function stayNights(stay: Pick<PlanningStay, 'startDate' | 'endDate'>): IsoDate[] {
  const count = daysBetween(stay.startDate, stay.endDate);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(stay.startDate, i));
}

export type RoomsOrder = 'type' | 'name';

/** The display name of a room's (first) type, or ''. */
export function roomTypeName(room: PlanningRoom): string {
  return room.types[0]?.roomType.name ?? '';
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order of room names: '2' before '10', '101' before 'A1'. */
export function compareRoomNames(a: string, b: string): number {
  return collator.compare(a, b);
}

export type RoomGroup = { key: string; typeName: string | null; rooms: PlanningRoom[] };

/**
 * Rooms in the order the settings ask: by type (one group per room type, groups by type name,
 * rooms by name inside) or by name (one group, natural name order).
 */
export function groupRooms(rooms: readonly PlanningRoom[], order: RoomsOrder): RoomGroup[] {
  const byName = [...rooms].sort((a, b) => compareRoomNames(a.name, b.name));
  if (order === 'name') return byName.length ? [{ key: 'all', typeName: null, rooms: byName }] : [];
  const groups = new Map<string, RoomGroup>();
  for (const room of byName) {
    const type = room.types[0]?.roomType;
    const key = type ? String(type.id) : 'none';
    let group = groups.get(key);
    if (!group) {
      group = { key, typeName: type?.name ?? '', rooms: [] };
      groups.set(key, group);
    }
    group.rooms.push(room);
  }
  return [...groups.values()].sort((a, b) => compareRoomNames(a.typeName ?? '', b.typeName ?? ''));
}

/**
 * The rooms `stay` can move to, computed from the loaded entries with the shared drop rules
 * (src/domain/planning.ts `dropRefusal`): the stay starts today or later, and the room is another
 * enabled room of its type, free and not closed on every loaded night of the stay. Nights outside
 * the loaded range are unknown here; the server checks them on the move.
 */
export function eligibleRooms(
  stay: PlanningStay,
  rooms: readonly PlanningRoom[],
  today: IsoDate,
): PlanningRoom[] {
  return rooms.filter((room) => {
    const type = room.types.find((t) => t.roomType.id === stay.roomType.id) ?? room.types[0];
    if (!type) return false;
    return (
      dropRefusal(
        stay,
        {
          room: { id: room.id, roomTypeId: type.roomType.id, enabled: room.enabled },
          date: stay.startDate,
          cells: room.entries,
        },
        today,
      ) === null
    );
  });
}

/** Stays of a list that occupy night `date`. */
export function staysOnNight(stays: readonly PlanningStay[], date: IsoDate): PlanningStay[] {
  return stays.filter((stay) => stay.startDate <= date && date < stay.endDate);
}

// Colours -----------------------------------------------------------------------------------

/** '#1565C0' → [21, 101, 192]; null when not a 3- or 6-digit hex colour. */
export function parseHex(colour: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (v = 0) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1…21). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The background and text colours of a bar in a source's colour: white or near-black text,
 * whichever contrasts more; when neither reaches 4.5:1 the background is darkened until white
 * text does. An unreadable colour value falls back to the site's primary purple.
 */
export function barColours(colour: string): { background: string; text: string } {
  const rgb = parseHex(colour) ?? [106, 27, 154];
  const white = [255, 255, 255];
  const dark = [29, 27, 32];
  if (contrastRatio(rgb, white) >= MIN_TEXT_CONTRAST) return { background: toHex(rgb), text: '#ffffff' };
  if (contrastRatio(rgb, dark) >= MIN_TEXT_CONTRAST) return { background: toHex(rgb), text: '#1d1b20' };
  let shade = rgb.map(Number);
  while (contrastRatio(shade, white) < MIN_TEXT_CONTRAST) shade = shade.map((v) => v * 0.9);
  return { background: toHex(shade), text: '#ffffff' };
}
