/** The widget's settings the snippet carries: language, currency, theme colour, radius, font, layout, initial adults, analytics. */
import type { Translate } from '../../../../i18n/translate.ts';
import {
  builderAdults,
  currencyChoices,
  DEFAULT_RADIUS,
  MAX_ADULTS,
  MAX_RADIUS,
  type SnippetOptions,
  WIDGET_FONTS,
  type WidgetFont,
} from '../snippet.ts';

export function SnippetSettings(props: {
  ids: string;
  t: Translate;
  /** The hotel's own currency: the default, offered first. */
  hotelCurrency: string;
  options: SnippetOptions;
  onChange: (patch: Partial<SnippetOptions>) => void;
}) {
  const { ids, t, options, onChange: set } = props;
  return (
    <form className="bo-widget__form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${ids}-lang`}>{t('bo.widget.builder.language')}</label>
      <select
        id={`${ids}-lang`}
        value={options.language}
        onChange={(event) => set({ language: event.currentTarget.value as SnippetOptions['language'] })}
      >
        <option value="">{t('bo.widget.builder.language.auto')}</option>
        <option value="en">{t('bo.widget.builder.language.en')}</option>
        <option value="it">{t('bo.widget.builder.language.it')}</option>
      </select>
      <label htmlFor={`${ids}-currency`}>{t('bo.widget.builder.currency')}</label>
      <select
        id={`${ids}-currency`}
        value={options.currency}
        onChange={(event) => set({ currency: event.currentTarget.value })}
      >
        <option value="">{t('bo.widget.builder.currency.hotel', { currency: props.hotelCurrency })}</option>
        {currencyChoices(props.hotelCurrency).map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-colour`}>{t('bo.widget.builder.colour')}</label>
      <input
        id={`${ids}-colour`}
        type="color"
        value={options.primary}
        onChange={(event) => set({ primary: event.currentTarget.value })}
      />
      <label htmlFor={`${ids}-radius`}>{t('bo.widget.builder.radius')}</label>
      <input
        id={`${ids}-radius`}
        type="number"
        min={0}
        max={MAX_RADIUS}
        value={options.radius}
        onChange={(event) => {
          const value = event.currentTarget.valueAsNumber;
          set({ radius: Number.isFinite(value) ? value : DEFAULT_RADIUS });
        }}
      />
      <label htmlFor={`${ids}-font`}>{t('bo.widget.builder.font')}</label>
      <select
        id={`${ids}-font`}
        value={options.font}
        onChange={(event) => set({ font: event.currentTarget.value as WidgetFont })}
      >
        {(Object.keys(WIDGET_FONTS) as WidgetFont[]).map((font) => (
          <option key={font} value={font}>
            {t(`bo.widget.builder.font.${font}`)}
          </option>
        ))}
      </select>
      <fieldset className="bo-widget__radios">
        <legend>{t('bo.widget.builder.layout')}</legend>
        {(['inline', 'button'] as const).map((layout) => (
          <label key={layout}>
            <input
              type="radio"
              name={`${ids}-layout`}
              value={layout}
              checked={options.layout === layout}
              onChange={() => set({ layout })}
            />
            {t(`bo.widget.builder.layout.${layout}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${ids}-adults`}>{t('bo.widget.builder.adults')}</label>
      <input
        id={`${ids}-adults`}
        type="number"
        min={1}
        max={MAX_ADULTS}
        value={options.adults}
        onChange={(event) => set({ adults: builderAdults(event.currentTarget.valueAsNumber) })}
      />
      <label className="bo-widget__check">
        <input
          type="checkbox"
          checked={options.analytics}
          onChange={(event) => set({ analytics: event.currentTarget.checked })}
        />
        {t('bo.widget.builder.analytics')}
      </label>
    </form>
  );
}
