/**
 * The campaign link builder: a page of the hotel's site (the first allowed site until typed) with
 * dates, people and a promotion code the widget reads from the page's address; the link is shown,
 * with Copy, once the page is a valid address.
 */
import { useEffect, useState } from 'react';
import type { Translate } from '../../../../i18n/translate.ts';
import { type DeepLink, deepLinkUrl, MAX_ADULTS } from '../snippet.ts';

export function DeepLinkBuilder(props: {
  ids: string;
  t: Translate;
  /** The hotel's sites: the link starts from the first one. */
  sites: readonly string[];
  copy: (text: string) => void;
}) {
  const { ids, t, sites } = props;
  const [link, setLink] = useState<DeepLink>({
    page: sites[0] !== undefined ? `${sites[0]}/` : '',
    checkin: '',
    checkout: '',
    adults: 2,
    children: 0,
    promo: '',
  });
  // The sites load after the builder shows: an untouched page starts from the first one.
  useEffect(() => {
    setLink((current) =>
      current.page === '' && sites[0] !== undefined ? { ...current, page: `${sites[0]}/` } : current,
    );
  }, [sites]);
  const deepLink = deepLinkUrl(link);
  const pageInvalid = link.page !== '' && deepLink === null;

  return (
    <section className="bo-widget__section" aria-labelledby={`${ids}-link`}>
      <h2 id={`${ids}-link`}>{t('bo.widget.link.heading')}</h2>
      <p className="bo-widget__muted">{t('bo.widget.link.intro')}</p>
      <form className="bo-widget__link" onSubmit={(event) => event.preventDefault()}>
        <div className="bo-widget__link-page">
          <label htmlFor={`${ids}-page`}>{t('bo.widget.link.page')}</label>
          <input
            id={`${ids}-page`}
            type="url"
            spellCheck={false}
            placeholder="https://www.example.it/book"
            value={link.page}
            aria-invalid={pageInvalid}
            aria-describedby={pageInvalid ? `${ids}-page-error` : undefined}
            onChange={(event) => setLink({ ...link, page: event.currentTarget.value })}
          />
          {pageInvalid && (
            <p id={`${ids}-page-error`} className="bo-widget__error">
              {t('bo.widget.link.invalid')}
            </p>
          )}
        </div>
        {(['checkin', 'checkout'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${ids}-${name}`}>{t(`bo.widget.link.${name}`)}</label>
            <input
              id={`${ids}-${name}`}
              type="date"
              value={link[name]}
              onChange={(event) => setLink({ ...link, [name]: event.currentTarget.value })}
            />
          </div>
        ))}
        {(['adults', 'children'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${ids}-${name}`}>{t(`bo.widget.link.${name}`)}</label>
            <input
              id={`${ids}-${name}`}
              type="number"
              min={name === 'adults' ? 1 : 0}
              max={MAX_ADULTS}
              value={link[name]}
              onChange={(event) => {
                const value = Math.round(event.currentTarget.valueAsNumber);
                setLink({ ...link, [name]: Number.isFinite(value) ? value : 0 });
              }}
            />
          </div>
        ))}
        <div>
          <label htmlFor={`${ids}-promo`}>{t('bo.widget.link.promo')}</label>
          <input
            id={`${ids}-promo`}
            maxLength={40}
            value={link.promo}
            onChange={(event) => setLink({ ...link, promo: event.currentTarget.value })}
          />
        </div>
      </form>
      {deepLink !== null && (
        <>
          <pre className="bo-widget__code" data-testid="widget-deep-link">
            <code>{deepLink}</code>
          </pre>
          <button type="button" className="button button--secondary" onClick={() => props.copy(deepLink)}>
            {t('bo.widget.copy.link')}
          </button>
        </>
      )}
    </section>
  );
}
