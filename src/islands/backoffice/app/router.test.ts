import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes.ts';
import {
  changeKind,
  documentTitle,
  isInAppClick,
  landingPath,
  matchRoute,
  type RouteMatch,
  resolveLocation,
  secureHref,
  toAppPath,
} from './router.ts';

const match = (path: string): RouteMatch => {
  const found = matchRoute(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
};

describe('addresses', () => {
  it.each([
    ['/secure', '/'],
    ['/secure/', '/'],
    ['/secure/planning', '/planning'],
    ['/secure/planning/', '/planning'],
    ['/it/secure', '/'],
    ['/it/secure/reservations/AB12', '/reservations/AB12'],
    ['/securex', null],
    ['/login', null],
  ])('%s is app path %s', (pathname, appPath) => {
    expect(toAppPath(pathname)).toBe(appPath);
  });

  it('builds the browser address of an app path in each language', () => {
    expect(secureHref('en', '/reservations?q=rossi')).toBe('/secure/reservations?q=rossi');
    expect(secureHref('it', '/planning')).toBe('/it/secure/planning');
    expect(secureHref('it', '/')).toBe('/it/secure');
  });
});

describe('matchRoute', () => {
  it('matches literals and parameters, a literal beating a parameter', () => {
    expect(match('/planning').route.id).toBe('planning');
    expect(match('/planning/settings').route.id).toBe('planning-settings');
    expect(match('/reservations/new').route.id).toBe('new-reservation');
    const reservation = match('/reservations/AB%2012');
    expect(reservation.route.id).toBe('reservation');
    expect(reservation.params).toEqual({ code: 'AB 12' });
  });

  it('matches nothing for unknown or malformed paths', () => {
    expect(matchRoute('/nothing')).toBeNull();
    expect(matchRoute('/reservations/a/b')).toBeNull();
    expect(matchRoute('/reservations/%zz')).toBeNull();
    expect(matchRoute('/')).toBeNull();
  });

  it('every route of the table has a unique id and matches its own pattern', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const path = route.pattern.replace(/:(\w+)/g, 'X1');
      expect(matchRoute(path)?.route.id).toBe(route.id);
    }
  });
});

describe('resolveLocation', () => {
  it('opens the screen of a deep link, with its query', () => {
    const resolved = resolveLocation({ pathname: '/it/secure/reservations', search: '?q=rossi' }, 'it');
    expect(resolved.kind).toBe('match');
    if (resolved.kind === 'match') {
      expect(resolved.match.route.id).toBe('reservations');
      expect(resolved.query.get('q')).toBe('rossi');
    }
  });

  it('leaves the base to the landing (the hotel decides), and sends unknown paths to the default screen', () => {
    expect(resolveLocation({ pathname: '/secure', search: '' }, 'en')).toEqual({ kind: 'landing' });
    expect(resolveLocation({ pathname: '/it/secure/', search: '' }, 'it')).toEqual({ kind: 'landing' });
    expect(resolveLocation({ pathname: '/it/secure/boh', search: '?x=1' }, 'it')).toEqual({
      kind: 'redirect',
      to: '/it/secure/planning',
    });
  });
});

describe('landingPath', () => {
  it('lands on the setup checklist while a step is to do, else on the planning', () => {
    expect(landingPath({ steps: [{ done: true }, { done: false }] })).toBe('/setup');
    expect(landingPath({ steps: [{ done: true }, { done: true }] })).toBe('/planning');
    // The checklist could not be read: the planning, which works without it.
    expect(landingPath(null)).toBe('/planning');
  });
});

describe('changeKind (BOSCREENS)', () => {
  it.each([
    [null, '/planning', 'initial'],
    ['/reservations', '/reservations', 'dynamic'],
    ['/planning', '/reservations', 'page'],
    ['/reservations', '/reservations/AB12', 'page'],
    ['/reservations/AB12', '/reservations/CD34', 'page'],
    ['/planning', '/planning/settings', 'dialog'],
    ['/planning/settings', '/planning', 'dialog'],
    ['/planning/settings', '/reservations', 'page'],
  ] as const)('%s → %s is %s', (from, to, kind) => {
    expect(changeKind(from ? match(from) : null, match(to))).toBe(kind);
  });
});

describe('documentTitle', () => {
  it('ends with the brand', () => {
    expect(documentTitle('AB12CD')).toBe('AB12CD · Itaca');
  });
});

describe('isInAppClick', () => {
  const origin = 'https://itaca.test';
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const anchor = (href: string, target = '', download = false) => ({
    href: new URL(href, origin).href,
    target,
    hasAttribute: (name: string) => name === 'download' && download,
  });

  it('takes plain clicks on back-office links of the language', () => {
    expect(isInAppClick(click, anchor('/secure/reservations?q=a'), origin, 'en')?.pathname).toBe(
      '/secure/reservations',
    );
    expect(isInAppClick(click, anchor('/it/secure/planning'), origin, 'it')).not.toBeNull();
  });

  it('leaves other links and modified clicks to the browser', () => {
    expect(isInAppClick(click, anchor('/login'), origin, 'en')).toBeNull();
    expect(isInAppClick(click, anchor('/it/secure/planning'), origin, 'en')).toBeNull();
    expect(isInAppClick(click, anchor('https://evil.example/secure'), origin, 'en')).toBeNull();
    expect(isInAppClick(click, anchor('/secure/planning', '_blank'), origin, 'en')).toBeNull();
    expect(isInAppClick(click, anchor('/secure/planning', '', true), origin, 'en')).toBeNull();
    expect(isInAppClick({ ...click, ctrlKey: true }, anchor('/secure/planning'), origin, 'en')).toBeNull();
    expect(isInAppClick({ ...click, button: 1 }, anchor('/secure/planning'), origin, 'en')).toBeNull();
  });
});
