/**
 * What opens over the planning for a stay or a night: the night's rates (from a cell's menu), the
 * move dialog, and the panel of a lane's stays (unassigned or overbooked) from which a stay is
 * opened or moved. Each closes back to the cell it was opened from.
 */
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import { canDragStay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { MoveDialog, RatesPopover, StaysPanel } from './PlanningDialogs.tsx';
import { eligibleRooms } from './planning-layout.ts';
import { describeStay, roomName } from './planning-stays.ts';
import type { PlanningStore } from './planning-store.ts';
import type { usePlanningOverlays } from './usePlanningOverlays.ts';

type PlanningStayOverlaysProps = {
  overlays: ReturnType<typeof usePlanningOverlays>;
  store: PlanningStore;
  currency: string;
  /** The hotel's today: a stay that has begun cannot move. */
  today: IsoDate;
  busy: boolean;
  language: Language;
  t: Translate;
  navigate: (to: string) => void;
  moveStay: (stay: PlanningStay, toRoomId: number) => Promise<unknown>;
};

export function PlanningStayOverlays({
  overlays,
  store,
  currency,
  today,
  busy,
  language,
  t,
  navigate,
  moveStay,
}: PlanningStayOverlaysProps) {
  const { rates, setRates, moving, setMoving, panel, setPanel, lastCell } = overlays;
  const ratesEntry = rates ? store.entry(rates.roomId, rates.date) : null;
  return (
    <>
      {rates && ratesEntry && (
        <RatesPopover
          anchor={rates.anchor}
          entry={ratesEntry}
          roomName={roomName(store, rates.roomId)}
          currency={currency}
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
          rooms={eligibleRooms(moving, store.rooms(), today)}
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
          canMove={(stay) => canDragStay(stay, today)}
          onOpen={(code) => navigate(`/reservations/${code}`)}
          onMove={(stay) => {
            setPanel(null);
            setMoving(stay);
          }}
          onClose={() => setPanel(null)}
          returnFocus={lastCell}
        />
      )}
    </>
  );
}
