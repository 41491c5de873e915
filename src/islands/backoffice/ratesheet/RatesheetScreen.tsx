/**
 * The ratesheet screen (BOSCREENS-4 ratesheet screen, BOFLOW-5 ratesheet cell, BOCHECK; RATES
 * 'Ratesheet'): the toolbar (previous/next window, today, a date to jump to, bulk edit), the grid
 * of room-type blocks over a year of dates, read in windows as it scrolls (`?from=` is its first
 * date), the cell menu (edit the price, bulk edit) and the bulk-edit dialog. Writes patch the
 * grid from the answer's `changed` span; a refused write (409) shows the server's message and
 * reloads what is on screen; a failed save keeps the typed value in its cell and says why.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BulkEditResult } from '../../../contracts/secure/ratesheet.ts';
import { addDays, formatLongDate, todayIso } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { Menu } from '../planning/Menu.tsx';
import type { ScreenProps } from '../screen.ts';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { type BulkForm, bulkDefaults } from './bulk-edit.ts';
import { draftOf } from './RateCell.tsx';
import { RatesheetGrid } from './RatesheetGrid.tsx';
import { RatesheetToolbar } from './RatesheetToolbar.tsx';
import { rateControlDisabled } from './ratesheet-cell.ts';
import { errorText } from './ratesheet-errors.ts';
import { editKey, type GridControl, type RateTarget, type SheetHandlers } from './ratesheet-grid-types.ts';
import { isDerived } from './ratesheet-rows.ts';
import { RatesheetStore } from './ratesheet-store.ts';
import { SHEET_DAYS, sheetStart, windowSize } from './ratesheet-window.ts';
import { usePromotionSwitch } from './usePromotionSwitch.ts';
import { useRatesheetWindows } from './useRatesheetWindows.ts';
import { useRatesheetWrites } from './useRatesheetWrites.ts';
import '../planning/planning.css';
import './ratesheet.css';

const PHONE_QUERY = '(max-width: 40rem)';

function usePhone(): boolean {
  const get = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const [phone, setPhone] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}

type MenuState = { target: RateTarget; anchor: HTMLElement };

export default function RatesheetScreen({ hotel, language, query, navigate }: ScreenProps) {
  useSignals();
  const t = useBackofficeTranslations(language);
  // One store per hotel and language: another hotel or language starts from an empty sheet.
  const owner = `${hotel.id}|${language}`;
  const [sheet, setSheet] = useState(() => ({ owner, store: new RatesheetStore() }));
  if (sheet.owner !== owner) setSheet({ owner, store: new RatesheetStore() });
  const store = sheet.store;
  const today = todayIso(new Date(), hotel.timeZone);
  const from = sheetStart(query.get('from'), today);
  const phone = usePhone();
  const size = windowSize(phone);
  const control = useRef<GridControl | null>(null);
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [bulk, setBulk] = useState<BulkForm | null>(null);
  const lastCell = useRef<HTMLElement | null>(null);
  const structure = store.structure.value;

  const { firstLoad, loadError, shown, reload, onRange } = useRatesheetWindows({
    hotel,
    language,
    t,
    store,
    from,
    size,
    setAlert,
  });
  const { closeDay, toggleRate, submitEdit, usable } = useRatesheetWrites({
    hotel,
    language,
    t,
    store,
    setAlert,
    setStatus,
    reload,
  });
  const togglePromotion = usePromotionSwitch({ hotel, language, t, store, setAlert, setStatus, reload });
  const dateText = (date: string) => formatLongDate(date, language);

  const openBulk = (target: RateTarget | null) => {
    const firstType = structure?.roomTypes.find((roomType) => roomType.enabled);
    const firstPlan = firstType?.ratePlans.find((plan) => !isDerived(plan));
    const base = target ?? {
      date: addDays(from, Math.max(0, shown.first)),
      roomTypeId: firstType?.id ?? 0,
      ratePlanId: firstPlan?.id ?? 0,
    };
    // The bulk edit starts today at the earliest (BOCHECK-3).
    const defaults = bulkDefaults({
      date: [base.date, today].sort()[1] ?? today,
      roomTypeId: base.roomTypeId,
      ratePlanId: base.ratePlanId || null,
    });
    if (!base.roomTypeId) defaults.roomTypes = [];
    setBulk(defaults);
  };

  const handlersRef = useRef<SheetHandlers | null>(null);
  handlersRef.current = {
    openMenu: (target, anchor) => {
      lastCell.current = anchor;
      setMenu({ target, anchor });
    },
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

  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => {
      if (returnFocus && current?.anchor.isConnected) current.anchor.focus();
      return null;
    });
  }, []);

  const ratePlansLink = useMemo(
    () => ({ href: localePath(language, '/secure/rate-plans'), open: () => navigate('/rate-plans') }),
    [language, navigate],
  );
  const menuRate = menu
    ? store.rate(menu.target.roomTypeId, menu.target.ratePlanId, menu.target.date).peek()
    : undefined;
  const menuReason = menuRate ? rateControlDisabled(menuRate) : 'saving';

  return (
    <div className="rs-screen">
      <RatesheetToolbar
        t={t}
        language={language}
        canBulkEdit={Boolean(structure && structure.roomTypes.length > 0)}
        control={control}
        navigate={navigate}
        today={today}
        from={from}
        size={size}
        shown={shown}
        openBulk={(opener) => {
          lastCell.current = opener;
          openBulk(null);
        }}
      />

      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <div className="rs-alert" role="alert">
          <p>{alert}</p>
          <button type="button" className="rs-alert__close" onClick={() => setAlert('')}>
            {t('button.close')}
          </button>
        </div>
      )}
      {loadError && (
        <div className="rs-alert" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button" onClick={reload}>
            {t('bo.ratesheet.retry')}
          </button>
        </div>
      )}

      <div className="rs-body-wrap" aria-busy={firstLoad === 'loading'}>
        {firstLoad === 'loading' && !structure ? (
          <p className="rs-loading">{t('generic.loading')}</p>
        ) : (
          <RatesheetGrid
            store={store}
            t={t}
            language={language}
            hotelName={hotel.name}
            from={from}
            days={SHEET_DAYS}
            currency={structure?.currency ?? hotel.currency}
            handlers={gridHandlers}
            control={control}
            onRange={onRange}
            pageSize={size}
            ratePlans={ratePlansLink}
          />
        )}
      </div>

      <p className="rs-legend">{t('bo.ratesheet.legend')}</p>

      {menu && (
        <Menu
          anchor={menu.anchor}
          label={t('bo.ratesheet.menu.label')}
          items={[
            {
              id: 'edit',
              label: t('bo.ratesheet.menu.edit'),
              disabled: menuReason !== null,
              onSelect: () => handlersRef.current?.startEdit(menu.target, 'amount'),
            },
            {
              id: 'bulk',
              label: t('bo.ratesheet.menu.bulk'),
              onSelect: () => openBulk(menu.target),
            },
          ]}
          onClose={closeMenu}
        />
      )}
      {bulk && structure && (
        <BulkEditDialog
          hotelId={hotel.id}
          today={structure.today}
          roomTypes={structure.roomTypes}
          channels={structure.channels}
          defaults={bulk}
          ratesVersion={store.ratesVersion}
          t={t}
          language={language}
          returnFocus={lastCell}
          onClose={() => setBulk(null)}
          onSaved={(result: BulkEditResult) => {
            setBulk(null);
            setAlert('');
            setStatus(t('bo.ratesheet.bulk.done', { cells: result.cells, dates: result.dates }));
          }}
          onConflict={reload}
          errorText={(error) => errorText(error, t, t('bo.ratesheet.error.save'))}
        />
      )}
    </div>
  );
}
