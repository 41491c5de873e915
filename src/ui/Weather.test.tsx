// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEATHER_LABELS } from '../domain/weather.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { Weather } from './Weather.tsx';

afterEach(cleanup);

const TEXTS: Record<string, string> = {
  'weather.code.partly.cloudy': 'Partly cloudy',
  'weather.night': 'night',
  'weather.now': 'Now in {city}',
  'weather.temperature': '{value} °C',
  'weather.unavailable': 'Weather not available',
};
const t: LooseTranslate = {
  text: (key, params) =>
    (TEXTS[key] ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(params?.[n] ?? '')),
  has: (key) => key in TEXTS,
};
const view = {
  city: 'Firenze',
  country: 'IT',
  iconCode: '02n',
  label: 'partly.cloudy' as const,
  isNight: true,
  temperature: 21,
};

describe('<Weather>', () => {
  it('shows the icon, one decimal in °C, the label with the night flag and the city', () => {
    const { container } = render(<Weather state={{ kind: 'ready', weather: view }} t={t} language="it" />);
    expect(screen.getByText('21,0 °C')).toBeTruthy();
    expect(screen.getByText('Partly cloudy (night)')).toBeTruthy();
    expect(screen.getByText('Now in Firenze')).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('shows a dash and no icon when the weather is not available', () => {
    const { container } = render(<Weather state={{ kind: 'unavailable' }} t={t} language="en" />);
    expect(screen.getByText('–')).toBeTruthy();
    expect(screen.getByText('Weather not available')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('has an icon for each of the nine kinds', () => {
    for (const label of WEATHER_LABELS) {
      const { container } = render(
        <Weather state={{ kind: 'ready', weather: { ...view, label } }} t={t} language="en" />,
      );
      expect(container.querySelector('path')?.getAttribute('d'), label).toBeTruthy();
      cleanup();
    }
  });
});
