/**
 * The code to paste: the snippet (the pinned script with its integrity when the build's manifest
 * was read, else the latest script), the CSP lines the host page needs, each with its Copy button.
 */
import type { Translate } from '../../../../i18n/translate.ts';
import type { WidgetManifest } from '../snippet.ts';

export function SnippetCode(props: {
  ids: string;
  t: Translate;
  /** Undefined while loading, null when it could not be read. */
  manifest: WidgetManifest | null | undefined;
  code: string;
  csp: string;
  copy: (text: string) => void;
}) {
  const { ids, t, manifest } = props;
  return (
    <section className="bo-widget__section" aria-labelledby={`${ids}-code`}>
      <h2 id={`${ids}-code`}>{t('bo.widget.code.heading')}</h2>
      <p id={`${ids}-snippet-label`}>{t('bo.widget.code.snippet')}</p>
      {manifest === undefined ? (
        <p role="status">{t('generic.loading')}</p>
      ) : (
        <pre className="bo-widget__code" data-testid="widget-snippet">
          <code>{props.code}</code>
        </pre>
      )}
      <p className="bo-widget__muted">
        {manifest === null ? t('bo.widget.code.latest') : t('bo.widget.code.pinned')}
      </p>
      <button type="button" className="button" onClick={() => props.copy(props.code)}>
        {t('bo.widget.copy.snippet')}
      </button>
      <p id={`${ids}-csp-label`}>{t('bo.widget.code.csp')}</p>
      <pre className="bo-widget__code" data-testid="widget-csp">
        <code>{props.csp}</code>
      </pre>
      <button type="button" className="button button--secondary" onClick={() => props.copy(props.csp)}>
        {t('bo.widget.copy.csp')}
      </button>
    </section>
  );
}
