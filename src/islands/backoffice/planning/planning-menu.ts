/**
 * The menu of a planning cell: open or move its stay (or overbooked stays, or the stays waiting
 * for a room), close or open the room that night, its rates, a new reservation there. Items a
 * write in progress or the night's state forbid are shown disabled.
 */
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import { canCloseCell, canDragStay, canOpenCell } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { MenuItem } from './Menu.tsx';
import type { CellTarget } from './planning-grid-types.ts';
import { staysOnNight } from './planning-layout.ts';
import { describeStay, roomName } from './planning-stays.ts';
import type { PlanningStore } from './planning-store.ts';

export type CellMenuActions = {
  store: PlanningStore;
  t: Translate;
  /** A write is in progress (read when the menu opens). */
  busy: boolean;
  /** The cell the menu opened from (the rates popover opens there). */
  anchor: HTMLElement | null;
  navigate: (path: string) => void;
  setPanel: (panel: { title: string; stays: PlanningStay[] }) => void;
  setMoving: (stay: PlanningStay) => void;
  setRates: (rates: { roomId: number; date: IsoDate; anchor: HTMLElement }) => void;
  setCellClosed: (roomId: number, date: IsoDate, closed: boolean) => void;
};

export function cellMenuItems(target: CellTarget, actions: CellMenuActions): MenuItem[] {
  const { store, t, busy, anchor, navigate, setPanel, setMoving, setRates, setCellClosed } = actions;
  const structure = store.structure.peek();
  const canMove = (stay: PlanningStay) => Boolean(structure && canDragStay(stay, structure.today));
  /** Open a stay's reservation, or move it to another room (the one stay of a cell or of the lane). */
  const stayItems = (stay: PlanningStay): MenuItem[] => [
    {
      id: 'open',
      label: t('bo.planning.menu.open'),
      onSelect: () => navigate(`/reservations/${stay.reservationCode}`),
    },
    {
      id: 'move',
      label: t('bo.planning.menu.move'),
      disabled: !canMove(stay) || busy,
      onSelect: () => setMoving(stay),
    },
  ];
  if (!structure) return [];
  const items: MenuItem[] = [];
  const today = structure.today;
  if (target.roomId === null) {
    const stays = staysOnNight(store.unassigned.peek(), target.date);
    if (stays.length > 1) {
      items.push({
        id: 'show-assign',
        label: t('bo.planning.assign.show', { count: stays.length }),
        onSelect: () => setPanel({ title: t('bo.planning.assign.title'), stays }),
      });
    }
    for (const stay of stays.length === 1 ? stays : []) items.push(...stayItems(stay));
    return items;
  }
  const entry = store.entry(target.roomId, target.date);
  if (!entry) return [];
  const roomId = target.roomId;
  if (entry.active) items.push(...stayItems(entry.active));
  if (entry.overbookings.length === 1 && entry.overbookings[0]) {
    const stay = entry.overbookings[0];
    const guest = describeStay(store, stay).guest;
    items.push(
      {
        id: 'open-overbooking',
        label: t('bo.planning.menu.open.overbooking', { guest }),
        onSelect: () => navigate(`/reservations/${stay.reservationCode}`),
      },
      {
        id: 'move-overbooking',
        label: t('bo.planning.menu.move.overbooking', { guest }),
        disabled: !canMove(stay) || busy,
        onSelect: () => setMoving(stay),
      },
    );
  } else if (entry.overbookings.length > 1) {
    const stays = entry.overbookings;
    items.push({
      id: 'show-overbookings',
      label: t('bo.planning.overbookings.show', { count: stays.length }),
      onSelect: () =>
        setPanel({ title: t('bo.planning.overbookings.title', { room: roomName(store, roomId) }), stays }),
    });
  }
  if (entry.roomClosed && !entry.active) {
    items.push({
      id: 'open-room',
      label: t('bo.planning.menu.open.room'),
      disabled: !canOpenCell(entry, today, busy),
      onSelect: () => setCellClosed(roomId, target.date, false),
    });
  } else if (!entry.roomClosed) {
    items.push({
      id: 'close-room',
      label: t('bo.planning.menu.close.room'),
      danger: true,
      disabled: !canCloseCell(entry, today, busy),
      onSelect: () => setCellClosed(roomId, target.date, true),
    });
  } else {
    items.push({
      id: 'open-room',
      label: t('bo.planning.menu.open.room'),
      disabled: !canOpenCell(entry, today, busy),
      onSelect: () => setCellClosed(roomId, target.date, false),
    });
  }
  items.push({
    id: 'rates',
    label: t('bo.planning.menu.rates'),
    onSelect: () => {
      if (anchor) setRates({ roomId, date: target.date, anchor });
    },
  });
  items.push({
    id: 'new',
    label: t('bo.planning.menu.new'),
    disabled: target.date < today || entry.roomClosed || entry.hotelClosed || entry.active !== null,
    onSelect: () => navigate(`/reservations/new?checkin=${target.date}&roomId=${roomId}`),
  });
  return items;
}
