/**
 * A sent quote request: the confirmation (focused, so that a screen reader reads it), the three
 * next steps, the server's message, and the ways on: home, or a new request for the same e-mail.
 */
import { useEffect, useRef } from 'react';
import type { Language } from '../../contracts/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { siteUrl } from '../shared/navigation.ts';
import type messages from './messages.gen.json';

type Props = {
  language: Language;
  t: Translate<keyof (typeof messages)['en']>;
  email: string | undefined;
  /** The server's message. */
  message: string;
};

export function QuoteSuccess({ language, t, email, message }: Props) {
  const successRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    successRef.current?.focus();
  }, []);
  return (
    <div className="island quote-form quote-form--done">
      <div className="card" role="status">
        <h2 ref={successRef} tabIndex={-1}>
          {t('dialog.success.title')}
        </h2>
        <p>{t('forms.quote.success.received', { email })}</p>
        <h3>{t('forms.quote.success.next')}</h3>
        <ol className="quote-next">
          <li>{t('forms.quote.success.step.1')}</li>
          <li>{t('forms.quote.success.step.2')}</li>
          <li>{t('forms.quote.success.step.3')}</li>
        </ol>
        {message && <p className="form-hint">{message}</p>}
      </div>
      <div className="form-actions">
        <a className="button" href={siteUrl(language, '/')}>
          {t('button.go.home')}
        </a>
        <a className="button button--secondary" href={siteUrl(language, '/quote', { email })}>
          {t('forms.quote.new.request')}
        </a>
      </div>
    </div>
  );
}
