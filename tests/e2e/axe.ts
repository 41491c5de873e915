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

export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; label?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const results = await (options.include ? builder.include(options.include) : builder).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    options.label,
  ).toEqual([]);
}
