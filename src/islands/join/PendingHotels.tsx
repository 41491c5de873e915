/**
 * The logged-in manager's pending properties (VISITOR, SITELIM): 3 per page, newest first
 * (GET join/hotels?size=3&sort=createdDate,desc&onlyPending=true), with previous/next paging.
 * The current page stays on screen while the next one loads, so the paging buttons keep focus.
 */
import { useEffect, useId, useState } from 'react';
import type { Language, Page, PendingHotel } from '../../contracts/types.ts';
import { LOCALE } from '../../domain/dates-format.ts';
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import type messages from './messages.gen.json';

export const PENDING_PAGE_SIZE = 3;

/** `failed`: the text of the last failure (the timeout message or the list's own error), or null. */
type State = { page: number; loading: boolean; failed: string | null; data: Page<PendingHotel> | null };

export function PendingHotels({
  language,
  t,
}: {
  language: Language;
  t: Translate<keyof (typeof messages)['en']>;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ page: 0, loading: true, failed: null, data: null });
  const { page, loading, failed, data } = state;

  useEffect(() => {
    let active = true;
    browserApi()
      .pendingHotels({ page, size: PENDING_PAGE_SIZE, sort: 'createdDate,desc', onlyPending: true })
      .then((next) => {
        if (active) setState({ page, loading: false, failed: null, data: next });
      })
      .catch((error: unknown) => {
        const failed = timeoutMessage(error, t) ?? t('forms.join.pending.error');
        if (active) setState((current) => ({ ...current, loading: false, failed }));
      });
    return () => {
      active = false;
    };
  }, [page, t]);

  const go = (next: number) => {
    if (!loading) setState((current) => ({ ...current, page: next, loading: true, failed: null }));
  };
  const dateFormat = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium' });

  return (
    <section className="pending-hotels" aria-labelledby={`${id}-title`} aria-busy={loading}>
      <h3 id={`${id}-title`}>{t('join.pending.title')}</h3>
      {loading && !data && <p>{t('generic.loading')}</p>}
      {failed && <p role="alert">{failed}</p>}
      {data && data.content.length === 0 && <p>{t('join.pending.empty')}</p>}
      {data && data.content.length > 0 && (
        <ul className="pending-hotels__list">
          {data.content.map((hotel) => (
            <li key={hotel.id} className="pending-hotels__item">
              <strong>{hotel.name}</strong>
              {hotel.addressInfo?.city && <span> · {hotel.addressInfo.city}</span>}
              <br />
              <small>
                {t('forms.join.pending.created', { date: dateFormat.format(new Date(hotel.createdDate)) })}
              </small>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <nav className="pending-hotels__pages" aria-label={t('forms.join.pending.pages')}>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={data.first || loading}
            onClick={() => !data.first && go(page - 1)}
          >
            {t('button.previous')}
          </button>
          <span aria-live="polite">
            {t('forms.join.pending.page', { page: data.number + 1, pages: data.totalPages })}
          </span>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={data.last || loading}
            onClick={() => !data.last && go(page + 1)}
          >
            {t('button.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
