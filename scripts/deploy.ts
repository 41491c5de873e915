/**
 * `SITE_URL=https://www.example.com npm run deploy`: production build (canonical URLs, sitemap
 * and e-mail links use SITE_URL; the local component gallery is left out), remote D1
 * migrations, then the worker with its static assets.
 */
import { build } from './build.ts';
import { run } from './lib/run.ts';

const siteUrl = process.env.SITE_URL ?? '';
if (!/^https:\/\/[^/]+$/.test(siteUrl)) {
  console.error(
    'Set SITE_URL to the public https origin, e.g. SITE_URL=https://www.itaca.example npm run deploy',
  );
  process.exit(2);
}
process.env.PUBLIC_BUILD_TARGET = 'production';

await build();
await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote']);
await run('wrangler', ['deploy', '--var', `SITE_URL:${siteUrl}`]);
