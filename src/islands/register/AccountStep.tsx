/** The register wizard's first step: who the manager is and how they will sign in. */
import { REGISTER_NAME_MAX_LENGTH } from '../../contracts/register.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../domain/formats.ts';
import type { Translate } from '../../i18n/translate.ts';
import { type FieldErrors, TextInput } from '../backoffice/property/form.tsx';
import type { AccountDraft } from './drafts.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { fieldError } from './register-steps.ts';

export function AccountStep({
  t,
  account,
  errors,
  onChange,
}: {
  t: Translate;
  account: AccountDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<AccountDraft>) => void;
}) {
  const field = fieldError(t, errors);
  return (
    <div className="register-grid">
      <TextInput
        label={t('register.account.name')}
        required
        value={account.name}
        autoComplete="given-name"
        maxLength={REGISTER_NAME_MAX_LENGTH + 20}
        onChange={(name) => onChange({ name })}
        error={field('account.name', { count: REGISTER_NAME_MAX_LENGTH })}
      />
      <TextInput
        label={t('register.account.surname')}
        required
        value={account.surname}
        autoComplete="family-name"
        maxLength={REGISTER_NAME_MAX_LENGTH + 20}
        onChange={(surname) => onChange({ surname })}
        error={field('account.surname', { count: REGISTER_NAME_MAX_LENGTH })}
      />
      <TextInput
        label={t('register.account.email')}
        type="email"
        required
        value={account.email}
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        onChange={(email) => onChange({ email })}
        error={field('account.email', { count: EMAIL_MAX_LENGTH })}
      />
      <TextInput
        label={t('register.account.username')}
        hint={t('register.account.username.hint')}
        required
        value={account.username}
        autoComplete="username"
        maxLength={64}
        onChange={(username) => onChange({ username })}
        error={field('account.username', { count: 32 })}
      />
      <PasswordInput
        t={t}
        label={t('register.account.password')}
        hint={t('register.account.password.hint')}
        value={account.password}
        autoComplete="new-password"
        meter
        onChange={(password) => onChange({ password })}
        error={field('account.password', {
          count: account.password.length < 8 ? 8 : PASSWORD_MAX_LENGTH,
        })}
      />
      <PasswordInput
        t={t}
        label={t('register.account.confirm')}
        value={account.confirmPassword}
        autoComplete="new-password"
        onChange={(confirmPassword) => onChange({ confirmPassword })}
        error={field('account.confirmPassword')}
      />
    </div>
  );
}
