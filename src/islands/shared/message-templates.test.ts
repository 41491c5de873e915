import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n/dictionary.ts';
import { buildsMessageKeys, expandShape } from './generate-messages.ts';
import { MESSAGE_TEMPLATES, SERVER_KEYS } from './message-templates.ts';

describe('the template table', () => {
  it.each(Object.entries(MESSAGE_TEMPLATES))('%s expands to dictionary keys only', (shape, values) => {
    expect(values).toHaveLength(shape.split('*').length - 1);
    const keys = expandShape(shape, values);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('expands every combination, a counted stem into its two forms', () => {
    expect(
      expandShape('a.*.b.*', [
        ['x', 'y'],
        ['1', '2'],
      ]),
    ).toEqual(['a.x.b.1', 'a.x.b.2', 'a.y.b.1', 'a.y.b.2']);
    expect(expandShape('widget.results.people.*', [['adults']])).toEqual([
      'widget.results.people.adults.one',
      'widget.results.people.adults.other',
    ]);
  });

  it('tells message templates from other templates', () => {
    expect(buildsMessageKeys('people.*.hint')).toBe(true);
    expect(buildsMessageKeys('h*')).toBe(false);
    expect(buildsMessageKeys('*.country')).toBe(false);
    expect(buildsMessageKeys('hotels.*.name')).toBe(false);
  });

  it("names only dictionary keys as the server's data keys", () => {
    for (const keys of Object.values(SERVER_KEYS)) {
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
    }
  });
});
