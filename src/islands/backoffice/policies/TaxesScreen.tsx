/**
 * Taxes: VAT of the rooms and of the extras, and the city tax (per guest per night, the bands that
 * pay it, the most nights taxed), one form saved with the version it read. Live, what it means for
 * an example stay, computed by the engine's own rules (`roomVatSplit`, `cityTax`), and the line a
 * guest reads under each price in the widget. A stale save says so and reloads.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { taxesEndpoints } from '../../../contracts/routes/taxes.ts';
import { type TaxesInput, type TaxesView, taxesInput } from '../../../contracts/secure/taxes.ts';
import { cityTax, roomVatSplit } from '../../../domain/booking/pricing.ts';
import { AGE_BANDS, type AgeBand } from '../../../domain/booking/types.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { CITY_TAX_MAX_CENTS, CITY_TAX_NIGHTS_MAX } from '../../../domain/policy-setup.ts';
import { currencySymbol, formatMoney } from '../../../ui/format.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { codeText, failureOf, isStatus, type Limits, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import '../../../ui/field.css';
import '../rooms/rooms.css';
import './policies.css';

type Notice = { kind: 'status' | 'error'; text: string; detail: string | null };

type TaxesForm = {
  accommodation: string;
  extras: string;
  /** In the currency's units ('3.50'); sent in cents. */
  amount: string;
  bands: AgeBand[];
  maxNights: string;
};

/** The example stay: 2 adults and a child, 3 nights at 100 a night, 45 of extras (a sofa bed). */
const EXAMPLE = { adults: 2, children: 1, nights: 3, nightCents: 10_000, extrasCents: 4_500 };

const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

function formOf(view: TaxesView): TaxesForm {
  return {
    accommodation: String(view.vat.accommodation),
    extras: String(view.vat.extras),
    amount: (view.cityTax.amountCents / 100).toFixed(2),
    bands: [...view.cityTax.payingBands],
    maxNights: view.cityTax.maxNights === null ? '' : String(view.cityTax.maxNights),
  };
}

function bodyOf(form: TaxesForm, version: number) {
  const amount = numberOf(form.amount);
  return {
    vat: { accommodation: numberOf(form.accommodation), extras: numberOf(form.extras) },
    cityTax: {
      amountCents: amount === null || !Number.isFinite(amount) ? amount : toCents(amount),
      payingBands: form.bands,
      maxNights: numberOf(form.maxNights),
    },
    version,
  };
}

