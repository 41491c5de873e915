/**
 * The planning screen: the header (month picker,
 * today, jump to a date, settings menu, previous/next period, views D/W/M in `?view=` and
 * `?from=`), the grid of rooms × dates, the legend of reservation sources and the floating
 * new-reservation button. Writes (close/open a cell or a day, move a stay) patch the grid from
 * the answer's `changed` span; a refused write (409) shows the server's message and reloads.
 * Data in usePlanningData (the query cache feeding the store of cells), writes in usePlanningWrites, a cell's menu in planning-menu.ts.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import { type IsoDate, todayIso } from '../../../domain/dates-format.ts';
import { canDragStay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { ChannelConflicts } from './ChannelConflicts.tsx';
import { Menu } from './Menu.tsx';
import { MoveDialog, RatesPopover, StaysPanel } from './PlanningDialogs.tsx';
import { PlanningGrid } from './PlanningGrid.tsx';
import { PlanningHeader } from './PlanningHeader.tsx';
import { PlanningLegend } from './PlanningLegend.tsx';
import type { CellTarget, GridHandlers } from './planning-grid-types.ts';
import { eligibleRooms } from './planning-layout.ts';
import { cellMenuItems } from './planning-menu.ts';
import { usePlanningSettings } from './planning-settings.ts';
import { describeStay, roomName } from './planning-stays.ts';
import { PlanningStore } from './planning-store.ts';
import { type PlanningView, parseStart, parseView, planningQuery, viewRange } from './planning-view.ts';
import { usePlanningData } from './usePlanningData.ts';
import { usePlanningWrites } from './usePlanningWrites.ts';
import './planning.css';

function isPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 40rem)').matches
  );
}

type MenuState = { target: CellTarget; anchor: HTMLElement };
type RatesState = { roomId: number; date: IsoDate; anchor: HTMLElement };
type PanelState = { title: string; stays: PlanningStay[] };

export default function PlanningScreen({ hotel, language, query, navigate }: ScreenProps) {
  useSignals();
  const t = useBackofficeTranslations(language);
  const [settings] = usePlanningSettings(hotel.id);
  const store = useMemo(() => new PlanningStore(), []);
  const hotelToday = todayIso(new Date(), hotel.timeZone);
  const view: PlanningView = query.has('view')
    ? parseView(query.get('view'))
    : (settings.defaultView ?? (isPhone() ? 'D' : 'W'));
  const start = parseStart(query.get('from'), hotelToday);
  const range = viewRange(view, start);

  const [menu, setMenu] = useState<MenuState | null>(null);
  const [settingsMenu, setSettingsMenu] = useState<HTMLElement | null>(null);
  const [rates, setRates] = useState<RatesState | null>(null);
  const [moving, setMoving] = useState<PlanningStay | null>(null);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const settingsButton = useRef<HTMLButtonElement | null>(null);
  const lastCell = useRef<HTMLElement | null>(null);
  const structure = store.structure.value;
  // Read when a menu opens, not subscribed: the screen does not repaint for every write.
  const busy = store.busy.peek();

  const { loading, loadError, reload, sources, roomStatuses } = usePlanningData({
    hotel,
    language,
    range,
    store,
    t,
  });
  const { status, alert, setAlert, setCellClosed, toggleDay, moveStay } = usePlanningWrites({
    hotel,
    language,
    range,
    store,
    t,
    reload,
    onMoved: () => setMoving(null),
  });

  const go = (nextView: PlanningView, nextStart: IsoDate) => {
    navigate(`/planning?${planningQuery(query, nextView, nextStart)}`);
  };

  const canMove = (stay: PlanningStay) => Boolean(structure && canDragStay(stay, structure.today));

  const openMenu = (target: CellTarget, anchor: HTMLElement) => {
    lastCell.current = anchor;
    setRates(null);
    setMenu({ target, anchor });
  };

  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => {
      if (returnFocus && current?.anchor.isConnected) current.anchor.focus();
      return null;
    });
  }, []);

  const handlersRef = useRef<GridHandlers | null>(null);
  handlersRef.current = {
    openMenu,
    toggleDay,
    openReservation: (code) => navigate(`/reservations/${code}`),
    showStays: (stays, _date, anchor) => {
      lastCell.current = anchor;
      const roomId = anchor.dataset.room ? Number(anchor.dataset.room) : null;
      setPanel({
        title:
          roomId === null
            ? t('bo.planning.assign.title')
            : t('bo.planning.overbookings.title', { room: roomName(store, roomId) }),
        stays,
      });
    },
    dropStay: (stay, toRoomId) => void moveStay(stay, toRoomId),
  };
  const gridHandlers = useMemo<GridHandlers>(
    () => ({
      openMenu: (target, anchor) => handlersRef.current?.openMenu(target, anchor),
      toggleDay: (date) => handlersRef.current?.toggleDay(date),
      openReservation: (code) => handlersRef.current?.openReservation(code),
      showStays: (stays, date, anchor) => handlersRef.current?.showStays(stays, date, anchor),
      dropStay: (stay, toRoomId) => handlersRef.current?.dropStay(stay, toRoomId),
    }),
    [],
  );

  const movingRooms = moving ? eligibleRooms(moving, store.rooms(), structure?.today ?? hotelToday) : [];
  const ratesEntry = rates ? store.entry(rates.roomId, rates.date) : null;

  return (
    <div className="pg-screen">
      <PlanningHeader
        t={t}
        language={language}
        view={view}
        start={start}
        range={range}
        hotelToday={hotelToday}
        go={go}
        settingsButton={settingsButton}
        settingsOpen={settingsMenu !== null}
        setSettingsMenu={setSettingsMenu}
      />
      <ChannelConflicts hotelId={hotel.id} language={language} />

      <PlanningNotices status={status} alert={alert} onCloseAlert={() => setAlert('')} t={t} />

      <div className="pg-body-wrap" aria-busy={loading}>
        {loadError ? (
          <div className="pg-alert" role="alert">
            <p>{loadError}</p>
            <button type="button" className="button" onClick={reload}>
              {t('bo.planning.retry')}
            </button>
          </div>
        ) : !structure && loading ? (
          <p className="pg-loading">{t('generic.loading')}</p>
        ) : (
          <PlanningGrid
            store={store}
            t={t}
            language={language}
            hotelName={hotel.name}
            view={view}
            roomsOrder={settings.roomsOrder}
            showBestRates={settings.showBestRates}
            handlers={gridHandlers}
            roomStatuses={roomStatuses}
          />
        )}
      </div>

      <PlanningLegend sources={sources} t={t} />

      <button type="button" className="pg-fab bo-fab" onClick={() => navigate('/reservations/new')}>
        <span aria-hidden="true">+</span> {t('bo.planning.new')}
      </button>

      {menu && (
        <Menu
          anchor={menu.anchor}
          label={t('bo.planning.menu.label')}
          items={cellMenuItems(menu.target, {
            store,
            t,
            busy,
            anchor: menu.anchor,
            navigate,
            setPanel,
            setMoving,
            setRates,
            setCellClosed,
          })}
          onClose={closeMenu}
        />
      )}
      {settingsMenu && (
        <Menu
          anchor={settingsMenu}
          label={t('bo.planning.settings')}
          items={[
            {
              id: 'settings',
              label: t('bo.planning.settings.open'),
              onSelect: () => navigate('/planning/settings'),
            },
            { id: 'reload', label: t('bo.planning.reload'), onSelect: reload },
          ]}
          onClose={({ returnFocus }) => {
            setSettingsMenu(null);
            if (returnFocus) settingsButton.current?.focus();
          }}
        />
      )}
      {rates && ratesEntry && (
        <RatesPopover
          anchor={rates.anchor}
          entry={ratesEntry}
          roomName={roomName(store, rates.roomId)}
          currency={hotel.currency}
          language={language}
          t={t}
          onClose={() => setRates(null)}
        />
      )}
      {moving && (
        <MoveDialog
          stay={moving}
          currentRoom={moving.roomId === null ? null : roomName(store, moving.roomId)}
          describeStay={(stay) => describeStay(store, stay)}
          rooms={movingRooms}
          language={language}
          t={t}
          busy={busy}
          onMove={(roomId) => void moveStay(moving, roomId)}
          onClose={() => setMoving(null)}
          returnFocus={lastCell}
        />
      )}
      {panel && (
        <StaysPanel
          title={panel.title}
          stays={panel.stays}
          describeStay={(stay) => describeStay(store, stay)}
          language={language}
          t={t}
          canMove={canMove}
          onOpen={(code) => navigate(`/reservations/${code}`)}
          onMove={(stay) => {
            setPanel(null);
            setMoving(stay);
          }}
          onClose={() => setPanel(null)}
          returnFocus={lastCell}
        />
      )}
    </div>
  );
}

/** What the last write did (said to screen readers, and shown), or why it was refused. */
function PlanningNotices({
  status,
  alert,
  onCloseAlert,
  t,
}: {
  status: string;
  alert: string;
  onCloseAlert: () => void;
  t: Translate;
}) {
  return (
    <>
      <div className="pg-live visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <div className="pg-alert" role="alert">
          <p>{alert}</p>
          <button type="button" className="pg-alert__close" onClick={onCloseAlert}>
            {t('button.close')}
          </button>
        </div>
      )}
      {status && (
        <p className="pg-done" aria-hidden="true">
          {status}
        </p>
      )}
    </>
  );
}
