/**
 * Changing the password with the current one: every other device is signed out (the caller reads
 * the devices again). The form checks the route's own schema; the worker's field errors land on
 * the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountEndpoints } from '../../../contracts/routes/account.ts';
import { type PasswordChangeInput, passwordChangeInput } from '../../../contracts/secure/account.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { FormStatus } from '../../shared/fields.tsx';
import { NewPasswordFields } from '../../shared/PasswordField.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { CurrentPassword } from './CurrentPassword.tsx';
import { putFieldErrors } from './form-failure.ts';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

export function PasswordPanel({
  id,
  t,
  email,
  onChanged,
}: {
  /** The screen's id prefix (the fields' ids start with it). */
  id: string;
  t: Translate;
  /** The account's address, for password managers. */
  email: string;
  onChanged: () => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [formStatus, setFormStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeInput),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const change = async (input: PasswordChangeInput) => {
    setFormError(null);
    setFormStatus(null);
    try {
      await secureApi(
        accountEndpoints.changePassword,
        { body: input },
        { fallback: 'Error changing the password' },
      );
      reset();
      setFormStatus(t('bo.account.password.changed'));
      await onChanged();
    } catch (error) {
      setFormError(
        putFieldErrors(error, setError, FIELDS)
          ? t('error.validation.fields.text')
          : (timeoutMessage(error, t) ?? t('bo.app.load.error')),
      );
    }
  };

  return (
    <section className="bo-account-screen__panel" aria-labelledby={`${id}-password`}>
      <h2 id={`${id}-password`}>{t('bo.account.password.title')}</h2>
      <p>{t('bo.account.password.text')}</p>
      <form noValidate onSubmit={handleSubmit(change)}>
        <CurrentPassword
          id={`${id}-current`}
          t={t}
          email={email}
          error={errors.currentPassword}
          field={register('currentPassword')}
        />
        <NewPasswordFields
          id={id}
          t={t}
          labels={{ password: t('bo.account.password.new'), confirm: t('bo.account.password.confirm') }}
          password={register('password')}
          confirm={register('confirmPassword')}
          errors={{ password: errors.password, confirm: errors.confirmPassword }}
        />
        <FormStatus error={formError} status={formStatus} />
        <div>
          <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
            {t('bo.account.password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
