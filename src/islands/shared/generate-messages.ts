/**
 * Writes each bundle's `messages.gen.json`: only the texts the bundle's code shows, in every
 * language, taken from the site dictionaries (src/i18n). The islands and the widget import these
 * small files instead of the whole dictionary, so a page ships only the texts its code shows.
 *
 * Which keys a bundle holds is read from its code, not kept in a list (decision 064): the
 * generator walks the bundle's imports from its entries and collects the keys the modules name
 * (./message-scan.ts), expanding template literals with ./message-templates.ts.
 *
 * Run after changing a text or the code that shows one:
 *   node_modules/.bin/node src/islands/shared/generate-messages.ts
 * (the unit test `messages.test.ts` fails while a generated file is out of date).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { SUPPORTED_LANGUAGES } from '../../domain/language.ts';
import type { Language } from '../../domain/types.ts';
import { areaFiles, dictionaries, isMessageKey } from '../../i18n/dictionary.ts';
import {
  cachedReader,
  type GraphScan,
  literalKeys,
  resolveModule,
  type ScanRules,
  scanGraph,
} from './message-scan.ts';
import { MESSAGE_TEMPLATES, SERVER_KEYS } from './message-templates.ts';

/** The repository's root: bundle files and entries are named from it. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type BundleSpec = {
  /** The generated file. */
  file: string;
  /** Files, or folders standing for every module in them, the bundle's code starts from. */
  entries: readonly string[];
  /**
   * Follow `import()`: an island's lazy parts (a schema loaded on focus, a dialog) share its texts.
   * Never into another island's folder: a page script mounting an island starts that island's bundle.
   */
  followDynamic: boolean;
  /** Modules that start another bundle (the widget's lazy steps): not followed. */
  stopAt?: readonly string[];
  /**
   * The src/ui components that translate themselves (they import the site dictionary) hold their
   * texts in the UI kit's bundle in the site's browser build: the islands do not repeat them. The
   * widget's build gives those components its own dictionary, so its bundles hold their texts.
   */
  uiKitTexts: 'in-ui-bundle' | 'in-this-bundle';
  /**
   * Whole dictionary area files the bundle holds (src/i18n/<language>/<area>.json): its own area,
   * when it shows keys the server chooses (a refusal's code, a status).
   */
  areas?: readonly (keyof (typeof areaFiles)['en'])[];
  /** Key families the bundle holds whole, by prefix: the back office's own `bo.` texts. */
  families?: readonly string[];
  /** Keys the server sends as data that the bundle shows (a plan's name and features). */
  serverKeys?: readonly (keyof typeof SERVER_KEYS)[];
  /**
   * Every refusal code the worker names: the back office calls the whole secure API, whose use
   * cases answer codes of their own (worker/setup, worker/security) besides the contracts'.
   */
  apiRefusals?: boolean;
  /**
   * The code shows the refusal codes of the contract and domain modules it imports (the server
   * checks the same rules and answers their codes). Not the widget: it words every failure itself
   * (widget/src/errors.ts, widget/src/guest/Field.tsx), with the codes named there.
   */
  showsRefusals: boolean;
  /** A bundle loaded before this one (the widget's shell before a lazy step): its keys are not repeated. */
  after?: string;
};

