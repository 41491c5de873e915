/**
 * The notifications page (TEAM-2, decision 056): everything the person was told, of every hotel
 * where they work, newest first, each linking where it happened; "Mark as read" per item and for
 * all; "Unread only"; older pages on demand. Below, how each kind is received: in the app, in the
 * app and by e-mail, or not at all. Each page is a read of the
 * query cache; marking read reloads them and the bell, which reads the same endpoint (./store.ts).
 */
import { useStore } from '@nanostores/react';
import { type MouseEvent, useId, useState } from 'react';
import { notificationsEndpoints } from '../../../contracts/routes/notifications.ts';
import type { NotificationItem, NotificationPreferences } from '../../../contracts/secure/notifications.ts';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../domain/notifications.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { $user } from '../../../stores/session.ts';
import { failureText, timeoutMessage } from '../../shared/request-error.ts';
import { storeHotel } from '../app/hotel-choice.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { useMarkRead } from './store.ts';
import { notificationMessage, notificationWhen, secureLink } from './text.ts';
import './notifications.css';

const PAGE = 20;

type Preference = NotificationPreferences['preferences'][number];
type Which = { ids: number[] } | { all: true };

const pageInput = (page: number, unreadOnly: boolean) => ({
  query: { offset: page * PAGE, limit: PAGE, unread: unreadOnly ? ('true' as const) : undefined },
});

export default function NotificationsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const user = useStore($user);
  const [unreadOnly, setUnreadOnly] = useState(false);
  // How many pages are shown: older ones come on demand, each its own read.
  const [pages, setPages] = useState(1);
  const first = useSecureQuery(notificationsEndpoints.listNotifications, pageInput(0, unreadOnly), {
    fallback: 'Error getting the notifications',
  });
  const list = first.data ?? null;
  const loadFailed = first.isError
    ? (timeoutMessage(first.error, t) ?? t('bo.notifications.load.error'))
    : null;
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const marking = useMarkRead();

  const mark = async (which: Which) => {
    setNotice(null);
    try {
      await marking.mutateAsync({ body: which });
      setNotice({ kind: 'status', text: t('bo.notifications.marked') });
    } catch (error) {
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.app.load.error') });
    }
  };

  /** Another hotel's notice: that hotel becomes the app's, with a page load (the shell reads the choice). */
  const follow = (item: NotificationItem, event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.read) void marking.mutateAsync({ body: { ids: [item.id] } }).catch(() => {});
    if (item.hotelId === hotel.id || user.status !== 'manager') return;
    event.preventDefault();
    storeHotel(window.localStorage, user.me.id, item.hotelId);
    window.location.assign(event.currentTarget.href);
  };

  const itemProps = { hotelId: hotel.id, language, t, follow, mark };
  const available = list ? (unreadOnly ? list.unread : list.total) : 0;

  return (
    <section className="bo-notifications" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bo.notifications.title')}</h1>
      <p>{t('bo.notifications.intro')}</p>
      <div className="bo-notifications__bar">
        <label className="bo-notifications__filter">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.target.checked);
              setPages(1);
            }}
          />{' '}
          {t('bo.notifications.unread.only')}
        </label>
        {list && list.unread > 0 && (
          <button type="button" className="button" onClick={() => void mark({ all: true })}>
            {t('bo.notifications.mark.all')}
          </button>
        )}
      </div>
      <ScreenNotices
        notice={notice}
        loadFailed={list ? null : loadFailed}
        loading={!list && !loadFailed}
        onRetry={() => void first.refetch()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.notifications.loading')}
      />
      {list &&
        (list.items.length === 0 ? (
          <p>{unreadOnly ? t('bo.notifications.empty.unread') : t('bo.notifications.empty')}</p>
        ) : (
          <ul className="bo-notices" aria-label={t('bo.notifications.list.label')}>
            {/* Several hotels on the first page: every line names its hotel. */}
            <NoticeItems
              items={list.items}
              several={new Set(list.items.map((i) => i.hotelId)).size > 1}
              {...itemProps}
            />
            {Array.from({ length: pages - 1 }, (_, index) => index + 1).map((page) => (
              <OlderPage key={page} page={page} unreadOnly={unreadOnly} {...itemProps} />
            ))}
          </ul>
        ))}
      {list && pages * PAGE < available && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
            {t('bo.notifications.more')}
          </button>
        </p>
      )}
      <PreferencesPanel id={id} t={t} />
    </section>
  );
}

type ItemProps = {
  hotelId: number;
  language: ScreenProps['language'];
  t: Translate;
  follow: (item: NotificationItem, event: MouseEvent<HTMLAnchorElement>) => void;
  mark: (which: Which) => Promise<void>;
};

