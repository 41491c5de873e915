import { describe, expect, it } from 'vitest';
import { roundTemperature, temperatureText, WEATHER_LABELS, weatherLabel, weatherOf } from './weather.ts';

describe('weather (BODATA, BOAPI, BOLIM)', () => {
  it.each([
    ['01d', 'sunny'],
    ['01n', 'starry'],
    ['02d', 'partly.cloudy'],
    ['02n', 'partly.cloudy'],
    ['03d', 'cloudy'],
    ['04n', 'cloudy'],
    ['09d', 'drizzle'],
    ['10n', 'rain'],
    ['11d', 'thunderstorm'],
    ['13n', 'snowy'],
    ['50d', 'variable'],
    ['77d', 'variable'],
  ])('%s → %s', (code, label) => {
    expect(weatherLabel(code)).toBe(label);
  });

  it('uses every one of the nine labels', () => {
    const used = new Set(['01d', '01n', '02d', '03d', '09d', '10d', '11d', '13d', '50d'].map(weatherLabel));
    expect([...used].sort()).toEqual([...WEATHER_LABELS].sort());
  });

  it('reads main.temp and weather[0].icon, with one decimal and the night flag', () => {
    expect(weatherOf({ main: { temp: 21.46 }, weather: [{ icon: '02n', id: 801 }] })).toEqual({
      iconCode: '02n',
      label: 'partly.cloudy',
      isNight: true,
      temperature: 21.5,
    });
    expect(weatherOf({ main: { temp: -3 }, weather: [{ icon: '13d' }] })).toMatchObject({
      isNight: false,
      temperature: -3,
    });
  });

  it.each([
    [null],
    ['text'],
    [{ main: {}, weather: [{ icon: '01d' }] }],
    [{ main: { temp: '21' }, weather: [{ icon: '01d' }] }],
    [{ main: { temp: 21 }, weather: [] }],
    [{ main: { temp: 21 }, weather: [{ icon: '<img>' }] }],
    [{ cod: '404', message: 'city not found' }],
  ])('is null for %j', (answer) => {
    expect(weatherOf(answer)).toBeNull();
  });

  it('rounds and prints one decimal in the page language, or the dash', () => {
    expect(roundTemperature(21.449)).toBe(21.4);
    expect(roundTemperature(-0.04)).toBe(0);
    expect(temperatureText(21.5, 'en')).toBe('21.5');
    expect(temperatureText(21, 'it')).toBe('21,0');
    expect(temperatureText(null, 'en')).toBe('–');
  });
});
