/**
 * The API client as the site's islands use it: same origin, one instance identifier per tab,
 * 401 → /login?error=expired and 403 → /login (BOAPI-4 response interceptors).
 */

import { type ApiClient, createApiClient } from '../contracts/client/client.ts';
import { instanceId } from '../contracts/client/http.ts';
import { localePath, splitLocalePath } from '../i18n/paths.ts';

let client: ApiClient | undefined;

function goToLogin(query: string): void {
  const { language } = splitLocalePath(window.location.pathname);
  window.location.assign(`${localePath(language, '/login')}${query}`);
}

export function browserApi(): ApiClient {
  client ??= createApiClient({
    instanceId: instanceId(window.sessionStorage),
    onUnauthorized: () => goToLogin('?error=expired'),
    onForbidden: () => goToLogin(''),
  });
  return client;
}
