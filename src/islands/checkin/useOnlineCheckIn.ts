/**
 * The online check-in's data: the manage link taken from this tab, the stay's guests read with it
 * (again after a conflict), each guest's document as the form starts it, and the save of one
 * document with its notice.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, createHttp, instanceId } from '../../contracts/client/http.ts';
import { type ManageLink, takeManageLink } from '../../contracts/client/manage-link.ts';
import type { OnlineCheckInView } from '../../contracts/online-check-in.ts';
import { blankDocument, type GuestDocument } from '../../domain/guest-documents.ts';
import type { SaveOutcome } from '../../ui/GuestDocumentItem.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import type { useTranslations } from '../shared/useTranslations.ts';
import type messages from './messages.gen.json';

type T = ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;
export type Notice = { kind: 'status' | 'error'; text: string };

function safeSession(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function useOnlineCheckIn(t: T) {
  const [link, setLink] = useState<ManageLink | null>(null);
  const [view, setView] = useState<OnlineCheckInView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  /** What the guest typed in this page, per guest: never fetched back from the server. */
  const [typed, setTyped] = useState<Record<string, GuestDocument>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [request] = useState(() => createHttp({ instanceId: instanceId(safeSession()) }));

  const path = link ? `booking/reservations/${encodeURIComponent(link.code)}/online-check-in` : null;

  const load = useCallback(async () => {
    if (!link || !path) return null;
    try {
      const answer = await request<OnlineCheckInView>(path, {
        query: { token: link.token },
        fallback: 'Error getting the online check-in',
      });
      setView(answer);
      setFailed(null);
      return answer;
    } catch (error) {
      // An unknown or expired link: the widget above already says so.
      if (error instanceof ApiRequestError && error.status === 404) setGone(true);
      else setFailed(timeoutMessage(error, t) ?? t('checkin.online.load.error'));
      return null;
    }
  }, [link, path, request, t]);

  useEffect(() => {
    setLink(takeManageLink(window));
  }, []);

  useEffect(() => {
    void load().then((answer) => {
      // Arriving from the pre-arrival e-mail's link: the section appears after the widget, so the
      // browser's own jump to the fragment found nothing yet.
      if (answer && window.location.hash === '#online-check-in') {
        document.getElementById('online-check-in')?.scrollIntoView();
      }
    });
  }, [load]);

  /** Each guest's document as the form starts it: typed here, else blank with its guest type. */
  const documents: GuestDocument[] = (view?.guests ?? []).map(
    (guest) =>
      typed[guest.uuid] ?? {
        ...blankDocument(guest.uuid, view?.checkin ?? '', guest.roomId),
        guestType: guest.guestType,
      },
  );

  const save = async (doc: GuestDocument, number: number): Promise<SaveOutcome> => {
    if (!link || !view || !path) return 'failed';
    setBusy(true);
    setNotice(null);
    try {
      const answer = await request<OnlineCheckInView>(path, {
        method: 'PUT',
        body: { token: link.token, version: view.version, document: doc },
        fallback: 'Error saving the online check-in',
      });
      setView(answer);
      setTyped((all) => ({ ...all, [doc.uuid]: doc }));
      const status = answer.guests.find((g) => g.uuid === doc.uuid)?.status;
      setNotice({
        kind: 'status',
        text:
          status === 'COMPLETE'
            ? t('checkin.online.saved.complete', { number })
            : t('checkin.online.saved.partial'),
      });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        const fresh = await load();
        const closed = fresh?.closed ?? null;
        setNotice({
          kind: 'error',
          text: closed ? t(`checkin.online.closed.${closed}`) : t('checkin.online.changed'),
        });
        return 'conflict';
      }
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('checkin.online.save.error') });
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  return { link, gone, view, failed, load, documents, typed, save, notice, busy };
}
