/**
 * What the ratesheet's cells can ask for (SheetHandlers): the cell menu, a day's or a room type's
 * closing (announced in words), a rate's flag, a promotion's switch, and a cell's edit. The grid
 * gets one stable object whose calls go to this render's handlers, so the grid never re-renders
 * for a new closure.
 */
import { useMemo, useRef } from 'react';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { draftOf } from './RateCell.tsx';
import {
  editKey,
  type RateTarget,
  type SheetHandlers,
  type SheetWriteOptions,
} from './ratesheet-grid-types.ts';
import { usePromotionSwitch } from './usePromotionSwitch.ts';
import { useRatesheetWrites } from './useRatesheetWrites.ts';

type SheetHandlerOptions = SheetWriteOptions & {
  openMenu: (target: RateTarget, anchor: HTMLElement) => void;
};

export function useSheetHandlers({ openMenu, ...writes }: SheetHandlerOptions) {
  const { store, t, language } = writes;
  const { closeDay, toggleRate, submitEdit, usable } = useRatesheetWrites(writes);
  const togglePromotion = usePromotionSwitch(writes);
  const dateText = (date: string) => formatLongDate(date, language);

  const handlersRef = useRef<SheetHandlers | null>(null);
  handlersRef.current = {
    openMenu,
    toggleDay: (date) => {
      const day = store.day(date).peek();
      if (!day || store.closing.peek()) return;
      const closed = !day.roomsClosed;
      void closeDay(
        { date, closed },
        closed
          ? t('bo.ratesheet.done.day.closed', { date: dateText(date) })
          : t('bo.ratesheet.done.day.opened', { date: dateText(date) }),
      );
    },
    toggleRoomType: (roomTypeId, date) => {
      const typeDay = store.typeDay(roomTypeId, date).peek();
      if (!typeDay || store.closing.peek()) return;
      const closed = !typeDay.roomClosed;
      const roomType = store.roomType(roomTypeId)?.name ?? '';
      void closeDay(
        { date, closed, roomTypeId },
        closed
          ? t('bo.ratesheet.done.type.closed', { roomType, date: dateText(date) })
          : t('bo.ratesheet.done.type.opened', { roomType, date: dateText(date) }),
      );
    },
    toggleRate: (target, flag) => void toggleRate(target, flag),
    togglePromotion: (promotionId) => void togglePromotion(promotionId),
    startEdit: (target, field, value) => {
      const rate = usable(target);
      if (!rate) return;
      store.send(editKey(target, field), { type: 'edit', value: value ?? draftOf(rate, field) });
    },
    typeEdit: (target, field, value) => store.send(editKey(target, field), { type: 'type', value }),
    submitEdit: (target, field) => void submitEdit(target, field),
    cancelEdit: (target, field) => store.send(editKey(target, field), { type: 'cancel' }),
  };
  const gridHandlers = useMemo<SheetHandlers>(
    () => ({
      openMenu: (...args) => handlersRef.current?.openMenu(...args),
      toggleDay: (...args) => handlersRef.current?.toggleDay(...args),
      toggleRoomType: (...args) => handlersRef.current?.toggleRoomType(...args),
      toggleRate: (...args) => handlersRef.current?.toggleRate(...args),
      togglePromotion: (...args) => handlersRef.current?.togglePromotion(...args),
      startEdit: (...args) => handlersRef.current?.startEdit(...args),
      typeEdit: (...args) => handlersRef.current?.typeEdit(...args),
      submitEdit: (...args) => handlersRef.current?.submitEdit(...args),
      cancelEdit: (...args) => handlersRef.current?.cancelEdit(...args),
    }),
    [],
  );
  return { handlersRef, gridHandlers };
}
