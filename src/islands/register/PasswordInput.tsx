/** The password field of the sign-up: shown or hidden on request, with its strength meter. */
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../domain/formats.ts';
import { passwordStrength } from '../../domain/password-strength.ts';
import type { Translate } from '../../i18n/translate.ts';
import { describedBy, FieldShell, useFieldIds } from '../../ui/field.tsx';
import '../shared/islands.css';
import '../backoffice/property/property.css';

export function PasswordInput(props: {
  t: Translate;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  autoComplete: 'new-password';
  meter?: boolean;
}) {
  const ids = useFieldIds();
  const [visible, setVisible] = useState(false);
  const strength = passwordStrength(props.value);
  const meterId = `${ids.inputId}-meter`;
  return (
    <FieldShell ids={ids} label={props.label} hint={props.hint} error={props.error} required>
      <div className="register-password">
        <input
          id={ids.inputId}
          className="ui-input"
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          maxLength={PASSWORD_MAX_LENGTH * 2}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-required
          aria-describedby={describedBy(ids, props.hint, props.error, props.meter ? meterId : undefined)}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={visible}
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {props.t('register.account.password.show')}
        </button>
      </div>
      {props.meter ? (
        <div className="register-strength" id={meterId}>
          <label className="register-strength__label">
            {props.t('register.password.strength')}: {props.t(`register.password.level.${strength.level}`)}
            <meter
              min={0}
              max={5}
              low={3}
              high={5}
              optimum={5}
              value={strength.score}
              data-level={strength.level}
            />
          </label>
          <ul className="register-strength__rules">
            {(['length', 'digit', 'lower', 'upper', 'special'] as const).map((rule) => (
              <li key={rule} data-met={strength.met[rule] || undefined}>
                <span aria-hidden="true">{strength.met[rule] ? '✓' : '○'} </span>
                {props.t(`register.password.rule.${rule}`)}
                <span className="visually-hidden">
                  :{' '}
                  {props.t(
                    strength.met[rule] ? 'register.password.rule.met' : 'register.password.rule.missing',
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FieldShell>
  );
}