/** Every bundle, from the one loaded first; the widget's lazy steps after its shell. */
export const BUNDLES: readonly BundleSpec[] = [
  {
    file: 'src/islands/join/messages.gen.json',
    entries: ['src/islands/join'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
  },
  {
    file: 'src/islands/demo/messages.gen.json',
    entries: ['src/islands/demo'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
  },
  {
    file: 'src/islands/help/messages.gen.json',
    entries: ['src/islands/help'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
  },
  {
    file: 'src/islands/quote/messages.gen.json',
    entries: ['src/islands/quote'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
  },
  {
    file: 'src/islands/login/messages.gen.json',
    entries: ['src/islands/login'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
  },
  // The back-office app (/secure): one bundle for the whole app, every `bo.` area included.
  {
    file: 'src/islands/backoffice/messages.gen.json',
    entries: ['src/islands/backoffice'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
    families: ['bo.'],
    serverKeys: ['planNames', 'planFeatures'],
    apiRefusals: true,
  },
  // The shared src/ui components that translate themselves, in the site's browser build
  // (astro.config.mjs aliases their dictionary to src/ui/dictionary.client.ts).
  {
    file: 'src/ui/messages.gen.json',
    entries: ['src/ui'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-this-bundle',
  },
  // The booking widget's shell and search step, and the src/ui parts it reuses (widget/vite.config.ts
  // aliases their dictionary to widget/src/i18n/dictionary.ts).
  {
    file: 'widget/src/i18n/messages.gen.json',
    entries: ['widget/src/element.tsx'],
    followDynamic: true,
    stopAt: [
      'widget/src/results/Results.tsx',
      'widget/src/guest/GuestStep.tsx',
      'widget/src/summary/SummaryStep.tsx',
      'widget/src/summary/Confirmation.tsx',
      'widget/src/manage/ManageReservation.tsx',
    ],
    showsRefusals: false,
    uiKitTexts: 'in-this-bundle',
  },
  // A lazy step's own texts, loaded with its chunk (widget/src/i18n/dictionary.ts addMessages).
  {
    file: 'widget/src/results/messages.gen.json',
    entries: ['widget/src/results/Results.tsx'],
    followDynamic: false,
    showsRefusals: false,
    uiKitTexts: 'in-this-bundle',
    after: 'widget/src/i18n/messages.gen.json',
  },
  {
    file: 'widget/src/guest/messages.gen.json',
    entries: ['widget/src/guest/GuestStep.tsx'],
    followDynamic: false,
    showsRefusals: false,
    uiKitTexts: 'in-this-bundle',
    after: 'widget/src/i18n/messages.gen.json',
  },
  {
    file: 'widget/src/summary/messages.gen.json',
    entries: [
      'widget/src/summary/SummaryStep.tsx',
      'widget/src/summary/Confirmation.tsx',
      'widget/src/manage/ManageReservation.tsx',
    ],
    followDynamic: false,
    showsRefusals: false,
    uiKitTexts: 'in-this-bundle',
    after: 'widget/src/i18n/messages.gen.json',
  },
  // Guest reviews: the review form and the hotel page's reviews chunk.
  // Its own area whole: the refusals the server words ('error.review.*').
  {
    file: 'src/islands/review/messages.gen.json',
    entries: ['src/islands/review'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
    areas: ['reviews'],
  },
  // /register and /register/verify.
  // And the plans' names and features, which the server sends.
  {
    file: 'src/islands/register/messages.gen.json',
    entries: ['src/islands/register'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
    serverKeys: ['planNames', 'planFeatures'],
  },
  // Online check-in on the guest's manage page (decision 058).
  // Its own area whole, and the guest-document texts of the shared form (src/ui/GuestDocumentItem.tsx),
  // whose field errors are the codes the server's document rules answer.
  {
    file: 'src/islands/checkin/messages.gen.json',
    entries: ['src/islands/checkin'],
    followDynamic: true,
    showsRefusals: true,
    uiKitTexts: 'in-ui-bundle',
    areas: ['online-checkin', 'bo-guests'],
  },
];

/** How keys are recognised: the dictionary's keys, and the error codes read as `ErrorCode.required`. */
export const SCAN_RULES: ScanRules = {
  isKey: isMessageKey,
  catalogues: { ErrorCode },
};

const DICTIONARY = join(ROOT, 'src/i18n/dictionary.ts');
const CONTRACTS_DIR = join(ROOT, 'src/contracts/');
const DOMAIN_DIR = join(ROOT, 'src/domain/');
const ISLANDS_DIR = join(ROOT, 'src/islands/');
const SHARED_DIR = join(ROOT, 'src/islands/shared/');
const UI_DIR = join(ROOT, 'src/ui/');
// The local component gallery keeps the whole dictionary (astro.config.mjs).
const UI_GALLERY_DIR = join(ROOT, 'src/ui/gallery/');

const isModule = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/** The modules of a folder and its subfolders, tests aside. */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesIn(path);
    return isModule(entry.name) ? [path] : [];
  });
}

function entryFiles(entries: readonly string[]): string[] {
  return entries.flatMap((entry) =>
    /\.tsx?$/.test(entry) ? [join(ROOT, entry)] : modulesIn(join(ROOT, entry)),
  );
}

const readModule = cachedReader(SCAN_RULES);
const ROUTES_DIR = join(ROOT, 'src/contracts/routes/');
const ENDPOINTS_DIR = join(ROOT, 'src/contracts/endpoints/');

/**
 * A module's scan, a route module (src/contracts/routes/, decision 068) read as the endpoint
 * table it is generated from: the code calling a route meets the refusals of that endpoint's
 * schemas, which the server checks, though the browser imports only their types. The two folders
 * sit side by side, so the table's relative imports resolve the same from either.
 */
const readAsTables = (file: string) =>
  readModule(file.startsWith(ROUTES_DIR) ? ENDPOINTS_DIR + file.slice(ROUTES_DIR.length) : file);

/**
 * How a bundle reads its modules. Only a bundle that shows the refusals it meets reads a route
 * module as its table. The widget words every failure itself: a route it calls brings no texts,
 * so a schema's refusals travel with the step whose code names them (the guest step's form), not
 * with the shell that holds the client calling every route.
 */
const readerOf = (spec: BundleSpec) => (spec.showsRefusals ? readAsTables : readModule);

/**
 * True for a module that imports another bundle's generated texts: it translates from that
 * bundle (the login page shows the join form, with the join form's texts).
 */
function loadsOtherBundle(file: string, own: string): boolean {
  return [...readModule(file).imports.values()].some(
    ({ specifier }) => specifier.endsWith('messages.gen.json') && resolve(dirname(file), specifier) !== own,
  );
}

/** True for a src/ui module that imports the site dictionary to translate its own texts. */
export function translatesItself(file: string): boolean {
  if (!file.startsWith(UI_DIR) || file.startsWith(UI_GALLERY_DIR)) return false;
  return [...readModule(file).imports.values()].some(
    ({ specifier }) => resolveModule(file, specifier) === DICTIONARY,
  );
}

const DICTIONARY_KEYS = Object.keys(dictionaries.en);

/** The dictionary keys a template shape matches ('people.*.hint': 'people.adults.hint', …). */
function keysOfShape(shape: string): string[] {
  const pattern = new RegExp(
    `^${shape
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  return DICTIONARY_KEYS.filter((key) => pattern.test(key));
}

/**
 * The template builds message keys: it starts with a key's first segments ('people.*.hint', not
 * `h${level}` nor `${field}.country`) and a dictionary key has its shape. A template that starts
 * with its value (`${prefix}.${code}`) is a helper: its callers name the stem ('widget.results.bed').
 */
export function buildsMessageKeys(shape: string): boolean {
  if (!/^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\.$/.test(shape.split('*')[0] ?? '')) return false;
  return keysOfShape(shape).length > 0;
}

/**
 * The keys a shape of the table expands to: every combination of its values, in order; a result
 * that is a counted text's stem stands for its `.one` and `.other` forms.
 */
export function expandShape(shape: string, values: readonly (readonly string[])[]): string[] {
  const parts = shape.split('*');
  let keys = [parts[0] ?? ''];
  values.forEach((choices, index) => {
    keys = keys.flatMap((prefix) => choices.map((value) => `${prefix}${value}${parts[index + 1] ?? ''}`));
  });
  return keys.flatMap((key) =>
    !isMessageKey(key) && isMessageKey(`${key}.one`) && isMessageKey(`${key}.other`)
      ? [`${key}.one`, `${key}.other`]
      : [key],
  );
}

/** The modules a bundle reads, with their keys and template shapes. */
export function scanBundle(spec: BundleSpec): GraphScan {
  const stopAt = new Set((spec.stopAt ?? []).map((file) => join(ROOT, file)));
  const ui = spec.file === 'src/ui/messages.gen.json';
  const own = join(ROOT, spec.file);
  const folders = spec.entries.map((entry) =>
    join(ROOT, /\.tsx?$/.test(entry) ? dirname(entry) : entry, '/'),
  );
  const otherIsland = (file: string) =>
    file.startsWith(ISLANDS_DIR) &&
    !file.startsWith(SHARED_DIR) &&
    !folders.some((folder) => file.startsWith(folder));
  return scanGraph(
    entryFiles(spec.entries).filter((file) => !ui || translatesItself(file)),
    {
      answersRefusals: (file) => file.startsWith(CONTRACTS_DIR) || file.startsWith(DOMAIN_DIR),
      usesRules: (file) =>
        spec.showsRefusals && !file.startsWith(CONTRACTS_DIR) && !file.startsWith(DOMAIN_DIR),
      followDynamic: (file) => spec.followDynamic && !otherIsland(file),
      stopAt: (file) =>
        stopAt.has(file) ||
        file === DICTIONARY ||
        loadsOtherBundle(file, own) ||
        (spec.uiKitTexts === 'in-ui-bundle' && translatesItself(file)),
    },
    readerOf(spec),
  );
}

let refusals: Set<string> | undefined;

/** The `error.` keys the worker's code names (its tests aside). */
export function workerRefusals(): Set<string> {
  refusals ??= new Set(
    modulesIn(join(ROOT, 'worker')).flatMap((file) =>
      literalKeys(readFileSync(file, 'utf8'), isMessageKey).filter((key) => key.startsWith('error.')),
    ),
  );
  return refusals;
}

/** The keys a bundle holds whole: its area files, key families and the server's data keys. */
export function keysHeldWhole(spec: BundleSpec): Set<string> {
  const held = new Set<string>();
  for (const area of spec.areas ?? []) for (const key of Object.keys(areaFiles.en[area])) held.add(key);
  for (const data of spec.serverKeys ?? []) for (const key of SERVER_KEYS[data]) held.add(key);
  if (spec.apiRefusals) for (const key of workerRefusals()) held.add(key);
  for (const family of spec.families ?? []) {
    for (const key of DICTIONARY_KEYS) if (key.startsWith(family)) held.add(key);
  }
  return held;
}

/** Template shapes a bundle's code builds that neither the table nor its whole areas cover (with their files). */
export function uncoveredShapes(spec: BundleSpec, scan: GraphScan = scanBundle(spec)): Map<string, string[]> {
  const held = keysHeldWhole(spec);
  const uncovered = new Map<string, string[]>();
  for (const [shape, files] of scan.shapes) {
    if (shape in MESSAGE_TEMPLATES || !buildsMessageKeys(shape)) continue;
    if (keysOfShape(shape).every((key) => held.has(key))) continue;
    uncovered.set(
      shape,
      files.map((file) => relative(ROOT, file)),
    );
  }
  return uncovered;
}

const keysCache = new Map<string, string[]>();

/**
 * The keys of a bundle (sorted): what its code names, the templates it builds, what it holds
 * whole, less what the bundle loaded before it (`after`) holds. Throws on a template the table
 * does not know.
 */
export function bundleKeys(spec: BundleSpec): string[] {
  const cached = keysCache.get(spec.file);
  if (cached) return cached;
  const scan = scanBundle(spec);
  const uncovered = uncoveredShapes(spec, scan);
  if (uncovered.size > 0) {
    const lines = [...uncovered].map(([shape, files]) => `  ${shape}  (${files.join(', ')})`);
    throw new Error(
      `${spec.file}: template keys not in src/islands/shared/message-templates.ts:\n${lines.join('\n')}`,
    );
  }
  const keys = new Set([...scan.keys, ...keysHeldWhole(spec)]);
  const shapes = [...scan.shapes.keys(), ...[...scan.stems].map((stem) => `${stem}.*`)];
  for (const shape of shapes) {
    const values = MESSAGE_TEMPLATES[shape];
    if (values) for (const key of expandShape(shape, values)) keys.add(key);
  }
  const before = spec.after ? BUNDLES.find((other) => other.file === spec.after) : undefined;
  if (before) for (const key of bundleKeys(before)) keys.delete(key);
  const sorted = [...keys].sort();
  keysCache.set(spec.file, sorted);
  return sorted;
}

export type GeneratedBundle = Record<Language, Record<string, string>>;

/** The texts of `keys` (sorted, deduplicated) in every supported language. */
export function bundleOf(keys: readonly string[]): GeneratedBundle {
  const sorted = [...new Set(keys)].sort();
  const bundle = {} as GeneratedBundle;
  for (const language of SUPPORTED_LANGUAGES) {
    const texts: Record<string, string> = dictionaries[language];
    bundle[language] = Object.fromEntries(sorted.map((key) => [key, texts[key] as string]));
  }
  return bundle;
}

export function bundlePath(file: string): string {
  return join(ROOT, file);
}

if (import.meta.main) {
  for (const spec of BUNDLES) {
    const keys = bundleKeys(spec);
    writeFileSync(bundlePath(spec.file), `${JSON.stringify(bundleOf(keys), null, 2)}\n`);
    console.log(`wrote ${spec.file} (${keys.length} keys)`);
  }
}
