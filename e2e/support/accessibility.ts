import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The axe rules a livery can break: it changes the accent colour and nothing else, so a
 * page passing every rule in one livery needs only these checked in the others.
 */
export const LIVERY_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * What axe finds that would block a fan (serious and critical only), each as its rule, its
 * help and the elements it found, so a failing journey says what to fix. `include` narrows
 * the check to one part of the page, `rules` to those axe rules.
 */
export async function seriousA11yViolations(
  page: Page,
  include?: string,
  rules?: readonly string[],
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules([...rules]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
