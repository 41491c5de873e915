/**
 * Accepting an invitation to a hotel's staff (TEAM-1, /invitation?token=…): the page reads the
 * invitation first (hotel, address, role, whether the address has an account), then asks a new
 * person for their name and a password of the registration's rules, or a person with an account
 * for that account's password. It ends with a link to log in; a used, expired or replaced link
 * says so. The token never leaves the page but to the API.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../contracts/auth.ts';
import { ApiRequestError } from '../../contracts/client/http.ts';
import { type InvitationPreview, STAFF_NAME_MAX_LENGTH } from '../../contracts/secure/staff.ts';
import type { Language } from '../../contracts/types.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/formats.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { FormStatus, TextField } from '../shared/fields.tsx';
import { siteUrl, unlessBusy } from '../shared/navigation.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import './login.css';
import { useStartup } from '../shared/useStartup.ts';
import messages from './messages.gen.json';

export type InvitationFormProps = { language: Language };

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'invalid' }
  | { kind: 'form'; token: string; preview: InvitationPreview }
  | { kind: 'done'; preview: InvitationPreview };

const INVALID = 'error.invitation.invalid';

export function InvitationForm({ language }: InvitationFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  const role = t(`bo.role.${preview.role}`);
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

  const existing = preview.existingAccount;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const missing = {
      ...(existing || name ? {} : { name: 'error.required' }),
      ...(password ? {} : { password: 'error.required' }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      setFormError(t('error.validation.fields.text'));
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await browserApi().acceptInvitation({ token: state.token, password, ...(existing ? {} : { name }) });
      setState({ kind: 'done', preview });
    } catch (error) {
      const timedOut = timeoutMessage(error, t);
      if (timedOut) setFormError(timedOut);
      else if (error instanceof ApiRequestError && error.errors.some((e) => e.code === INVALID)) {
        setState({ kind: 'invalid' });
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setFormError(t('error.rate.limit'));
      } else if (error instanceof ApiRequestError && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.code])));
        setFormError(t('error.validation.fields.text'));
      } else setFormError(t('invitation.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="island reset-form">
      <p>
        <strong>{t('invitation.heading', { hotel: preview.hotelName, role })}</strong>
      </p>
      <p>{t('invitation.email', { email: preview.email })}</p>
      {existing ? <p>{t('invitation.existing')}</p> : null}
      <form method="post" noValidate onSubmit={unlessBusy(busy, onSubmit)}>
        <input type="email" name="username" autoComplete="username" value={preview.email} readOnly hidden />
        {existing ? null : (
          <TextField
            id={`${id}-name`}
            name="name"
            label={t('invitation.name')}
            t={t}
            required
            autoComplete="name"
            maxLength={STAFF_NAME_MAX_LENGTH}
            error={errors.name ? { message: errors.name } : undefined}
          />
        )}
        <PasswordField
          id={`${id}-password`}
          name="password"
          label={t(existing ? 'invitation.password.existing' : 'invitation.password')}
          t={t}
          showLabel={t('login.password.show')}
          autoComplete={existing ? 'current-password' : 'new-password'}
          {...(existing
            ? { maxLength: PASSWORD_INPUT_MAX_LENGTH }
            : { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })}
          hint={
            existing ? undefined : (
              <p>
                <strong>{t('forms.reset.rules.title')}:</strong> {t('reset.rules')}
              </p>
            )
          }
          error={errors.password ? { message: errors.password } : undefined}
        />
        <FormStatus error={formError} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('invitation.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

export default InvitationForm;
