// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../contracts/client/http.ts';
import type { About } from '../contracts/types.ts';
import { $startup, resetStartup, startup } from './startup.ts';

function fakeApi(fail?: 'storage') {
  return {
    translations: vi.fn(async () => ({ 'site.name': 'Itaca' })),
    language: vi.fn(async () => ({ lang: 'it' as const })),
    about: vi.fn(async () => ({ brand: 'Itaca' }) as About),
    storage: vi.fn(async () => {
      if (fail === 'storage') throw new ApiRequestError(500, 'Error getting application storage info');
      return { url: '/images' };
    }),
    amazonConfig: vi.fn(async () => ({ props: { baseUrl: 'https://s3', bucketName: 'b' } })),
  };
}

afterEach(() => {
  resetStartup();
  document.body.innerHTML = '';
});

describe('startup', () => {
  it('loads translations, locale, about, storage and amazon configs once, in parallel', async () => {
    const api = fakeApi();
    const started: string[] = [];
    for (const [name, fn] of Object.entries(api))
      fn.mockImplementationOnce((() => {
        started.push(name);
        return new Promise(() => undefined);
      }) as never);
    void startup(api, 'it', document);
    await Promise.resolve();
    // All five calls start before any of them has answered.
    expect(started.sort()).toEqual(['about', 'amazonConfig', 'language', 'storage', 'translations']);
    expect(api.translations).toHaveBeenCalledWith('it');
    expect(api.language).toHaveBeenCalledWith('it');
    expect($startup.get()).toEqual({ status: 'loading' });
  });

  it('ends ready with every configuration, and later calls share the outcome', async () => {
    const api = fakeApi();
    const first = await startup(api, 'en', document);
    const second = await startup(api, 'en', document);
    expect(first).toBe(second);
    expect(api.storage).toHaveBeenCalledTimes(1);
    expect(first.status).toBe('ready');
    if (first.status === 'ready') {
      expect(first.config.storage.url).toBe('/images');
      expect(first.config.locale.lang).toBe('it');
    }
    expect($startup.get()).toBe(first);
  });

  it('sets the error flag and fills the accessible banner when a call fails', async () => {
    document.body.innerHTML =
      '<div data-startup-error role="alert" data-text="Some services could not be loaded"></div>';
    const state = await startup(fakeApi('storage'), 'en', document);
    expect(state).toEqual({
      status: 'error',
      message: 'Error loading configs: Error getting application storage info',
    });
    expect($startup.get().status).toBe('error');
    expect(document.querySelector('[data-startup-error]')?.textContent).toBe(
      'Some services could not be loaded',
    );
  });
});
