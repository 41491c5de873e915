/**
 * The start-up sequence (SITEFLOW-1 "Start-up"; the spec's phone utilities have no counterpart here): translations for the page language, the
 * locale (`lang/{lang}`), and the about, storage and amazon configurations, loaded once and in
 * parallel. When any of them fails, the error flag is set and a small accessible banner says so
 * ('startup.error': an empty live region of the layout, filled here). The islands' first mount
 * runs it (src/islands/shared/useStartup.ts). Islands that need a
 * configuration (e.g. the storage url for images) await `startup()` or read `$startup`; pages
 * that need none never load this module.
 */
import { atom } from 'nanostores';
import type { ApiClient } from '../contracts/client/client.ts';
import type { About, AmazonConfig, Language, LanguageResponse, StorageConfig } from '../contracts/types.ts';

export type StartupConfig = {
  translations: Record<string, string>;
  locale: LanguageResponse;
  about: About;
  storage: StorageConfig;
  amazon: AmazonConfig;
};

export type StartupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; config: StartupConfig }
  | { status: 'error'; message: string };

type StartupApi = Pick<ApiClient, 'translations' | 'language' | 'about' | 'storage' | 'amazonConfig'>;

export const $startup = atom<StartupState>({ status: 'idle' });

let pending: Promise<StartupState> | undefined;

/** SITEERR: the rejection text of a failed start-up. */
export function startupFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Error loading configs: ${reason}`;
}

/** Runs the start-up sequence once per page; later calls share the first one's outcome. */
export function startup(
  api: StartupApi,
  language: Language,
  doc: Document | undefined = globalThis.document,
): Promise<StartupState> {
  pending ??= (async (): Promise<StartupState> => {
    $startup.set({ status: 'loading' });
    try {
      const [translations, locale, about, storage, amazon] = await Promise.all([
        api.translations(language),
        api.language(language),
        api.about(),
        api.storage(),
        api.amazonConfig(),
      ]);
      const state: StartupState = {
        status: 'ready',
        config: { translations, locale, about, storage, amazon },
      };
      $startup.set(state);
      return state;
    } catch (error) {
      const state: StartupState = { status: 'error', message: startupFailure(error) };
      $startup.set(state);
      if (doc) showStartupError(doc);
      return state;
    }
  })();
  return pending;
}

/**
 * Shows the layout's start-up error banner: an empty live region (`[data-startup-error]`, role
 * alert) always in the page, whose text (`data-text`) is inserted now so that it is announced.
 */
export function showStartupError(doc: Document): void {
  const banner = doc.querySelector<HTMLElement>('[data-startup-error]');
  if (banner) banner.textContent = banner.dataset.text ?? '';
}

/** Forgets the outcome (tests). */
export function resetStartup(): void {
  pending = undefined;
  $startup.set({ status: 'idle' });
}
