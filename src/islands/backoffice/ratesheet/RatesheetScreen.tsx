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
import { addDays, todayIso } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { GridAlert } from '../planning/GridAlert.tsx';
import { Menu } from '../planning/Menu.tsx';
import type { ScreenProps } from '../screen.ts';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { type BulkForm, bulkOpening } from './bulk-edit.ts';
import { RatesheetGrid } from './RatesheetGrid.tsx';
import { RatesheetToolbar } from './RatesheetToolbar.tsx';
import { rateControlDisabled } from './ratesheet-cell.ts';
import { errorText } from './ratesheet-errors.ts';
import type { GridControl, RateTarget } from './ratesheet-grid-types.ts';
import { RatesheetStore } from './ratesheet-store.ts';
import { SHEET_DAYS, sheetStart, windowSize } from './ratesheet-window.ts';
import { useRatesheetWindows } from './useRatesheetWindows.ts';
import { useSheetHandlers } from './useSheetHandlers.ts';
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
  const { handlersRef, gridHandlers } = useSheetHandlers({
    hotel,
    language,
    t,
    store,
    setAlert,
    setStatus,
    reload,
    openMenu: (target, anchor) => {
      lastCell.current = anchor;
      setMenu({ target, anchor });
    },
  });
  const openBulk = (target: RateTarget | null) =>
    setBulk(bulkOpening(structure?.roomTypes ?? [], target, addDays(from, Math.max(0, shown.first)), today));

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

      <RatesheetNotices
        status={status}
        alert={alert}
        loadError={loadError}
        t={t}
        onDismiss={() => setAlert('')}
        onRetry={reload}
      />

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
        <RateCellMenu
          menu={menu}
          store={store}
          t={t}
          onEdit={(target) => handlersRef.current?.startEdit(target, 'amount')}
          onBulk={openBulk}
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

/** The cell menu: edit the amount in place (unless the cell cannot change), or open the bulk edit from it. */
function RateCellMenu({
  menu,
  store,
  t,
  onEdit,
  onBulk,
  onClose,
}: {
  menu: MenuState;
  store: RatesheetStore;
  t: Translate;
  onEdit: (target: RateTarget) => void;
  onBulk: (target: RateTarget) => void;
  onClose: (options: { returnFocus: boolean }) => void;
}) {
  const rate = store.rate(menu.target.roomTypeId, menu.target.ratePlanId, menu.target.date).peek();
  const reason = rate ? rateControlDisabled(rate) : 'saving';
  return (
    <Menu
      anchor={menu.anchor}
      label={t('bo.ratesheet.menu.label')}
      items={[
        {
          id: 'edit',
          label: t('bo.ratesheet.menu.edit'),
          disabled: reason !== null,
          onSelect: () => onEdit(menu.target),
        },
        { id: 'bulk', label: t('bo.ratesheet.menu.bulk'), onSelect: () => onBulk(menu.target) },
      ]}
      onClose={onClose}
    />
  );
}

/** The screen's messages: what a write did (read out), a write's failure, and a failed read with its retry. */
function RatesheetNotices({
  status,
  alert,
  loadError,
  t,
  onDismiss,
  onRetry,
}: {
  status: string;
  alert: string;
  loadError: string | null;
  t: Translate;
  onDismiss: () => void;
  onRetry: () => void;
}) {
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <GridAlert
          block="rs"
          text={alert}
          action={{ kind: 'close', label: t('button.close'), onClick: onDismiss }}
        />
      )}
      {loadError && (
        <GridAlert
          block="rs"
          text={loadError}
          action={{ kind: 'retry', label: t('bo.ratesheet.retry'), onClick: onRetry }}
        />
      )}
    </>
  );
}
