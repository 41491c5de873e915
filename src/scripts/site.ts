/**
 * Every page's own behaviour, in one module: one request and one gzip stream, because content
 * pages have a budget of 2 KB of JavaScript and each extra file costs its own headers and
 * compression start-up. Page-specific scripts (FAQ sidebar, error code, home slider) stay with
 * their components.
 */
import { initCookieBanner } from './cookie-consent.ts';
import { initLanguage } from './language.ts';
import { initOfflineDialog } from './offline.ts';
import { loadManagerScript } from './signed-in.ts';
import './top-button.ts';

initCookieBanner();
initOfflineDialog();
initLanguage();
// A signed-in manager (hint cookie) gets the header's account item; visitors load nothing more.
loadManagerScript();
