/**
 * Taxes: VAT of the rooms and of the extras, and the city tax (per guest per night, the bands that
 * pay it, the most nights taxed), one form saved with the version it read (useTaxesData.ts). Live,
 * what it means for an example stay, computed by the engine's own rules, and the line a guest reads
 * under each price in the widget (TaxesParts.tsx). A stale save says so and reloads.
 */
import { useId } from 'react';
import { fromCents } from '../../../domain/money.ts';
import { currencySymbol, formatMoney } from '../../../ui/format.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { PolicyFormFrame } from './PolicyFormFrame.tsx';
import { makeField } from './policy-fields.tsx';
import { CityTaxCard, TaxesSummary, VatCard } from './TaxesParts.tsx';
import { liveExample, type TaxesForm } from './taxes-form.ts';
import { useTaxesData } from './useTaxesData.ts';
import '../../../ui/field.css';
import '../rooms/rooms.css';
import './policies.css';

export default function TaxesScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const base = `tax${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { view, form, update, errors, ...saving } = useTaxesData(hotel.id, t, base);
  const currency = view?.currency;
  const money = (cents: number) => formatMoney(fromCents(cents), language, currency);
  const change = (patch: Partial<TaxesForm>) => update((f) => ({ ...f, ...patch }));
  const field = makeField(base, t, errors);

  return (
    <PolicyFormFrame
      state={saving}
      base={base}
      title={t('bo.taxes.title')}
      intro={t('bo.taxes.intro')}
      loadingLabel={t('bo.taxes.loading')}
      saveLabel={t('bo.taxes.save')}
      t={t}
      ready={view !== null && form !== null}
    >
      {form ? (
        <>
          <VatCard form={form} field={field} t={t} onChange={change} />
          <CityTaxCard
            form={form}
            field={field}
            t={t}
            onChange={change}
            base={base}
            errors={errors}
            currencyLabel={currencySymbol(language, currency)}
          />
          <TaxesSummary live={liveExample(form)} t={t} money={money} />
        </>
      ) : null}
    </PolicyFormFrame>
  );
}
