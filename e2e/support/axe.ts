import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Issue 12 acceptance 5: the WCAG 2.1 A and AA rules (decision 112). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail a screen; minor and moderate findings are reported by axe but do not block. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** One finding, on one line: rule, impact, where (CSS path) and what (the element's markup, shortened). */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  readonly snippet: string;
  readonly summary: string;
}

/**
 * Runs axe on the whole document once the page is still: a fading dialog or a sliding panel is half transparent
 * for a moment, and axe would measure the contrast of that frame instead of what the user reads.
 */
export async function findSeriousViolations(page: Page): Promise<AxeFinding[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    // Evaluated through the debugging protocol: the portal's content security policy (script-src 'self')
    // rightly refuses an inline script tag.
    await page.evaluate(axe.source);
  }
  const results = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load into the page.');
    return window.axe.run(document, {
      runOnly: { type: 'tag', values: [...tags] },
      resultTypes: ['violations'],
    });
  }, WCAG_TAGS);
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => BLOCKING_IMPACTS.has(node.impact ?? violation.impact ?? ''))
      .map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? 'unknown',
        target: node.target.map(String).join(' '),
        snippet: node.html.replace(/\s+/g, ' ').slice(0, 200),
        summary: node.failureSummary?.replace(/\s+/g, ' ').slice(0, 300) ?? '',
      })),
  );
}

/**
 * Fails the test when axe finds a serious or critical WCAG 2.1 A/AA violation on the page, listing each one (rule
 * id, impact, target and a snippet) so the failure itself says what to fix. `context` names the screen or state.
 * The failure is soft: the test goes on through its other states, so one run lists everything there is to fix.
 */
export async function expectNoSeriousViolations(page: Page, context: string): Promise<void> {
  const findings = await findSeriousViolations(page);
  const lines = findings.map(
    (finding) =>
      `${finding.rule} (${finding.impact}) at ${finding.target}: ${finding.snippet} — ${finding.summary}`,
  );
  expect.soft(lines, `serious or critical accessibility violations on ${context}`).toEqual([]);
}
