import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../routes.ts';
import { shellChrome } from './shell-chrome.ts';

const route = (id: string): RouteDef => {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

describe('the frame around a route', () => {
  it('lists only the menu entries the role opens, and hides the search without reservations.read', () => {
    const chrome = shellChrome(route('planning'), ['planning.read'], ROUTES);
    // Notifications and the account are anyone's.
    expect(chrome.menu.map((entry) => entry.to)).toEqual(['/planning', '/notifications', '/account']);
    expect([chrome.activeMenu, chrome.hideSearch, chrome.hideNavigation]).toEqual(['planning', true, false]);
  });

  it('gives a page its back link, a dialog route none (it keeps its background page)', () => {
    expect(shellChrome(route('new-reservation'), ['reservations.read'], ROUTES).backLink).toEqual({
      textKey: 'bo.menu.planning',
      to: '/planning',
    });
    const dialog = ROUTES.find((r) => r.dialog && r.back);
    expect(dialog && shellChrome(dialog, ['reservations.read'], ROUTES).backLink).toBeNull();
  });

  it('a manager who runs no hotel: no search, no back link, only the entries anyone opens', () => {
    const chrome = shellChrome(null, null, ROUTES);
    expect(chrome.menu.map((entry) => entry.to)).toEqual(['/notifications', '/account']);
    expect([chrome.hideSearch, chrome.backLink, chrome.activeMenu]).toEqual([true, null, null]);
  });
});
