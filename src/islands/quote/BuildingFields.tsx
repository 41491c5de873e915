/**
 * What the quote is for: the building type (a new type resets the form through `onTypeChange`),
 * the hint of NONE, and for MULTIPLE_HOTELS how many hotels and whether they form a group (with
 * its name).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { QuoteInput } from '../../contracts/join.ts';
import {
  QUOTE_COUNT_MAX,
  QUOTE_COUNT_MIN,
  QUOTE_GROUP_NAME_MAX_LENGTH,
} from '../../contracts/quote-limits.ts';
import { BUILDING_TYPES, type BuildingType } from '../../domain/hotel-types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { CheckboxField, TextField } from '../shared/fields.tsx';
import type messages from './messages.gen.json';
import { RequiredLabel } from './RequiredLabel.tsx';

type Props = {
  id: string;
  t: Translate<keyof (typeof messages)['en']>;
  register: UseFormRegister<QuoteInput>;
  errors: FieldErrors<QuoteInput>;
  buildingType: BuildingType;
  group: boolean | null | undefined;
  onTypeChange: () => void;
};

const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function BuildingFields({ id, t, register, errors, buildingType, group, onTypeChange }: Props) {
  return (
    <>
      <fieldset
        className="choice-group"
        aria-describedby={errors.buildingType ? `${id}-type-error` : undefined}
      >
        <legend>
          <RequiredLabel text={t('quote.building.type')} />
        </legend>
        {BUILDING_TYPES.map((type) => (
          <div className="field-check" key={type}>
            <input
              type="radio"
              id={`${id}-type-${type}`}
              value={type}
              {...register('buildingType', { onChange: onTypeChange })}
            />
            <label htmlFor={`${id}-type-${type}`}>{t(`building.type.${type}`)}</label>
          </div>
        ))}
        {errors.buildingType && (
          <p id={`${id}-type-error`} className="field-error">
            {t.text(errors.buildingType.message ?? 'error.required')}
          </p>
        )}
      </fieldset>

      {buildingType === 'NONE' && <p className="form-hint">{t('forms.quote.none.text')}</p>}

      {buildingType === 'MULTIPLE_HOTELS' && (
        <div className="field-grid">
          <TextField
            id={`${id}-count`}
            label={<RequiredLabel text={t('quote.count')} />}
            t={t}
            type="number"
            inputMode="numeric"
            required
            min={QUOTE_COUNT_MIN}
            max={QUOTE_COUNT_MAX}
            error={errors.count}
            {...register('count', { setValueAs: toOptionalNumber })}
          />
          <div>
            <CheckboxField
              id={`${id}-group`}
              label={t('quote.group')}
              t={t}
              error={errors.group}
              {...register('group')}
            />
            {group && (
              <TextField
                id={`${id}-group-name`}
                label={<RequiredLabel text={t('quote.group.name')} />}
                t={t}
                required
                maxLength={QUOTE_GROUP_NAME_MAX_LENGTH}
                error={errors.groupName}
                {...register('groupName')}
              />
            )}
          </div>
        </div>
      )}
    </>
  );
}
