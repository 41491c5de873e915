/**
 * Vite plugin of the widget build: every `import './X.css'` in the widget (and in the shared
 * src/ui components it reuses) becomes a constructable stylesheet adopted by the element's
 * shadow roots, instead of a <style> or <link> in the host page's <head>. So the widget's CSS
 * never leaks into the host page, the host's CSS never reaches the widget, and no inline
 * <style> is needed (a host's strict `style-src` does not govern constructable stylesheets).
 *
 * `rem` sizes are rewritten to pixels: inside a host page `rem` follows the host's root font
 * size, which the widget does not control.
 */
import type { Plugin } from 'vite';

const CSS_IMPORT = /^\s*import\s+(['"])([^'"]+\.css)\1;?\s*$/gm;
const REGISTRY = '/widget/src/styles.ts';

/** `1.5rem` → `24px` (16 px per rem, the browsers' default). */
export function remToPx(css: string): string {
  return css.replace(
    /(-?\d*\.?\d+)rem\b/g,
    (_, value: string) => `${Number((Number(value) * 16).toFixed(3))}px`,
  );
}

export function shadowStyles(root: string): Plugin {
  return {
    name: 'itaca-shadow-styles',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.endsWith('.css') && id.includes('?inline')) return null;
      if (!/\.(tsx?|jsx?)$/.test(file) || file.includes('node_modules')) return null;
      let index = 0;
      const rewritten = code.replace(CSS_IMPORT, (_line, _quote, path: string) => {
        index += 1;
        return `import __itacaCss${index} from ${JSON.stringify(`${path}?inline`)};\nadoptWidgetStyles(__itacaCss${index});`;
      });
      if (index === 0) return null;
      return {
        code: `import { adoptWidgetStyles } from ${JSON.stringify(root + REGISTRY)};\n${rewritten}`,
        map: null,
      };
    },
  };
}

/** Applies remToPx to every CSS module the widget inlines. */
export function pixelRems(): Plugin {
  return {
    name: 'itaca-pixel-rems',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('.css?inline')) return null;
      return { code: remToPx(code), map: null };
    },
  };
}
