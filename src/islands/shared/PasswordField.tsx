/** A password field with a show/hide toggle (a real button with aria-pressed) next to the input. */
import { type ReactNode, type Ref, useState } from 'react';
import { type FieldErrorLike, TextField } from './fields.tsx';
import type { LooseTranslate } from './i18n.ts';

type Props = {
  id: string;
  label: ReactNode;
  t: LooseTranslate;
  showLabel: string;
  hideLabel: string;
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

export function PasswordField({ showLabel, hideLabel, ...props }: Props) {
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
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
