/**
 * 'Recently seen sites': the sites that showed the widget without being listed, when each was last
 * seen, the listed site it looks like (the usual typo, a missing `www.`), and Add for those that can be.
 */
import type { RefusedOriginView } from '../../../../contracts/secure/widget-sites.ts';
import type { Language } from '../../../../contracts/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { formatInstant } from '../../../../ui/format.ts';

export function RefusedSites(props: {
  ids: string;
  t: Translate;
  language: Language;
  timeZone: string;
  refused: readonly RefusedOriginView[];
  busy: boolean;
  onAdd: (origin: string) => void;
}) {
  const { ids, t } = props;
  return (
    <section className="bo-widget__section" aria-labelledby={`${ids}-refused`}>
      <h2 id={`${ids}-refused`}>{t('bo.widget.refused.heading')}</h2>
      <p className="bo-widget__muted">{t('bo.widget.refused.intro')}</p>
      {props.refused.length === 0 ? (
        <p>{t('bo.widget.refused.empty')}</p>
      ) : (
        <ul className="bo-widget__sites">
          {props.refused.map((seen) => (
            <li key={seen.origin} className="bo-widget__site">
              <div className="bo-widget__site-text">
                <span className="bo-widget__origin">{seen.origin}</span>
                <span className="bo-widget__muted">
                  {t('bo.widget.refused.seen', {
                    date: formatInstant(seen.lastSeen, props.language, props.timeZone),
                  })}
                </span>
                {seen.similarTo[0] !== undefined && (
                  <span>{t('bo.widget.refused.similar', { origin: seen.similarTo[0] })}</span>
                )}
                {!seen.addable && <span>{t('bo.widget.refused.not.addable')}</span>}
              </div>
              {seen.addable && (
                <div className="bo-widget__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={props.busy}
                    aria-label={t('bo.widget.refused.add.label', { origin: seen.origin })}
                    onClick={() => props.onAdd(seen.origin)}
                  >
                    {t('bo.widget.refused.add')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
