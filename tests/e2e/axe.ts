/**
 * axe-core checks shared by the e2e files: WCAG 2.2 A and AA (the tags below), no violation at
 * all. Scan the whole page once per screen state; after that, pass `include` to scan only what
 * changed (an open dialog or menu): a full scan of a big screen is the slowest step of a test,
 * and scanning unchanged content again finds nothing new.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `include` for whatever dialog is open: native `<dialog>` elements have no role attribute. */
export const OPEN_DIALOG = 'dialog[open], [role="dialog"], [role="alertdialog"]';

/**
 * An axe scan of `page` for the tags above. Two settings make it 2-4 times cheaper without
 * testing less: `resultTypes: ['violations']` stops axe from collecting and sending back every
 * passing node (thousands on the planning grid), and legacy mode runs axe inside the page instead
 * of opening a blank page per scan to merge frame results (our pages have no cross-origin frames
 * to merge; a frame axe could not reach would be reported by its `frame-tested` rule).
 * `options()` must come before `withTags()`: it replaces the whole option object.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
}

export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; label?: string } = {},
): Promise<void> {
  const builder = axeBuilder(page);
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    options.label,
  ).toEqual([]);
}
