/**
 * The planning screen: the header (month picker,
 * today, jump to a date, settings menu, previous/next period, views D/W/M in `?view=` and
 * `?from=`), the grid of rooms × dates, the legend of reservation sources and the floating
 * new-reservation button. Writes (close/open a cell or a day, move a stay) patch the grid from
 * the answer's `changed` span; a refused write (409) shows the server's message and reloads.
 * Data in usePlanningData (the query cache feeding the store of cells), writes in usePlanningWrites, a cell's menu in planning-menu.ts.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useRef, useState } from 'react';
import { type IsoDate, todayIso } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { ChannelConflicts } from './ChannelConflicts.tsx';
import { GridAlert } from './GridAlert.tsx';
import { Menu } from './Menu.tsx';
import { PlanningGrid } from './PlanningGrid.tsx';
import { PlanningHeader } from './PlanningHeader.tsx';
import { PlanningLegend } from './PlanningLegend.tsx';
import { PlanningStayOverlays } from './PlanningStayOverlays.tsx';
import { cellMenuItems } from './planning-menu.ts';
import { usePlanningSettings } from './planning-settings.ts';
import { roomName } from './planning-stays.ts';
import { PlanningStore } from './planning-store.ts';
import { type PlanningView, parseStart, parseView, planningQuery, viewRange } from './planning-view.ts';
import { useGridHandlers } from './useGridHandlers.ts';
import { usePlanningData } from './usePlanningData.ts';
import { usePlanningOverlays } from './usePlanningOverlays.ts';
import { usePlanningWrites } from './usePlanningWrites.ts';
import './planning.css';

function isPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 40rem)').matches
  );
}

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

  const overlays = usePlanningOverlays();
  const { menu, setRates, setMoving, setPanel } = overlays;
  const [settingsMenu, setSettingsMenu] = useState<HTMLElement | null>(null);
  const settingsButton = useRef<HTMLButtonElement | null>(null);
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

  const gridHandlers = useGridHandlers({
    openMenu: overlays.openMenu,
    toggleDay,
    openReservation: (code) => navigate(`/reservations/${code}`),
    showStays: (stays, _date, anchor) => {
      const roomId = anchor.dataset.room ? Number(anchor.dataset.room) : null;
      const title =
        roomId === null
          ? t('bo.planning.assign.title')
          : t('bo.planning.overbookings.title', { room: roomName(store, roomId) });
      overlays.openPanel({ title, stays }, anchor);
    },
    dropStay: (stay, toRoomId) => void moveStay(stay, toRoomId),
  });

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
          <GridAlert
            block="pg"
            text={loadError}
            action={{ kind: 'retry', label: t('bo.planning.retry'), onClick: reload }}
          />
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
          onClose={overlays.closeMenu}
        />
      )}
      {settingsMenu && (
        <PlanningSettingsMenu
          anchor={settingsMenu}
          t={t}
          navigate={navigate}
          reload={reload}
          onClose={({ returnFocus }) => {
            setSettingsMenu(null);
            if (returnFocus) settingsButton.current?.focus();
          }}
        />
      )}
      <PlanningStayOverlays
        overlays={overlays}
        store={store}
        currency={hotel.currency}
        today={structure?.today ?? hotelToday}
        busy={busy}
        language={language}
        t={t}
        navigate={navigate}
        moveStay={moveStay}
      />
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
        <GridAlert
          block="pg"
          text={alert}
          action={{ kind: 'close', label: t('button.close'), onClick: onCloseAlert }}
        />
      )}
      {status && (
        <p className="pg-done" aria-hidden="true">
          {status}
        </p>
      )}
    </>
  );
}

/** The screen's own menu, under the settings button: the planning's settings, and reading it again. */
function PlanningSettingsMenu({
  anchor,
  t,
  navigate,
  reload,
  onClose,
}: {
  anchor: HTMLElement;
  t: Translate;
  navigate: (to: string) => void;
  reload: () => void;
  onClose: (options: { returnFocus: boolean }) => void;
}) {
  return (
    <Menu
      anchor={anchor}
      label={t('bo.planning.settings')}
      items={[
        {
          id: 'settings',
          label: t('bo.planning.settings.open'),
          onSelect: () => navigate('/planning/settings'),
        },
        { id: 'reload', label: t('bo.planning.reload'), onSelect: reload },
      ]}
      onClose={onClose}
    />
  );
}
