/** The legend of the planning's colours: each reservation source's, overbooking's and closed's. */
import type { PlanningResponse } from '../../../contracts/secure/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { barColours } from './planning-layout.ts';

/** A reservation source's name in the language (an unknown source shows its code). */
function sourceName(t: Translate, code: string): string {
  const key = `bo.planning.source.${code}`;
  return t.has(key) ? t.text(key) : code;
}

export function PlanningLegend({ sources, t }: { sources: PlanningResponse['sources']; t: Translate }) {
  if (sources.length === 0) return null;
  return (
    <section className="pg-legend" aria-labelledby="pg-legend-title">
      <h2 id="pg-legend-title" className="pg-legend__title">
        {t('bo.planning.legend')}
      </h2>
      <ul className="pg-legend__list">
        {sources.map((source) => {
          const colours = barColours(source.color);
          return (
            <li key={source.code}>
              <span
                className="pg-legend__chip"
                style={{ '--bar-bg': colours.background, '--bar-fg': colours.text } as React.CSSProperties}
              >
                {sourceName(t, source.code)}
              </span>
            </li>
          );
        })}
        <li>
          <span className="pg-legend__chip pg-legend__chip--overbooking">
            {t('bo.planning.legend.overbooking')}
          </span>
        </li>
        <li>
          <span className="pg-legend__chip pg-legend__chip--closed">{t('bo.planning.legend.closed')}</span>
        </li>
      </ul>
    </section>
  );
}
