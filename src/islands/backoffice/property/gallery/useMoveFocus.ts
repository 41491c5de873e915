/**
 * Moving a photo keeps the focus on the same button of the moved photo once the gallery shows the new
 * order with its buttons enabled again; at an end of the list that button is disabled, so focus goes
 * to the photo's other move button.
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { GalleryPhoto } from '../../../../contracts/secure/gallery.ts';

export type MoveControl = 'earlier' | 'later';

export function useMoveFocus(
  list: RefObject<HTMLOListElement | null>,
  busy: boolean,
  move: (photo: GalleryPhoto, by: -1 | 1) => Promise<number | null>,
) {
  /** The move button to focus again once the gallery is re-rendered and no longer busy. */
  const refocus = useRef<{ id: number; control: MoveControl } | null>(null);
  // After every render: a pending focus waits for the new order on screen with its buttons enabled.
  useEffect(() => {
    const target = refocus.current;
    if (busy || target === null) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-photo="${target.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]:not([disabled])`);
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  });

  return async (photo: GalleryPhoto, by: -1 | 1, control: MoveControl) => {
    // Set before the call so the render that ends the busy state finds it.
    refocus.current = { id: photo.id, control };
    if ((await move(photo, by)) === null) refocus.current = null;
  };
}
