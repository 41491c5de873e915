/**
 * The notifications page (TEAM-2, decision 056): everything the person was told, of every hotel
 * where they work, newest first, each linking where it happened; "Mark as read" per item and for
 * all; "Unread only"; older pages on demand. Below, how each kind is received: in the app, in the
 * app and by e-mail, or not at all. Marking read here updates the bell (./store.ts).
 */
import { useStore } from '@nanostores/react';
import { type MouseEvent, useCallback, useEffect, useId, useState } from 'react';
import { notificationsEndpoints } from '../../../contracts/routes/notifications.ts';
import type {
  NotificationItem,
  NotificationList,
  NotificationPreferences,
} from '../../../contracts/secure/notifications.ts';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../domain/notifications.ts';
import { $user } from '../../../stores/session.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { storeHotel } from '../app/hotel-choice.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { markRead } from './store.ts';
import { notificationMessage, notificationWhen, secureLink } from './text.ts';
import './notifications.css';

const PAGE = 20;

type Preference = NotificationPreferences['preferences'][number];

export default function NotificationsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const user = useStore($user);
  const [list, setList] = useState<NotificationList | null>(null);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [preferences, setPreferences] = useState<Preference[] | null>(null);
  const [prefsStatus, setPrefsStatus] = useState<ScreenNotice | null>(null);

  const load = useCallback(
    async (count = PAGE) => {
      try {
        const page = await secureApi(
          notificationsEndpoints.listNotifications,
          { query: { offset: 0, limit: Math.min(count, 50), unread: unreadOnly ? 'true' : undefined } },
          { fallback: 'Error getting the notifications' },
        );
        setList(page);
        setLoadFailed(null);
      } catch (error) {
        setLoadFailed(timeoutMessage(error, t) ?? t('bo.notifications.load.error'));
      }
    },
    [t, unreadOnly],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    secureApi(
      notificationsEndpoints.getNotificationPreferences,
      {},
      { fallback: 'Error getting the notification preferences' },
    )
      .then((body) => setPreferences(body.preferences))
      .catch(() => setPrefsStatus({ kind: 'error', text: t('bo.notifications.load.error') }));
  }, [t]);

  /** Older ones: the next page, appended. */
  const more = async () => {
    if (!list) return;
    try {
      const page = await secureApi(
        notificationsEndpoints.listNotifications,
        { query: { offset: list.items.length, limit: PAGE, unread: unreadOnly ? 'true' : undefined } },
        { fallback: 'Error getting the notifications' },
      );
      setList({ ...page, items: [...list.items, ...page.items] });
    } catch (error) {
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.notifications.load.error') });
    }
  };

  const mark = async (which: { ids: number[] } | { all: true }) => {
    setNotice(null);
    try {
      await markRead(which);
      setNotice({ kind: 'status', text: t('bo.notifications.marked') });
      await load(Math.max(PAGE, list?.items.length ?? 0));
    } catch (error) {
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.app.load.error') });
    }
  };

  /** Another hotel's notice: that hotel becomes the app's, with a page load (the shell reads the choice). */
  const follow = (item: NotificationItem, event: MouseEvent<HTMLAnchorElement>) => {
    if (!item.read) void markRead({ ids: [item.id] }).catch(() => {});
    if (item.hotelId === hotel.id || user.status !== 'manager') return;
    event.preventDefault();
    storeHotel(window.localStorage, user.me.id, item.hotelId);
    window.location.assign(event.currentTarget.href);
  };

  const choose = (kind: Preference['kind'], channel: NotificationChannel) =>
    setPreferences(
      (current) => current?.map((item) => (item.kind === kind ? { ...item, channel } : item)) ?? null,
    );

  const save = async () => {
    if (!preferences) return;
    setPrefsStatus(null);
    try {
      const saved = await secureApi(
        notificationsEndpoints.saveNotificationPreferences,
        { body: { preferences } },
        { fallback: 'Error saving the notification preferences' },
      );
      setPreferences(saved.preferences);
      setPrefsStatus({ kind: 'status', text: t('bo.notifications.prefs.saved') });
    } catch (error) {
      setPrefsStatus({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.notifications.prefs.error') });
    }
  };

  const several = new Set(list?.items.map((item) => item.hotelId)).size > 1;

  return (
    <section className="bo-notifications" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('bo.notifications.title')}</h1>
      <p>{t('bo.notifications.intro')}</p>
      <div className="bo-notifications__bar">
        <label className="bo-notifications__filter">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => setUnreadOnly(event.target.checked)}
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
        onRetry={() => void load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.notifications.loading')}
      />
      {list &&
        (list.items.length === 0 ? (
          <p>{unreadOnly ? t('bo.notifications.empty.unread') : t('bo.notifications.empty')}</p>
        ) : (
          <ul className="bo-notices" aria-label={t('bo.notifications.list.label')}>
            {list.items.map((item) => (
              <li key={item.id} className={`bo-notice${item.read ? '' : ' bo-notice--unread'}`}>
                <a
                  className="bo-notice__link"
                  href={secureLink(language, item.path)}
                  onClick={(event) => follow(item, event)}
                >
                  {!item.read && <span className="ui-sr-only">{t('bo.notifications.unread')}: </span>}
                  <span className="bo-notice__text">{notificationMessage(item, t, language)}</span>
                  <span className="bo-notice__meta">
                    {several || item.hotelId !== hotel.id ? `${item.hotelName} · ` : ''}
                    {notificationWhen(item, language)}
                  </span>
                </a>
                {!item.read && (
                  <button
                    type="button"
                    className="bo-link-button"
                    onClick={() => void mark({ ids: [item.id] })}
                  >
                    {t('bo.notifications.mark.read')}
                    <span className="ui-sr-only">: {notificationMessage(item, t, language)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {list && list.items.length < (unreadOnly ? list.unread : list.total) && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => void more()}>
            {t('bo.notifications.more')}
          </button>
        </p>
      )}

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
    </section>
  );
}
