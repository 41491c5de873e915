/**
 * The component gallery (`/dev/components`, local builds only): every shared widget in its
 * states (default, filled, error, disabled). It is the test bed of tests/e2e/components.spec.ts,
 * which drives each widget here in Chromium and runs axe on the page.
 */
import { type ReactNode, useMemo, useState } from 'react';
import type { AddressInfo, Language } from '../../contracts/types.ts';
import { policySummary } from '../../domain/booking/cancellation.ts';
import type { CancellationPolicy, Penalty, People } from '../../domain/booking/types.ts';
import { addDays, todayIso } from '../../domain/dates-format.ts';
import { translator } from '../../i18n/dictionary.ts';
import { AddressAutocomplete } from '../AddressAutocomplete.tsx';
import { AmountInput } from '../AmountInput.tsx';
import { BookingForm, type BookingValue } from '../BookingForm.tsx';
import { CancellationBar } from '../CancellationBar.tsx';
import { Chart } from '../Chart.tsx';
import { Chips } from '../Chips.tsx';
import { CityAutocomplete } from '../CityAutocomplete.tsx';
import { ColourPicker } from '../ColourPicker.tsx';
import { CountdownBadge } from '../CountdownBadge.tsx';
import { Counter } from '../Counter.tsx';
import type { ChartSeries, ChartType } from '../chart-data.ts';
import { DateInput } from '../DateInput.tsx';
import { PolicySummary } from '../PolicySummary.tsx';
import { localPlacesProvider } from '../places/local.ts';
import { SafeLink } from '../SafeLink.tsx';
import { ReviewWidgetsDemo } from './ReviewWidgetsDemo.tsx';
import { WidgetsGallery } from './WidgetsGallery.tsx';
import './ComponentGallery.css';
import { StepperWidgetsSection } from './StepperGallery.tsx';

type Props = { language: Language };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery__section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="gallery__states">{children}</div>
    </section>
  );
}

