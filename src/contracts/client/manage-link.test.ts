import { describe, expect, it, vi } from 'vitest';
import { MANAGE_STORAGE_KEY, takeManageLink } from './manage-link.ts';

const TOKEN = 'EHn16A4bgEswxdhln_nDILl2eBx8bgUkQhfVaIhmMfI';

function fakeWindow(search: string, stored: Record<string, string> = {}, storage = true) {
  const items = new Map(Object.entries(stored));
  const location = { search, pathname: '/it/booking/manage', hash: '' };
  const replaceState = vi.fn((_data: unknown, _unused: string, url?: string) => {
    location.search = new URL(url ?? '', 'https://itaca.test').search;
  });
  return {
    items,
    replaceState,
    win: {
      location,
      history: { state: null, replaceState },
      ...(storage
        ? {
            sessionStorage: {
              getItem: (k: string) => items.get(k) ?? null,
              setItem: (k: string, v: string) => void items.set(k, v),
            },
          }
        : {}),
    },
  };
}

describe('takeManageLink', () => {
  it('reads code and token, keeps the token in the tab and removes it from the address bar', () => {
    const f = fakeWindow(`?code=zzkjhndtq5&token=${TOKEN}&utm_source=mail`);
    expect(takeManageLink(f.win)).toEqual({ code: 'ZZKJHNDTQ5', token: TOKEN });
    expect(f.replaceState).toHaveBeenCalledWith(
      null,
      '',
      '/it/booking/manage?code=ZZKJHNDTQ5&utm_source=mail',
    );
    expect(f.win.location.search).not.toContain(TOKEN);
    expect(JSON.parse(f.items.get(MANAGE_STORAGE_KEY) ?? '')).toEqual({ code: 'ZZKJHNDTQ5', token: TOKEN });
  });

  it('still works on reload (code only) and after the language switch (no query), in the same tab', () => {
    const first = fakeWindow(`?code=ZZKJHNDTQ5&token=${TOKEN}`);
    takeManageLink(first.win);
    const stored = Object.fromEntries(first.items);
    expect(takeManageLink(fakeWindow('?code=ZZKJHNDTQ5', stored).win)).toEqual({
      code: 'ZZKJHNDTQ5',
      token: TOKEN,
    });
    expect(takeManageLink(fakeWindow('', stored).win)).toEqual({ code: 'ZZKJHNDTQ5', token: TOKEN });
    // Another reservation's code never borrows this token.
    expect(takeManageLink(fakeWindow('?code=OTHERCODE1', stored).win)).toBeNull();
  });

  it('leaves the URL alone when the tab cannot store the token, so a reload still works', () => {
    const f = fakeWindow(`?code=ZZKJHNDTQ5&token=${TOKEN}`, {}, false);
    expect(takeManageLink(f.win)).toEqual({ code: 'ZZKJHNDTQ5', token: TOKEN });
    expect(f.replaceState).not.toHaveBeenCalled();
  });

  it('refuses incomplete or malformed links without touching anything', () => {
    for (const search of [
      '',
      '?code=ZZKJHNDTQ5',
      `?token=${TOKEN}`,
      '?code=ZZ&token=short',
      `?code=ZZKJHNDTQ5&token=${TOKEN}x`,
    ]) {
      const f = fakeWindow(search);
      expect(takeManageLink(f.win)).toBeNull();
      expect(f.replaceState).not.toHaveBeenCalled();
    }
  });
});
