// What axe finds wrong in a rendered page, as plain data a test can compare with []: each rule
// broken, what it asks for, and the elements that break it.
import axe from 'axe-core';

export async function axeViolations(context: Element) {
  const results = await axe.run(context, {
    // jsdom has no layout or computed colours; contrast is checked on the tokens instead
    // (shared/styles/tokens.test.ts) and in the browser journeys.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}
