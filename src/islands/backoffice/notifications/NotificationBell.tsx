/**
 * The bell in the back office's top bar (TEAM-2): a button whose name says how many are unread
 * ("Notifications: 3 unread"), opening a non-modal popover (a disclosure, positioned with
 * floating-ui) with the newest few, each a link to where it happened, "Mark all as read" and the
 * list page. Escape or a click outside closes it; Escape gives focus back to the bell. It polls
 * through ./store.ts (30 s, ETag, paused in hidden tabs), the read the list page shares.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { NotificationItem } from '../../../contracts/secure/notifications.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBell, useMarkRead } from './store.ts';
import { notificationMessage, notificationWhen, secureLink } from './text.ts';
import './notifications.css';

type Props = {
  language: Language;
  t: Translate;
  hotels: readonly ManagedHotel[];
  hotel: ManagedHotel | null;
  onHotelChange: (hotel: ManagedHotel) => void;
};

/** More than this shows as "99+" on the badge (the button's name keeps the real count). */
const BADGE_MAX = 99;

export function NotificationBell({ language, t, hotels, hotel, onHotelChange }: Props) {
  const read = useBell();
  const bell = read.data ?? { unread: 0, items: [] };
  const marking = useMarkRead();
  const markRead = (which: { ids: number[] } | { all: true }) => marking.mutateAsync({ body: which });
  const [open, setOpen] = useState(false);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  /** Opening one: read, and the hotel it is about becomes the app's (the Shell then navigates). */
  const follow = (item: NotificationItem) => {
    if (!item.read) void markRead({ ids: [item.id] }).catch(() => {});
    if (hotel && item.hotelId !== hotel.id) {
      const other = hotels.find((candidate) => candidate.id === item.hotelId);
      if (other) onHotelChange(other);
    }
    setOpen(false);
  };

  const name =
    bell.unread > 0 ? t('bo.notifications.bell', { count: bell.unread }) : t('bo.notifications.bell.none');
  const several = hotels.length > 1;

  return (
    <div className="bo-bell">
      <button
        ref={(node) => {
          buttonRef.current = node;
          refs.setReference(node);
        }}
        type="button"
        className="bo-bell__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6zM9.5 19a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span className="ui-sr-only">{name}</span>
        {bell.unread > 0 && (
          <span className="bo-bell__badge" aria-hidden="true">
            {bell.unread > BADGE_MAX ? `${BADGE_MAX}+` : bell.unread}
          </span>
        )}
      </button>
      <section
        ref={(node) => {
          panelRef.current = node;
          refs.setFloating(node);
        }}
        id={`${id}-panel`}
        className="bo-bell__panel"
        style={floatingStyles}
        hidden={!open}
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close(true);
        }}
      >
        <div className="bo-bell__head">
          <h2 id={`${id}-title`} className="bo-bell__title">
            {t('bo.notifications.title')}
          </h2>
          {bell.unread > 0 && (
            <button
              type="button"
              className="bo-link-button"
              onClick={() => void markRead({ all: true }).catch(() => {})}
            >
              {t('bo.notifications.mark.all')}
            </button>
          )}
        </div>
        {bell.items.length === 0 ? (
          <p className="bo-bell__empty">{t('bo.notifications.empty')}</p>
        ) : (
          <ul className="bo-bell__list">
            {bell.items.map((item) => (
              <li key={item.id} className={`bo-notice${item.read ? '' : ' bo-notice--unread'}`}>
                <a
                  className="bo-notice__link"
                  href={secureLink(language, item.path)}
                  onClick={() => follow(item)}
                >
                  {!item.read && <span className="ui-sr-only">{t('bo.notifications.unread')}: </span>}
                  <span className="bo-notice__text">{notificationMessage(item, t, language)}</span>
                  <span className="bo-notice__meta">
                    {several ? `${item.hotelName} · ` : ''}
                    {notificationWhen(item, language)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <a
          className="bo-bell__all"
          href={secureLink(language, '/notifications')}
          onClick={() => setOpen(false)}
        >
          {t('bo.notifications.bell.all')}
        </a>
      </section>
    </div>
  );
}
