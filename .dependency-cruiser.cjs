/**
 * The layers of the code, checked by `npm run check:deps` (a stage of `npm test`). Inside `src/`,
 * four shared layers, each named by its folder, with the site's own code above them:
 *
 *   src/domain     pure rules and their types: imports nothing of ours
 *   src/contracts  zod schemas, the API types derived from them and the typed client: the domain only
 *   src/i18n       the dictionaries, language paths and the translate core: domain and contracts
 *   src/ui         the UI kit (shared React widgets): domain, contracts and i18n, never islands
 *
 * The worker reads the domain, contracts and i18n core only; the widget those and the UI kit; the
 * site's islands, pages, scripts and stores sit on top. The browser's code reaches the API by the
 * routes (src/contracts/routes/), never by the endpoint tables' values (their schemas). No cycles anywhere. Inside the worker, the
 * data layer (`worker/data`, all the SQL) sits below the use cases and routes, and a route module
 * is never a library of another: what two routes share lives below them.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes two modules one: nothing can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'The domain is pure rules: it imports no other layer of ours.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(?!domain/)|worker/|widget/|scripts/|tests/)' },
    },
    {
      name: 'contracts-import-only-the-domain',
      comment: 'Schemas and the API types speak the domain; nothing above them.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(src/(?!domain/|contracts/)|worker/|widget/|scripts/|tests/)' },
    },
    {
      name: 'i18n-core-imports-domain-and-contracts',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^(src/(?!domain/|contracts/|i18n/)|worker/|widget/|scripts/|tests/)' },
    },
    {
      name: 'ui-kit-never-imports-islands',
      comment: 'The UI kit is shared by the islands and the widget: it knows neither.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/(?!domain/|contracts/|i18n/|ui/)|worker/|widget/|scripts/|tests/)' },
    },
    {
      name: 'worker-imports-domain-contracts-i18n',
      comment: 'The worker shares rules, schemas and texts with the site, never its screens.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^(src/(?!domain/|contracts/|i18n/)|widget/|tests/)' },
    },
    {
      name: 'widget-imports-shared-layers-only',
      comment: 'The widget is built apart and embedded anywhere: it shares only the four layers.',
      severity: 'error',
      from: { path: '^widget/' },
      to: { path: '^(src/(?!domain/|contracts/|i18n/|ui/)|worker/|scripts/|tests/)' },
    },
    {
      name: 'browser-calls-routes-not-endpoint-tables',
      comment:
        "The browser's code names an endpoint by its route (src/contracts/routes/): a value import of an endpoint table would bundle, and build at load, every zod schema of its area (decision 068). Types only.",
      severity: 'error',
      from: { path: '^(src/(islands|ui|scripts|stores)|widget)/' },
      to: { path: '^src/contracts/endpoints/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'site-never-imports-the-worker',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(worker|widget|scripts|tests)/' },
    },
    {
      name: 'page-scripts-mount-islands-lazily',
      comment:
        'Islands build on the page scripts and stores; a page script only mounts an island, by a lazy import.',
      severity: 'error',
      from: { path: '^src/(scripts|stores)/' },
      to: { path: '^src/islands/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'data-layer-below-use-cases',
      comment: 'worker/data runs SQL and returns rows and domain values; it calls nothing above it.',
      severity: 'error',
      from: { path: '^worker/data/' },
      to: { path: '^worker/(routes|booking|notes|setup|middleware|proxy|openapi|reviews|mail/send)' },
    },
    // --- worker/data returns rows and domain values (self-contained block) ---
    {
      name: 'data-layer-returns-rows-not-http-answers',
      comment:
        'worker/data returns its own records and domain values, and takes its own drafts of what it stores: the API views, their paging envelope and the input schemas are met above it (routes, use cases), so a column renamed never changes an answer unseen. Only onboarding and registrations are let off (pathNot): they store the validated bodies of the public forms as they are.',
      severity: 'error',
      from: {
        path: '^worker/data/',
        pathNot: [
          '\\.test\\.ts$',
          // They take the public forms' validated bodies (demo, help, quote; the registration's
          // billing and hotel), stored as they are and written into e-mails; they answer no view.
          '^worker/data/(onboarding|registrations)\\.ts$',
        ],
      },
      to: { path: '^src/contracts/' },
    },
    {
      name: 'routes-are-not-libraries',
      comment:
        'Only the mounting modules (app, public, secure, secure-local, and site, which serves the pages) import routes; a route test may import its own route.',
      severity: 'error',
      from: {
        path: '^worker/',
        pathNot: [
          '^worker/(app|index)\\.ts$',
          '^worker/routes/(public|secure|secure-local|site)\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^worker/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.astro'],
    },
    reporterOptions: {
      dot: {
        collapsePattern: '^(src/[^/]+|worker/[^/]+|widget|scripts|tests)/',
      },
    },
  },
};
