/**
 * A password field with a "Show password" toggle next to the input: a real button whose state is
 * aria-pressed and whose label never changes (WAI-ARIA APG button pattern: a toggle that also
 * changed its label would announce a contradiction).
 */
import { type ReactNode, type Ref, useState } from 'react';
import { PASSWORD_INPUT_MAX_LENGTH } from '../../contracts/auth.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/formats.ts';
import type { LooseTranslate } from '../../i18n/translate.ts';
import { type FieldErrorLike, TextField } from './fields.tsx';

type Props = {
  id: string;
  label: ReactNode;
  t: LooseTranslate;
  showLabel: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  error?: FieldErrorLike;
  hint?: ReactNode;
  minLength?: number;
  maxLength?: number;
};

export function PasswordField({ showLabel, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      required
      after={
        <button
          type="button"
          className="button button--secondary field-toggle"
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((value) => !value)}
        >
          {showLabel}
        </button>
      }
    />
  );
}

/** What react-hook-form's `register(name)` gives a field. */
type RegisteredField = Pick<Props, 'name' | 'ref' | 'onChange' | 'onBlur'>;

/**
 * A new password with its rules, then its confirmation: the same pair wherever a password is set
 * (the reset link, My account, an invitation), so the rules, the lengths and the wording read the
 * same. The password keeps the policy's lengths; the confirmation is capped only at the longest
 * input the worker reads, so a mismatch is said by the schema rather than cut short by the input.
 */
export function NewPasswordFields({
  id,
  t,
  labels,
  password,
  confirm,
  errors,
}: {
  id: string;
  t: LooseTranslate;
  labels: { password: ReactNode; confirm: ReactNode };
  password: RegisteredField;
  confirm: RegisteredField;
  errors: { password?: FieldErrorLike | undefined; confirm?: FieldErrorLike | undefined };
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={labels.password}
        t={t}
        showLabel={t.text('login.password.show')}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={
          <p>
            <strong>{t.text('forms.reset.rules.title')}:</strong> {t.text('reset.rules')}
          </p>
        }
        {...(errors.password ? { error: errors.password } : {})}
        {...password}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={labels.confirm}
        t={t}
        showLabel={t.text('login.password.show')}
        autoComplete="new-password"
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        {...(errors.confirm ? { error: errors.confirm } : {})}
        {...confirm}
      />
    </>
  );
}
