import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, seriousViolations } from './fixtures/axe';

/**
 * The axe fixture every spec relies on still finds what it must: it runs axe in
 * the page and keeps full details of violations only (decision 046), so a page
 * with known serious and critical findings has to come back with exactly those,
 * in both colour schemes.
 */
const BROKEN = `<!doctype html><html lang="en"><head><title>t</title>
<style>.low { color: #777; background: #888 }
@media (prefers-color-scheme: dark) { body { background: #000 } .low { color: #222 } }</style>
</head><body><main><h1>Broken on purpose</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<button></button>
<p id="low" class="low">Low contrast in light and in dark</p>
</main></body></html>`;

test('the axe fixture reports serious and critical violations, in light and dark', async ({
  page,
}) => {
  await page.setContent(BROKEN);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const found = await seriousViolations(page);
    expect(found.map((v) => v.id).sort(), colorScheme).toEqual([
      'button-name',
      'color-contrast',
      'image-alt',
    ]);
    expect(found.find((v) => v.id === 'color-contrast')?.targets, colorScheme).toEqual(['#low']);
  }
  await expect(expectNoSeriousViolations(page, 'a broken page')).rejects.toThrow(
    /a broken page \(light\)/,
  );
});