export default function TaxesScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const base = `tax${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [view, setView] = useState<TaxesView | null>(null);
  const [form, setForm] = useState<TaxesForm | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (): Promise<TaxesView | null> => {
    try {
      const loaded = await secureApi(
        taxesEndpoints.getTaxes,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the taxes' },
      );
      setView(loaded);
      setForm(formOf(loaded));
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.taxes.load.error')).text);
      return null;
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setView(null);
    setForm(null);
    void load();
  }, [load]);

  const fieldId = (field: string) => `${base}-${field.replace(/\./g, '-')}`;
  const focus = (fieldErrors: ReadonlyMap<string, string>) => {
    const first = [...fieldErrors.keys()][0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const save = async () => {
    if (!form || !view || busy) return;
    setNotice(null);
    const parsed = taxesInput.safeParse(bodyOf(form, view.version));
    if (!parsed.success) {
      const fieldErrors = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (!fieldErrors.has(key)) fieldErrors.set(key, issue.message);
      }
      setErrors(fieldErrors);
      setNotice({ kind: 'error', text: t('error.validation.fields.text'), detail: null });
      focus(fieldErrors);
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await secureApi(
        taxesEndpoints.updateTaxes,
        { params: { hotelId: hotel.id }, body: parsed.data satisfies TaxesInput },
        { fallback: 'Error saving the taxes' },
      );
      setView(saved);
      setForm(formOf(saved));
      setNotice({ kind: 'status', text: t('bo.taxes.saved'), detail: null });
    } catch (error) {
      if (isStatus(error, 400) && error.errors.length > 0) {
        const fieldErrors = new Map(error.errors.map((e) => [e.field, e.code] as const));
        setErrors(fieldErrors);
        setNotice({ kind: 'error', ...refusalOf(t, error, t('bo.taxes.save.error')) });
        focus(fieldErrors);
      } else if (isStatus(error, 409)) {
        await load();
        setNotice({ kind: 'error', text: t('bo.taxes.stale'), detail: null });
      } else {
        setNotice({ kind: 'error', ...failureOf(t, error, t('bo.taxes.save.error')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const currency = view?.currency;
  const money = (cents: number) => formatMoney(fromCents(cents), language, currency);
  const change = (update: Partial<TaxesForm>) => setForm((f) => (f ? { ...f, ...update } : f));

  const field = (
    path: string,
    label: string,
    input: (id: string, described: string | undefined, invalid: boolean) => React.ReactNode,
    limits: Limits = {},
    hint?: string,
  ) => {
    const id = fieldId(path);
    const code = errors.get(path);
    const described =
      [hint ? `${id}-hint` : null, code ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="ui-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {input(id, described, code !== undefined)}
        {code ? (
          <p className="ui-field__error" id={`${id}-error`}>
            {codeText(t, code, limits)}
          </p>
        ) : null}
      </div>
    );
  };

  // The example, by the engine's rules, from what the form says now (invalid numbers: nothing).
  const live = (() => {
    if (!form) return null;
    const parsed = taxesInput.safeParse(bodyOf(form, view?.version ?? 1));
    if (!parsed.success) return null;
    const { vat, cityTax: city } = parsed.data;
    const nightsCents = EXAMPLE.nights * EXAMPLE.nightCents;
    const rooms = roomVatSplit(
      { accommodationCents: nightsCents, extrasCents: 0 },
      { accommodation: vat.accommodation, extras: vat.extras },
    );
    const extras = roomVatSplit(
      { accommodationCents: 0, extrasCents: EXAMPLE.extrasCents },
      { accommodation: vat.accommodation, extras: vat.extras },
    );
    const all = roomVatSplit(
      { accommodationCents: nightsCents, extrasCents: EXAMPLE.extrasCents },
      { accommodation: vat.accommodation, extras: vat.extras },
    );
    const cityCents = cityTax(
      { cityTaxCents: city.amountCents, cityTaxLimit: city.maxNights ?? 0, cityTaxBands: city.payingBands },
      { adults: EXAMPLE.adults, boys: 0, children: EXAMPLE.children, kids: 0 },
      EXAMPLE.nights,
    );
    return { vat, rooms: rooms.vatCents, extras: extras.vatCents, all: all.vatCents, cityCents };
  })();

  return (
    <section className="bo-list bo-policies" aria-labelledby={`${base}-title`}>
      <div className="bo-list__head">
        <h1 id={`${base}-title`}>{t('bo.taxes.title')}</h1>
      </div>
      <p className="bo-list__intro">{t('bo.taxes.intro')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={view ? null : loadFailed}
        loading={!view && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.policies.retry')}
        loadingLabel={t('bo.taxes.loading')}
      />
      {view && form ? (
        <form
          className="bo-policies__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <fieldset className="bo-policies__card">
            <legend>{t('bo.taxes.vat.title')}</legend>
            <div className="bo-policies__fields">
              {field(
                'vat.accommodation',
                t('bo.taxes.field.vat.accommodation'),
                (id, described, invalid) => (
                  <input
                    id={id}
                    className="ui-input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="any"
                    value={form.accommodation}
                    aria-describedby={described}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => change({ accommodation: e.currentTarget.value })}
                  />
                ),
                { min: 0, max: 100 },
              )}
              {field(
                'vat.extras',
                t('bo.taxes.field.vat.extras'),
                (id, described, invalid) => (
                  <input
                    id={id}
                    className="ui-input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="any"
                    value={form.extras}
                    aria-describedby={described}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => change({ extras: e.currentTarget.value })}
                  />
                ),
                { min: 0, max: 100 },
              )}
            </div>
          </fieldset>
          <fieldset className="bo-policies__card">
            <legend>{t('bo.taxes.city.title')}</legend>
            <div className="bo-policies__fields">
              {field(
                'cityTax.amountCents',
                t('bo.taxes.field.city.amount', { currency: currencySymbol(language, currency) }),
                (id, described, invalid) => (
                  <input
                    id={id}
                    className="ui-input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={CITY_TAX_MAX_CENTS / 100}
                    step="0.01"
                    value={form.amount}
                    aria-describedby={described}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => change({ amount: e.currentTarget.value })}
                  />
                ),
                { min: 0, max: CITY_TAX_MAX_CENTS / 100 },
              )}
              {field(
                'cityTax.maxNights',
                t('bo.taxes.field.city.max'),
                (id, described, invalid) => (
                  <input
                    id={id}
                    className="ui-input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={CITY_TAX_NIGHTS_MAX}
                    value={form.maxNights}
                    aria-describedby={described}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => change({ maxNights: e.currentTarget.value })}
                  />
                ),
                { min: 1, max: CITY_TAX_NIGHTS_MAX },
                t('bo.taxes.field.city.max.hint'),
              )}
              <fieldset
                className="bo-policies__bands bo-policies__wide"
                aria-describedby={`${fieldId('cityTax.payingBands')}-hint`}
              >
                <legend className="ui-field__label">{t('bo.taxes.field.city.bands')}</legend>
                <p className="ui-field__hint" id={`${fieldId('cityTax.payingBands')}-hint`}>
                  {t('bo.taxes.field.city.bands.hint')}
                </p>
                <div className="bo-policies__band-list">
                  {AGE_BANDS.map((band, index) => (
                    <label key={band} className="bo-check">
                      <input
                        id={index === 0 ? fieldId('cityTax.payingBands') : undefined}
                        type="checkbox"
                        checked={form.bands.includes(band)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setForm((f) =>
                            f
                              ? { ...f, bands: on ? [...f.bands, band] : f.bands.filter((b) => b !== band) }
                              : f,
                          );
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
          <div className="bo-policies__save">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.policies.saving') : t('bo.taxes.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
