/**
 * The reservation's actions (cancel, no-show, early checkout): each is previewed first
 * (`preview: true`, nothing written) and its outcome shown in the dialog; the confirmed action runs
 * under the loading overlay, and every read of the stay reloads (this screen's panels, and the
 * list, planning and Today wherever they are shown). A 409 (changed meanwhile, or no longer
 * applicable) shows the server's message and reloads.
 */
import { useRef, useState } from 'react';
import type { ReservationActionName, StaffReservationView } from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { failureText } from '../../shared/request-error.ts';
import { invalidateReads, useQueryClient } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import type { ActionDialogState } from './ActionDialog.tsx';
import { actionPreview } from './actions.ts';

export type ActionRun =
  | { kind: 'idle' }
  | { kind: 'running'; action: ReservationActionName }
  | { kind: 'failed'; message: string };

export type ScreenNotice = { text: string; tone: 'ok' | 'warn' };

/** Each action's endpoint (the action is the last segment of its path). */
const ACTION_ENDPOINTS = {
  cancel: reservationsEndpoints.cancelStaffReservation,
  'no-show': reservationsEndpoints.recordNoShow,
  'early-checkout': reservationsEndpoints.earlyCheckout,
} as const satisfies Record<ReservationActionName, unknown>;

export function useReservationActions(hotelId: number, code: string, t: Translate) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<ActionDialogState>({ kind: 'closed' });
  // The action button that opened the dialog, taken at the click: the buttons are disabled while a
  // dialog is open, and a disabled button loses focus before the dialog could note it.
  const dialogOpener = useRef<HTMLElement | null>(null);
  const [run, setRun] = useState<ActionRun>({ kind: 'idle' });
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const reload = () => invalidateReads(client, STAY_READS);
  const errorText = (error: unknown) => failureText(error, t, t('bo.reservation.error'));

  const post = (action: ReservationActionName, preview: boolean) =>
    secureApi(
      ACTION_ENDPOINTS[action],
      { params: { hotelId, code }, body: { preview } },
      { fallback: 'Error updating the reservation' },
    );

  const open = async (action: ReservationActionName, view: StaffReservationView, opener: HTMLElement) => {
    dialogOpener.current = opener;
    setNotice(null);
    setDialog({ kind: 'checking', action });
    try {
      const result = await post(action, true);
      setDialog({ kind: 'preview', action, preview: actionPreview(result, view) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) void reload();
      setDialog({ kind: 'refused', action, message: errorText(error) });
    }
  };

  const confirm = async (action: ReservationActionName) => {
    setDialog({ kind: 'closed' });
    setRun({ kind: 'running', action });
    try {
      const result = await post(action, false);
      await reload();
      setRun({ kind: 'idle' });
      const done = t.text(`bo.reservation.done.${result.outcome}`);
      setNotice({ tone: 'ok', text: result.emailSent ? `${done} ${t('bo.reservation.done.email')}` : done });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        await reload();
        setRun({ kind: 'idle' });
        setNotice({ tone: 'warn', text: t('bo.reservation.conflict', { message: error.message }) });
        return;
      }
      setRun({ kind: 'failed', message: errorText(error) });
    }
  };

  return {
    dialog,
    dialogOpener,
    run,
    notice,
    setNotice,
    open,
    confirm,
    closeDialog: () => setDialog({ kind: 'closed' }),
    /** The overlay's error was dismissed: the stay is read again (the action may have been applied). */
    dismissFailure: () => {
      setRun({ kind: 'idle' });
      void reload();
    },
  };
}
