/**
 * `<link rel="modulepreload">` for the islands a page hydrates at once (`client:only`,
 * `client:load`): the island's component and renderer modules and everything they import
 * statically, found by reading the built chunks. Without them the browser discovers the module
 * graph one level at a time (component → React → react-dom → …), a round trip per level before
 * the first render; with them every module is requested as the HTML arrives. Islands hydrated
 * later (`client:visible`, `client:idle`) are left alone: preloading them would spend the main
 * thread on code the page may never run.
 */

/** Static imports of a built ES module: `import{a}from"./x.js"`, `import"./y.js"` (not `import()`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

const EAGER_ISLAND = /<astro-island\b[^>]*\bclient="(?:only|load)"[^>]*>/g;
const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}="([^"]+)"`);

/**
 * The page with modulepreload links for its eager islands' module graphs, inserted before
 * `</head>` (unchanged when it has none). `readModule` returns a built module's code by its URL
 * path (`/_astro/x.js`), or null when it is not a local file.
 */
export function addModulePreloads(html: string, readModule: (path: string) => string | null): string {
  const roots: string[] = [];
  for (const island of html.match(EAGER_ISLAND) ?? []) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = island.match(ATTRIBUTE(name))?.[1];
      if (url?.startsWith('/')) roots.push(url);
    }
  }
  if (roots.length === 0) return html;
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const code = readModule(path);
    if (code === null) continue;
    seen.add(path);
    for (const relative of staticImports(code)) {
      queue.push(new URL(relative, `https://site${path}`).pathname);
    }
  }
  const already = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
  const links = [...seen]
    .filter((path) => !already.has(path))
    .map((path) => `<link rel="modulepreload" href="${path}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
