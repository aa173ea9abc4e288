import axe from 'axe-core';

/** axe on the whole document (dialogs live in portals). jsdom cannot compute colours, so that rule is off. */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