function State({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`gallery__state card${wide ? ' gallery__state--wide' : ''}`}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function AmountDemo(props: {
  language: Language;
  label: string;
  initial: string;
  type: 'PRICE' | 'PERCENTAGE';
  id: string;
  allowNegative?: boolean;
  currency?: string;
  disabled?: boolean;
  showError?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <AmountInput
      id={props.id}
      label={props.label}
      language={props.language}
      type={props.type}
      value={value}
      onChange={setValue}
      allowNegative={props.allowNegative}
      currency={props.currency}
      disabled={props.disabled}
      showError={props.showError}
      required
    />
  );
}

function CounterDemo(props: {
  language: Language;
  label: string;
  initial: number;
  id: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <Counter
      id={props.id}
      label={props.label}
      language={props.language}
      value={value}
      onChange={setValue}
      min={0}
      max={10}
      step={1}
      disabled={props.disabled}
    />
  );
}

const SERVICES = ['wifi', 'parking', 'breakfast', 'pool', 'spa', 'pets'] as const;

function ChipsDemo(props: {
  language: Language;
  initial: string[];
  id: string;
  disabled?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState(props.initial);
  const labels: Record<(typeof SERVICES)[number], string> =
    props.language === 'it'
      ? {
          wifi: 'Wi-Fi',
          parking: 'Parcheggio',
          breakfast: 'Colazione',
          pool: 'Piscina',
          spa: 'Spa',
          pets: 'Animali',
        }
      : { wifi: 'Wi-Fi', parking: 'Parking', breakfast: 'Breakfast', pool: 'Pool', spa: 'Spa', pets: 'Pets' };
  return (
    <Chips
      id={props.id}
      legend={props.language === 'it' ? 'Servizi' : 'Services'}
      language={props.language}
      options={SERVICES.map((value) => ({ value, label: labels[value] }))}
      value={value}
      onChange={setValue}
      disabled={props.disabled}
      error={props.error}
    />
  );
}

function ColourDemo(props: {
  language: Language;
  label: string;
  id: string;
  palette: 'material' | 'material-full' | 'material-accent';
  initial: string | null;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <ColourPicker
      id={props.id}
      label={props.label}
      language={props.language}
      palette={props.palette}
      value={value}
      onChange={setValue}
      disabled={props.disabled}
    />
  );
}

function PlaceDemo(props: {
  language: Language;
  kind: 'address' | 'city';
  id: string;
  initial: AddressInfo | null;
  disabled?: boolean;
  showError?: boolean;
  provider: ReturnType<typeof localPlacesProvider>;
}) {
  const [value, setValue] = useState(props.initial);
  const Component = props.kind === 'city' ? CityAutocomplete : AddressAutocomplete;
  return (
    <>
      <Component
        id={props.id}
        language={props.language}
        provider={props.provider}
        value={value}
        onChange={setValue}
        disabled={props.disabled}
        showError={props.showError}
      />
      <output className="gallery__output" htmlFor={props.id} data-testid={`${props.id}-value`}>
        {value ? JSON.stringify(value) : '—'}
      </output>
    </>
  );
}

const penalty = (overrides: Partial<Penalty>): Penalty => ({
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
  ...overrides,
});

const POLICIES: Record<string, CancellationPolicy> = {
  free: {
    id: 'free',
    deadline: null,
    reservationPenalty: null,
    checkinPenalty: null,
    cancellation: null,
    deposit: false,
  },
  grace: {
    id: 'grace',
    deadline: { count: 3, unit: 'DAYS' },
    reservationPenalty: null,
    checkinPenalty: penalty({ firstNight: true }),
    cancellation: null,
    deposit: false,
  },
  custom: {
    id: 'custom',
    deadline: { count: 7, unit: 'DAYS' },
    reservationPenalty: penalty({ percentage: 30 }),
    checkinPenalty: penalty({ percentage: 100 }),
    cancellation: null,
    deposit: true,
  },
  notRefundable: {
    id: 'nr',
    deadline: null,
    reservationPenalty: penalty({ percentage: 100 }),
    checkinPenalty: penalty({ percentage: 100 }),
    cancellation: null,
    deposit: true,
  },
};

function BookingDemo(props: {
  language: Language;
  id: string;
  initial: BookingValue;
  disabled?: boolean;
  today: string;
}) {
  const [value, setValue] = useState(props.initial);
  const [submitted, setSubmitted] = useState<BookingValue | null>(null);
  return (
    <>
      <BookingForm
        id={props.id}
        language={props.language}
        value={value}
        onChange={setValue}
        minDate={props.today}
        maxRange={14}
        maxGuests={8}
        disabled={props.disabled}
        onSubmit={setSubmitted}
      />
      <output className="gallery__output" data-testid={`${props.id}-value`}>
        {JSON.stringify(submitted ?? value)}
      </output>
    </>
  );
}

function DateDemo(props: {
  language: Language;
  id: string;
  initial: string | null;
  disabled?: boolean;
  showError?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DateInput
        id={props.id}
        label={props.language === 'it' ? 'Data di nascita' : 'Date of birth'}
        language={props.language}
        value={value}
        onChange={setValue}
        disabled={props.disabled}
        showError={props.showError}
        required
        max={todayIso()}
      />
      <output className="gallery__output" data-testid={`${props.id}-value`}>
        {value ?? '—'}
      </output>
    </>
  );
}

/** Built at run time so that no script URL sits in the source. */
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

const MONTHS = { Jan: 12, Feb: 19, Mar: 27, Apr: 31, May: 45, Jun: 52 };
const CHART_SERIES: Record<ChartType, ChartSeries[]> = {
  line: [{ label: 'Reviews', values: MONTHS }],
  bar: [
    { label: '2025', values: [1200, 1850, 2100, 2600] },
    { label: '2026', values: [1400, 1900, 2500, 3100] },
  ],
  'horizontal-bar': [{ label: 'Transfers', values: { Airport: 42, Station: 18, Port: 7 } }],
  radar: [{ label: 'Scores', values: { Cleanliness: 9, Comfort: 8, Location: 10, Staff: 9, Value: 7 } }],
  pie: [{ label: 'Sources', values: { Portal: 48, Booking: 30, Phone: 12, Email: 10 } }],
  'polar-area': [{ label: 'Rooms', values: { Single: 4, Double: 12, Suite: 3, Family: 5 } }],
  doughnut: [{ label: 'Channels', values: { Widget: 35, Expedia: 25, Airbnb: 20, Other: 20 } }],
  bubble: [
    {
      label: 'Hotels',
      values: [
        { x: 10, y: 20, r: 8 },
        { x: 25, y: 12, r: 14 },
        { x: 40, y: 30, r: 6 },
      ],
    },
  ],
};

export function ComponentGallery({ language }: Props) {
  const t = translator(language);
  const provider = useMemo(() => localPlacesProvider(), []);
  const today = useMemo(() => todayIso(), []);
  const now = useMemo(() => Date.now(), []);
  const soon = useMemo(() => now + 4000, [now]);
  const checkin = addDays(today, 14);
  const stay = { checkin, nightlyCents: [12000, 12000, 15000], totalCents: 39000 };
  const people: People = { adults: 2, boys: 0, children: 1, kids: 0 };
  const st = {
    default: t('dev.components.state.default'),
    filled: t('dev.components.state.filled'),
    error: t('dev.components.state.error'),
    disabled: t('dev.components.state.disabled'),
  };
  const price = language === 'it' ? 'Prezzo per notte' : 'Price per night';
  const discount = language === 'it' ? 'Sconto' : 'Discount';
  const rome: AddressInfo = {
    city: 'Roma',
    province: 'RM',
    region: 'Lazio',
    country: 'IT',
    placeId: 'it:058091',
    formatted_address: 'Roma RM, Italia',
    geo: { type: 'Point', coordinates: [12.5113, 41.8919] },
  };

  return (
    <div className="gallery">
      <nav className="gallery__toc" aria-label={t('dev.components.title')}>
        <ul>
          {[
            ['amount', 'AmountInput'],
            ['counter', 'Counter'],
            ['chips', 'Chips'],
            ['colour', 'ColourPicker'],
            ['places', 'Address / City autocomplete'],
            ['dates', 'DateInput'],
            ['booking', 'BookingForm'],
            ['cancellation', 'CancellationBar / PolicySummary'],
            ['countdown', 'CountdownBadge'],
            ['links', 'SafeLink'],
            ['charts', 'Chart'],
            ['reviews', 'ReviewSummary / ReviewCard / UploadButton'],
          ].map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="amount" title="AmountInput">
        <State title={`${st.default} (PRICE, EUR)`}>
          <AmountDemo id="amount-default" language={language} label={price} type="PRICE" initial="" />
        </State>
        <State title={`${st.filled} (PERCENTAGE)`}>
          <AmountDemo
            id="amount-filled"
            language={language}
            label={discount}
            type="PERCENTAGE"
            initial="15"
          />
        </State>
        <State title={`${st.filled} (USD, negatives)`}>
          <AmountDemo
            id="amount-usd"
            language={language}
            label={price}
            type="PRICE"
            currency="USD"
            allowNegative
            initial="-12.50"
          />
        </State>
        <State title={st.error}>
          <AmountDemo
            id="amount-error"
            language={language}
            label={discount}
            type="PERCENTAGE"
            initial="150"
            showError
          />
        </State>
        <State title={st.disabled}>
          <AmountDemo
            id="amount-disabled"
            language={language}
            label={price}
            type="PRICE"
            initial="99.90"
            disabled
          />
        </State>
      </Section>

      <Section id="counter" title="Counter">
        <State title={st.default}>
          <CounterDemo id="counter-default" language={language} label={t('people.adults')} initial={0} />
        </State>
        <State title={st.filled}>
          <CounterDemo id="counter-filled" language={language} label={t('people.children')} initial={10} />
        </State>
        <State title={st.disabled}>
          <CounterDemo
            id="counter-disabled"
            language={language}
            label={t('people.kids')}
            initial={2}
            disabled
          />
        </State>
      </Section>

      <Section id="chips" title="Chips">
        <State title={st.default}>
          <ChipsDemo id="chips-default" language={language} initial={[]} />
        </State>
        <State title={st.filled}>
          <ChipsDemo id="chips-filled" language={language} initial={['wifi', 'breakfast']} />
        </State>
        <State title={st.error}>
          <ChipsDemo id="chips-error" language={language} initial={[]} error={t('error.required')} />
        </State>
        <State title={st.disabled}>
          <ChipsDemo id="chips-disabled" language={language} initial={['pool']} disabled />
        </State>
      </Section>

      <Section id="colour" title="ColourPicker">
        <State title={`${st.default} (material)`}>
          <ColourDemo
            id="colour-default"
            language={language}
            label="Material"
            palette="material"
            initial={null}
          />
        </State>
        <State title={`${st.filled} (material-accent)`}>
          <ColourDemo
            id="colour-accent"
            language={language}
            label="Material accent"
            palette="material-accent"
            initial="#7c4dff"
          />
        </State>
        <State title={`${st.filled} (material-full)`} wide>
          <div className="gallery__scroll">
            <ColourDemo
              id="colour-full"
              language={language}
              label="Material full"
              palette="material-full"
              initial="#6a1b9a"
            />
          </div>
        </State>
        <State title={st.disabled}>
          <ColourDemo
            id="colour-disabled"
            language={language}
            label="Material"
            palette="material"
            initial="#4caf50"
            disabled
          />
        </State>
      </Section>

      <Section id="places" title="AddressAutocomplete / CityAutocomplete">
        <State title={`${st.default} (city)`}>
          <PlaceDemo id="city-default" kind="city" language={language} provider={provider} initial={null} />
        </State>
        <State title={`${st.default} (address)`}>
          <PlaceDemo
            id="address-default"
            kind="address"
            language={language}
            provider={provider}
            initial={null}
          />
        </State>
        <State title={`${st.filled} (city)`}>
          <PlaceDemo id="city-filled" kind="city" language={language} provider={provider} initial={rome} />
        </State>
        <State title={st.error}>
          <PlaceDemo
            id="city-error"
            kind="city"
            language={language}
            provider={provider}
            initial={null}
            showError
          />
        </State>
        <State title={st.disabled}>
          <PlaceDemo
            id="address-disabled"
            kind="address"
            language={language}
            provider={provider}
            initial={rome}
            disabled
          />
        </State>
      </Section>

      <Section id="dates" title="DateInput">
        <State title={st.default}>
          <DateDemo id="date-default" language={language} initial={null} />
        </State>
        <State title={st.filled}>
          <DateDemo id="date-filled" language={language} initial="1985-06-15" />
        </State>
        <State title={st.error}>
          <DateDemo id="date-error" language={language} initial={null} showError />
        </State>
        <State title={st.disabled}>
          <DateDemo id="date-disabled" language={language} initial="1990-01-01" disabled />
        </State>
      </Section>

      <Section id="booking" title="BookingForm">
        <State title={st.filled} wide>
          <BookingDemo
            id="booking-filled"
            language={language}
            today={today}
            initial={{ checkin: addDays(today, 7), checkout: addDays(today, 10), people }}
          />
        </State>
        <State title={st.disabled}>
          <BookingDemo
            id="booking-disabled"
            language={language}
            today={today}
            disabled
            initial={{
              checkin: addDays(today, 1),
              checkout: addDays(today, 2),
              people: { adults: 1, boys: 0, children: 0, kids: 0 },
            }}
          />
        </State>
      </Section>

      <Section id="cancellation" title="CancellationBar / PolicySummary">
        {Object.entries(POLICIES).map(([key, policy]) => {
          const summary = policySummary(policy, stay, 'Europe/Rome', now);
          return (
            <State
              key={key}
              title={`${summary.type}${summary.gracePeriod && summary.type === 'CUSTOM' ? ' (grace)' : ''}`}
              wide
            >
              <PolicySummary summary={summary} checkin={checkin} timeZone="Europe/Rome" language={language} />
              <CancellationBar
                summary={summary}
                bookedAt={now}
                checkin={checkin}
                timeZone="Europe/Rome"
                language={language}
              />
            </State>
          );
        })}
      </Section>

      <Section id="countdown" title="CountdownBadge">
        <State title={st.default}>
          <CountdownBadge end={now + 2 * 86_400_000 + 3_723_000} language={language} />
        </State>
        <State title={`${st.filled} (4 s)`}>
          <div data-testid="countdown-soon">
            <CountdownBadge end={soon} language={language} diameter={120} />
          </div>
        </State>
        <State title="!">
          <CountdownBadge end={now - 1000} language={language} diameter={80} />
        </State>
      </Section>

      <Section id="links" title="SafeLink">
        <State title={st.default}>
          <ul className="gallery__links">
            <li>
              <SafeLink href="https://example.com/" language={language} target="_blank">
                https://example.com/
              </SafeLink>
            </li>
            <li>
              <SafeLink href="mailto:info@itaca.example" language={language}>
                info@itaca.example
              </SafeLink>
            </li>
            <li>
              <SafeLink href="tel:+390612345678" language={language}>
                +39 06 1234 5678
              </SafeLink>
            </li>
          </ul>
        </State>
        <State title={st.error}>
          <ul className="gallery__links" data-testid="unsafe-links">
            <li>
              <SafeLink href={SCRIPT_URL} language={language}>
                javascript:alert(1)
              </SafeLink>
            </li>
            <li>
              <SafeLink href="data:text/html,hi" language={language}>
                data:text/html
              </SafeLink>
            </li>
          </ul>
        </State>
      </Section>

      <Section id="charts" title="Chart">
        {(Object.keys(CHART_SERIES) as ChartType[]).map((type) => (
          <State key={type} title={type}>
            <Chart
              type={type}
              title={`${type} chart`}
              series={CHART_SERIES[type]}
              labels={type === 'bar' ? ['Q1', 'Q2', 'Q3', 'Q4'] : undefined}
              language={language}
            />
          </State>
        ))}
        <State title={st.error}>
          <Chart
            type="line"
            title="Invalid data"
            series={[{ label: 'Broken', values: 'oops' as unknown as number[] }]}
            language={language}
          />
        </State>
      </Section>

      <Section id="reviews" title="ReviewSummary / ReviewCard / UploadButton">
        <ReviewWidgetsDemo language={language} />
      </Section>
      <StepperWidgetsSection language={language} />
      {/* The small widgets (BACKOFFICE-2, INSIGHT-4): time picker, timeline, share buttons, weather. */}
      <WidgetsGallery language={language} Section={Section} State={State} states={st} />
    </div>
  );
}
