/**
 * The invitation's form: a new person's name and a password of the registration's rules, or, for
 * an address that has an account, that account's password. A refused token ends the form.
 */
import { type FormEvent, useId, useState } from 'react';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../contracts/auth.ts';
import { ApiRequestError } from '../../contracts/client/http.ts';
import { type InvitationPreview, STAFF_NAME_MAX_LENGTH } from '../../contracts/secure/staff.ts';
import type { Language } from '../../contracts/types.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/formats.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { FormStatus, TextField } from '../shared/fields.tsx';
import { unlessBusy } from '../shared/navigation.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import messages from './messages.gen.json';

/** The error code of a used, expired or replaced invitation link. */
export const INVALID = 'error.invitation.invalid';

export function InvitationAccept({
  language,
  token,
  preview,
  onDone,
  onInvalid,
}: {
  language: Language;
  token: string;
  preview: InvitationPreview;
  onDone: () => void;
  onInvalid: () => void;
}) {
  const t = useTranslations(messages, language);
  const id = useId();
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const role = t(`bo.role.${preview.role}`);
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
      await browserApi().acceptInvitation({ token, password, ...(existing ? {} : { name }) });
      onDone();
    } catch (error) {
      const timedOut = timeoutMessage(error, t);
      if (timedOut) setFormError(timedOut);
      else if (error instanceof ApiRequestError && error.errors.some((e) => e.code === INVALID)) {
        onInvalid();
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
