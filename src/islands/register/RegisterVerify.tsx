/**
 * /register/verify?id=…&token=… (INSIGHT-3): the activation link of the registration e-mail. The
 * page asks for one click before calling POST /register/verify, so that a mail scanner opening
 * the link does not activate the account; on success it leads to the login (no session is
 * opened by the link itself).
 */
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language } from '../../contracts/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { siteUrl } from '../shared/navigation.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import { useStartup } from '../shared/useStartup.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import messages from './messages.gen.json';
import '../shared/islands.css';
import './register.css';

export function RegisterVerify({ language }: { language: Language }) {
  const t = useTranslations(messages, language) as Translate;
  useStartup(language);
  const [link, setLink] = useState<{ id: string; token: string } | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const id = query.get('id');
    const token = query.get('token');
    setLink(id && token ? { id, token } : null);
  }, []);

  useEffect(() => {
    if (username) doneRef.current?.focus();
  }, [username]);

  if (link === undefined) return null;
  if (link === null) {
    return (
      <div className="island">
        <p role="alert">{t('register.verify.missing')}</p>
      </div>
    );
  }

  const activate = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi().verifyRegistration(link);
      setUsername(answer.username);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        setError(t.text(failure.errors[0]?.code ?? 'error.register.link.invalid'));
      } else if (failure instanceof ApiRequestError && failure.status === 429) {
        setError(t('error.rate.limit'));
      } else {
        setError(timeoutMessage(failure, t) ?? t('register.error'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (username) {
    return (
      <div className="island register-sent" role="status">
        <p ref={doneRef} tabIndex={-1}>
          {t('register.verify.done', { username })}
        </p>
        <a className="button" href={siteUrl(language, '/login')}>
          {t('register.verify.login')}
        </a>
      </div>
    );
  }

  return (
    <div className="island">
      <p>{t('register.verify.text')}</p>
      <button
        type="button"
        className="button"
        onClick={activate}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('register.verify.submit')}
      </button>
      <div role="alert">{error ? <p className="register-error">{error}</p> : null}</div>
    </div>
  );
}
