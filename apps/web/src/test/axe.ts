import axe from 'axe-core';
import { expect } from 'vitest';

/** The rules of the browser suite (e2e/support/axe.ts): WCAG 2.1 A and AA (issue 12, decision 112). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Colour contrast needs a real layout and computed colours, which jsdom has not (it would pass or fail at
 * random): the browser suite checks it on every screen. Every other rule runs.
 */
const RULES_JSDOM_CANNOT_RUN = { 'color-contrast': { enabled: false } };

/** One line per failing element: rule, impact, where and what. */
export async function findAxeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: RULES_JSDOM_CANNOT_RUN,
    resultTypes: ['violations'],
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${node.impact ?? violation.impact ?? 'unknown'}) at ${node.target.map(String).join(' ')}: ` +
        `${node.html.replace(/\s+/g, ' ').slice(0, 200)} — ${violation.help}`,
    ),
  );
}

/**
 * Fails when axe finds any WCAG 2.1 A/AA violation in the container (default: the whole document, where
 * PrimeReact's dialogs and overlays are portalled). For component tests in jsdom:
 *
 *     render(<Thing />);
 *     await expectNoAxeViolations(document.body);
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  expect(await findAxeViolations(container), 'accessibility violations (axe, WCAG 2.1 A and AA)').toEqual([]);
}