/** An older page of the list, read on demand; its lines join the list's. */
function OlderPage({ page, unreadOnly, ...props }: ItemProps & { page: number; unreadOnly: boolean }) {
  const read = useSecureQuery(notificationsEndpoints.listNotifications, pageInput(page, unreadOnly), {
    fallback: 'Error getting the notifications',
  });
  if (read.isError) {
    return (
      <li role="alert" className="bo-notice">
        {failureText(read.error, props.t, props.t('bo.notifications.load.error'))}
      </li>
    );
  }
  return read.data ? <NoticeItems items={read.data.items} several {...props} /> : null;
}

/** The lines of a page: each a link where it happened, and "Mark as read" while unread. */
function NoticeItems({
  items,
  several,
  hotelId,
  language,
  t,
  follow,
  mark,
}: ItemProps & { items: readonly NotificationItem[]; several: boolean }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id} className={`bo-notice${item.read ? '' : ' bo-notice--unread'}`}>
          <a
            className="bo-notice__link"
            href={secureLink(language, item.path)}
            onClick={(event) => follow(item, event)}
          >
            {!item.read && <span className="ui-sr-only">{t('bo.notifications.unread')}: </span>}
            <span className="bo-notice__text">{notificationMessage(item, t, language)}</span>
            <span className="bo-notice__meta">
              {several || item.hotelId !== hotelId ? `${item.hotelName} · ` : ''}
              {notificationWhen(item, language)}
            </span>
          </a>
          {!item.read && (
            <button type="button" className="bo-link-button" onClick={() => void mark({ ids: [item.id] })}>
              {t('bo.notifications.mark.read')}
              <span className="ui-sr-only">: {notificationMessage(item, t, language)}</span>
            </button>
          )}
        </li>
      ))}
    </>
  );
}

/** How each kind is received; the form edits a draft of the saved choices until it is saved. */
function PreferencesPanel({ id, t }: { id: string; t: ItemProps['t'] }) {
  const queryClient = useQueryClient();
  const read = useSecureQuery(
    notificationsEndpoints.getNotificationPreferences,
    {},
    {
      fallback: 'Error getting the notification preferences',
    },
  );
  // Null while the form shows the saved choices.
  const [draft, setDraft] = useState<Preference[] | null>(null);
  const preferences = draft ?? read.data?.preferences ?? null;
  const [saveStatus, setPrefsStatus] = useState<ScreenNotice | null>(null);
  const prefsStatus =
    saveStatus ?? (read.isError ? { kind: 'error' as const, text: t('bo.notifications.load.error') } : null);

  const choose = (kind: Preference['kind'], channel: NotificationChannel) =>
    setDraft(preferences?.map((item) => (item.kind === kind ? { ...item, channel } : item)) ?? null);

  const save = async () => {
    if (!preferences) return;
    setPrefsStatus(null);
    try {
      const saved = await secureApi(
        notificationsEndpoints.saveNotificationPreferences,
        { body: { preferences } },
        { fallback: 'Error saving the notification preferences' },
      );
      queryClient.setQueryData(secureQueryKey(notificationsEndpoints.getNotificationPreferences, {}), saved);
      setDraft(null);
      setPrefsStatus({ kind: 'status', text: t('bo.notifications.prefs.saved') });
    } catch (error) {
      setPrefsStatus({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.notifications.prefs.error') });
    }
  };

  return (
    <section className="bo-notifications__panel" aria-labelledby={`${id}-prefs`}>
      <h2 id={`${id}-prefs`}>{t('bo.notifications.prefs.title')}</h2>
      <p>{t('bo.notifications.prefs.intro')}</p>
      {preferences && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="bo-notifications__prefs">
            {preferences.map((preference) => (
              <fieldset key={preference.kind}>
                <legend>{t.text(`bo.notifications.kind.${preference.kind}`)}</legend>
                <div className="bo-notifications__choices">
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <label key={channel}>
                      <input
                        type="radio"
                        name={`${id}-${preference.kind}`}
                        value={channel}
                        checked={preference.channel === channel}
                        onChange={() => choose(preference.kind, channel)}
                      />
                      {t(`bo.notifications.channel.${channel}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <button type="submit" className="button">
            {t('bo.notifications.prefs.save')}
          </button>
        </form>
      )}
      <ScreenNotices
        notice={prefsStatus}
        loadFailed={null}
        loading={false}
        onRetry={() => {}}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.app.loading')}
      />
    </section>
  );
}
