/**
 * A password field with a "Show password" toggle next to the input: a real button whose state is
 * aria-pressed and whose label never changes (WAI-ARIA APG button pattern: a toggle that also
 * changed its label would announce a contradiction).
 */
import { type ReactNode, type Ref, useState } from 'react';
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
