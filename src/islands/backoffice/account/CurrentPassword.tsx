/**
 * The current password a sensitive change asks for, with the account's address hidden beside it so
 * password managers fill the right entry (My account's password change and two-factor forms).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../../contracts/auth.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { FieldErrorLike } from '../../shared/fields.tsx';
import { PasswordField } from '../../shared/PasswordField.tsx';

export function CurrentPassword(props: {
  id: string;
  t: Translate;
  email: string;
  error: FieldErrorLike;
  field: UseFormRegisterReturn<'currentPassword'>;
}) {
  const { t } = props;
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
      <PasswordField
        id={props.id}
        label={t('bo.account.password.current')}
        t={t}
        showLabel={t('login.password.show')}
        autoComplete="current-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        error={props.error}
        {...props.field}
      />
    </>
  );
}
