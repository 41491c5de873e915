/**
 * The widget's stylesheets, shared by every <itaca-booking> on the page. CSS modules register
 * here when their chunk loads (the build turns `import './X.css'` into `adoptWidgetStyles(css)`,
 * see widget/build/shadow-styles.ts) and are adopted by every shadow root, including roots
 * created before a lazily loaded step brought its CSS.
 */
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

export function adoptWidgetStyles(css: string): void {
  if (typeof CSSStyleSheet === 'undefined') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheets.push(sheet);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export function attachWidgetStyles(root: ShadowRoot): () => void {
  root.adoptedStyleSheets = [...sheets];
  roots.add(root);
  return () => roots.delete(root);
}
