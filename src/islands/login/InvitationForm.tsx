/**
 * Accepting an invitation to a hotel's staff (TEAM-1, /invitation?token=…): the page reads the
 * invitation first (hotel, address, role, whether the address has an account), then asks a new
 * person for their name and a password of the registration's rules, or a person with an account
 * for that account's password. It ends with a link to log in; a used, expired or replaced link
 * says so. The token never leaves the page but to the API.
 */
import { useEffect, useRef, useState } from 'react';
import type { InvitationPreview } from '../../contracts/secure/staff.ts';
import type { Language } from '../../contracts/types.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { siteUrl } from '../shared/navigation.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import './login.css';
import { useStartup } from '../shared/useStartup.ts';
import { INVALID, InvitationAccept } from './InvitationAccept.tsx';
import messages from './messages.gen.json';

export type InvitationFormProps = { language: Language };

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'form'; token: string; preview: InvitationPreview }
  | { kind: 'done'; preview: InvitationPreview };

export function InvitationForm({ language }: InvitationFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token')?.trim();
    if (!token) {
      setState({ kind: 'missing' });
      return;
    }
    browserApi()
      .previewInvitation(token)
      .then(
        (preview) => setState({ kind: 'form', token, preview }),
        () => setState({ kind: 'invalid' }),
      );
  }, []);

  useEffect(() => {
    if (state.kind === 'done' || state.kind === 'invalid') outcomeRef.current?.focus();
  }, [state.kind]);

  if (state.kind === 'loading') {
    return (
      <div className="island reset-form" aria-busy="true">
        <p role="status">{t('invitation.loading')}</p>
      </div>
    );
  }
  if (state.kind === 'missing' || state.kind === 'invalid') {
    return (
      <div className="island reset-form">
        <div ref={outcomeRef} tabIndex={-1} className="form-outcome">
          <p className="form-message form-message--error" role="alert">
            {t(state.kind === 'missing' ? 'invitation.missing' : INVALID)}
          </p>
          <a className="button" href={siteUrl(language, '/login')}>
            {t('login.submit')}
          </a>
        </div>
      </div>
    );
  }
  const { preview } = state;
  if (state.kind === 'done') {
    return (
      <div className="island reset-form">
        <div ref={outcomeRef} tabIndex={-1} className="form-outcome">
          <p className="form-message form-message--success" role="status">
            {t('invitation.success', { hotel: preview.hotelName, email: preview.email })}
          </p>
          <a className="button" href={siteUrl(language, '/login')}>
            {t('login.submit')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <InvitationAccept
      language={language}
      token={state.token}
      preview={preview}
      onDone={() => setState({ kind: 'done', preview })}
      onInvalid={() => setState({ kind: 'invalid' })}
    />
  );
}

export default InvitationForm;
