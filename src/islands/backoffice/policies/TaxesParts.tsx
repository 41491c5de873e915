/**
 * The taxes screen's parts: the VAT card, the city tax card (amount, most nights taxed, the bands
 * that pay it), and the summary of what they mean for the example stay and the line a guest reads
 * under each price in the widget.
 */
import { AGE_BANDS } from '../../../domain/booking/types.ts';
import { CITY_TAX_MAX_CENTS, CITY_TAX_NIGHTS_MAX } from '../../../domain/policy-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { codeText } from '../rooms/setup-errors.ts';
import { type FieldMaker, fieldId, NumberField } from './policy-fields.tsx';
import { EXAMPLE, type LiveExample, type TaxesForm } from './taxes-form.ts';

type CardProps = {
  form: TaxesForm;
  field: FieldMaker;
  t: Translate;
  onChange: (change: Partial<TaxesForm>) => void;
};

export function VatCard({ form, field, t, onChange }: CardProps) {
  return (
    <fieldset className="bo-policies__card">
      <legend>{t('bo.taxes.vat.title')}</legend>
      <div className="bo-policies__fields">
        <NumberField
          field={field}
          path="vat.accommodation"
          label={t('bo.taxes.field.vat.accommodation')}
          value={form.accommodation}
          min={0}
          max={100}
          step="any"
          onChange={(accommodation) => onChange({ accommodation })}
        />
        <NumberField
          field={field}
          path="vat.extras"
          label={t('bo.taxes.field.vat.extras')}
          value={form.extras}
          min={0}
          max={100}
          step="any"
          onChange={(extras) => onChange({ extras })}
        />
      </div>
    </fieldset>
  );
}

export function CityTaxCard(
  props: CardProps & { base: string; errors: ReadonlyMap<string, string>; currencyLabel: string },
) {
  const { form, field, t, onChange, base, errors, currencyLabel } = props;
  return (
    <fieldset className="bo-policies__card">
      <legend>{t('bo.taxes.city.title')}</legend>
      <div className="bo-policies__fields">
        <NumberField
          field={field}
          path="cityTax.amountCents"
          label={t('bo.taxes.field.city.amount', { currency: currencyLabel })}
          value={form.amount}
          min={0}
          max={CITY_TAX_MAX_CENTS / 100}
          step="0.01"
          onChange={(amount) => onChange({ amount })}
        />
        <NumberField
          field={field}
          path="cityTax.maxNights"
          label={t('bo.taxes.field.city.max')}
          value={form.maxNights}
          min={1}
          max={CITY_TAX_NIGHTS_MAX}
          hint={t('bo.taxes.field.city.max.hint')}
          onChange={(maxNights) => onChange({ maxNights })}
        />
        <fieldset
          className="bo-policies__bands bo-policies__wide"
          aria-describedby={`${fieldId(base, 'cityTax.payingBands')}-hint`}
        >
          <legend className="ui-field__label">{t('bo.taxes.field.city.bands')}</legend>
          <p className="ui-field__hint" id={`${fieldId(base, 'cityTax.payingBands')}-hint`}>
            {t('bo.taxes.field.city.bands.hint')}
          </p>
          <div className="bo-policies__band-list">
            {AGE_BANDS.map((band, index) => (
              <label key={band} className="bo-check">
                <input
                  id={index === 0 ? fieldId(base, 'cityTax.payingBands') : undefined}
                  type="checkbox"
                  checked={form.bands.includes(band)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    onChange({ bands: on ? [...form.bands, band] : form.bands.filter((b) => b !== band) });
                  }}
                />
                {t(`bo.property.band.${band}`)}
              </label>
            ))}
          </div>
          {errors.get('cityTax.payingBands') ? (
            <p className="ui-field__error">{codeText(t, errors.get('cityTax.payingBands'))}</p>
          ) : null}
        </fieldset>
      </div>
    </fieldset>
  );
}

/** What the form means for the example stay, and the widget's line under each price. */
export function TaxesSummary({
  live,
  t,
  money,
}: {
  live: LiveExample | null;
  t: Translate;
  money: (cents: number) => string;
}) {
  return (
    <div className="bo-policies__guest bo-policies__summary" data-testid="taxes-summary">
      <h2>{t('bo.policies.guest.reads')}</h2>
      {live ? (
        <>
          <p className="ui-policy__text">
            {live.cityCents > 0 ? t('bo.taxes.display') : t('bo.taxes.display.nocity')}
          </p>
          <p>
            {t('bo.taxes.example', {
              adults: EXAMPLE.adults,
              children: EXAMPLE.children,
              nights: EXAMPLE.nights,
              amount: money(EXAMPLE.nightCents),
              extras: money(EXAMPLE.extrasCents),
            })}
          </p>
          <ul>
            <li>
              {t('bo.taxes.example.vat', {
                vat: money(live.all),
                rooms: money(live.rooms),
                roomsRate: live.vat.accommodation,
                extras: money(live.extras),
                extrasRate: live.vat.extras,
              })}
            </li>
            {live.cityCents > 0 ? (
              <li>{t('bo.taxes.example.city', { amount: money(live.cityCents) })}</li>
            ) : null}
          </ul>
          <p>{t('bo.taxes.guest.reads')}</p>
          <p className="bo-policies__quote" data-testid="widget-taxes-line">
            {live.cityCents > 0
              ? t('widget.results.taxes', { amount: money(live.cityCents) })
              : t('widget.results.taxes.vat')}
          </p>
        </>
      ) : null}
    </div>
  );
}
