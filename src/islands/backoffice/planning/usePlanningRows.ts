/**
 * The planning's rows: the date header, the 'To assign' lane when a stay waits for a room, then
 * the rooms grouped by room type (or by name), rendered in pages of ROOMS_PAGE_SIZE as the list
 * scrolls (a paged list shows at least 10 a page). `totalRows` counts the rows of every page.
 */
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { PlanningRow } from './planning-grid-types.ts';
import { groupRooms, type RoomsOrder } from './planning-layout.ts';
import type { PlanningStore } from './planning-store.ts';

export const ROOMS_PAGE_SIZE = 20;

type Structure = NonNullable<PlanningStore['structure']['value']>;

export function usePlanningRows({
  structure,
  hasUnassigned,
  roomsOrder,
  scrollRef,
  sentinelRef,
}: {
  structure: Structure | null;
  hasUnassigned: boolean;
  roomsOrder: RoomsOrder;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The element under the last row: in view, the next page is rendered. */
  sentinelRef: RefObject<HTMLDivElement | null>;
}) {
  // A new hotel or period resets the pages; a reload of the same one keeps them.
  const pagingKey = `${structure?.hotelId}|${structure?.from}|${structure?.to}`;
  const [paging, setPaging] = useState({ key: pagingKey, pages: 1 });
  const pages = paging.key === pagingKey ? paging.pages : 1;
  const setPages = (next: number | ((current: number) => number)) =>
    setPaging((state) => {
      const current = state.key === pagingKey ? state.pages : 1;
      return { key: pagingKey, pages: typeof next === 'function' ? next(current) : next };
    });

  const groups = useMemo(
    () =>
      structure
        ? groupRooms(
            structure.rooms.map((room) => ({ ...room, entries: [] })),
            roomsOrder,
          )
        : [],
    [structure, roomsOrder],
  );
  const totalRooms = structure?.rooms.length ?? 0;
  const shownRooms = Math.min(totalRooms, pages * ROOMS_PAGE_SIZE);
  const lastPage = shownRooms >= totalRooms;
  const setPagesRef = useRef(setPages);
  setPagesRef.current = setPages;

  const { rows, totalRows } = useMemo(() => {
    const list: PlanningRow[] = [{ kind: 'head' }];
    if (hasUnassigned) list.push({ kind: 'assign' });
    let total = list.length;
    let shown = 0;
    for (const group of groups) {
      total += (group.typeName !== null ? 1 : 0) + group.rooms.length;
      if (shown >= shownRooms) continue;
      if (group.typeName !== null)
        list.push({ kind: 'type', key: group.key, name: group.typeName, count: group.rooms.length });
      for (const room of group.rooms) {
        if (shown >= shownRooms) break;
        list.push({
          kind: 'room',
          id: room.id,
          name: room.name,
          typeName: room.types[0]?.roomType.name ?? '',
        });
        shown++;
      }
    }
    return { rows: list, totalRows: total };
  }, [groups, shownRooms, hasUnassigned]);

  // Infinite scroll: the next page when the sentinel under the last row comes into view (observed
  // again after each page, so a sentinel still in view loads the next one too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` re-arms the observer
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || lastPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (items) => {
        if (items.some((item) => item.isIntersecting)) setPagesRef.current((p) => p + 1);
      },
      { root: scrollRef.current, rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [lastPage, pages]);

  return { rows, totalRows, totalRooms, shownRooms, lastPage, setPages };
}
