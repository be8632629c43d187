/**
 * The one way the browser tests run axe-core. A screen is scanned with every rule once per width, in one language;
 * in the other languages only the rules whose outcome the words can change (names, labels, language attributes) run
 * again: the rest (contrast, structure, roles) are the same
 * markup and CSS whatever the language, and were a quarter of the suite's time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules that depend on the language of the words (axe-core 4.x rule ids). */
const LANGUAGE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'label',
  'label-title-only',
  'button-name',
  'input-button-name',
  'link-name',
  'select-name',
  'image-alt',
  'svg-img-alt',
  'summary-name',
  'frame-title',
  'empty-heading',
  'empty-table-header',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'label-content-name-mismatch',
];

export interface AxeScan {
  /** Named in a failure's message: the screen or state scanned. */
  label: string;
  /** Scan only this part of the page (a CSS selector). */
  include?: string;
  /** 'language' for a language other than the one scanned with every rule. */
  rules?: 'all' | 'language';
}

/** The axe-core that @axe-core/playwright runs (its own dependency), read once per worker. */
const AXE_SOURCE = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into each of the page's frames that does not have it yet. AxeBuilder evaluates its 650 kB of script
 * twice per scan in every frame; compiling it was most of a scan's cost (about 0.3 s of a core, against 0.02 s for
 * the language rules themselves), so it is put in once per document and AxeBuilder is given nothing to inject.
 */
async function putAxeIn(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // A frame gone meanwhile (AxeBuilder skips those too); the page's own frame must have axe.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/** Runs axe-core on the page as it is and expects no violation. */
export async function expectAxeClean(page: Page, { label, include, rules = 'all' }: AxeScan): Promise<void> {
  await putAxeIn(page);
  // Legacy mode runs axe in the page and its same-origin frames (the dashboard's preview), which is all this site
  // has; the default mode opens an extra page per scan to merge frames' results, a cost paid a hundred times a run.
  // Only the violations are asked for: the passes' and the rest's nodes, unused, were serialised at every scan.
  let builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (rules === 'language') builder = builder.withRules(LANGUAGE_RULES);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
