import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '@contract/color-contrast';
import { seriousViolations } from './fixtures/axe';
import { demoAccounts, signInWithToken } from './fixtures/auth';
import { E2E_MCP_PORT } from './fixtures/constants';

/**
 * Issue 18 items 4 and 7: "Compare to previous period" gives every total its
 * previous value and change, and the charts (and the MCP consent page) stay
 * readable in dark mode.
 */

function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function signInAsPublisher(page: Page, name: string) {
  const publisher = (await demoAccounts(page.request)).publishers.find((p) => p.name === name);
  if (!publisher) throw new Error(`The demo API lists no publisher "${name}"`);
  await page.goto('/sign-in');
  // Kept on this tab, so opening a report link (a fresh load) stays signed in.
  await signInWithToken(page, { publisherKey: publisher.key, keep: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

async function openXmlStatistics(page: Page, query: string) {
  await signInAsPublisher(page, 'Northwind Media');
  await page.goto(`/reports/xml?tid=501&from=${localDay(-29)}&to=${localDay(0)}&${query}`);
  await expect(page.getByRole('heading', { name: 'XML statistics', level: 1 })).toBeVisible();
}

const xmlChart = (page: Page) => page.getByRole('img', { name: /The table below has the data/ });

/** axe's colour-contrast rule alone, on one part of the page. */
async function contrastViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

/**
 * axe does not measure SVG text, so the chart's own text (ticks and legend)
 * is checked here: its colour against the background it is drawn on.
 */
async function chartTextContrast(chart: Locator) {
  const [background, ...colours] = await chart.evaluate((root) => {
    // Tailwind 4 writes oklch(): a canvas turns any CSS colour into sRGB bytes.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const hex = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return `#${[r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, '0')).join('')}`;
    };
    // The nearest ancestor that paints a background: what the chart is drawn on.
    let element: Element | null = root;
    let background = 'rgb(255, 255, 255)';
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
      element = element.parentElement;
    }
    const texts = [...root.querySelectorAll('svg text, .recharts-legend-item-text')].map((node) =>
      node instanceof SVGElement ? getComputedStyle(node).fill : getComputedStyle(node).color,
    );
    return [hex(background), ...new Set(texts.map(hex))];
  });
  expect(colours.length).toBeGreaterThan(0);
  return colours.map((colour) => ({
    colour: `${colour} on ${background}`,
    ratio: Math.round(contrastRatio(colour, background!) * 100) / 100,
  }));
}

/** Every text of the chart lies inside its drawing: nothing cut off at an edge. */
async function clippedTexts(chart: Locator) {
  return chart
    .locator('svg.recharts-surface')
    .first()
    .evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((text) => {
          const r = text.getBoundingClientRect();
          return (
            r.width > 0 &&
            (r.top < box.top - 0.5 ||
              r.bottom > box.bottom + 0.5 ||
              r.left < box.left - 0.5 ||
              r.right > box.right + 0.5)
          );
        })
        .map((text) => text.textContent);
    });
}

test('compare to previous period: every total with its previous value and change', async ({
  page,
}) => {
  await openXmlStatistics(page, 'compare=true');
  const summary = page.getByRole('region', { name: 'Compared with the previous period' });
  await expect(summary).toBeVisible();
  const terms = await summary.getByRole('term').allInnerTexts();
  expect(terms).toEqual(
    expect.arrayContaining(['Gross requests', 'Gross clicks', 'Gross revenue', 'Net revenue']),
  );
  expect(terms.length).toBeGreaterThanOrEqual(8);
  for (const term of terms) {
    const group = summary.locator('div').filter({
      has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }),
    });
    const values = await group.getByRole('definition').allInnerTexts();
    expect(values, term).toHaveLength(3);
    expect(values[1], term).toMatch(/^Previous period: [\d.,]+/);
    expect(values[2], term).toMatch(/^(▲ |▼ )?([\d.,]+\s?% (up|down)|No change|New .*)$/);
    expect(values.join(' '), term).not.toMatch(/Infinity|NaN/);
  }

  // The previous period is on the chart for the chosen metric, and the legend names it.
  for (const metric of ['Revenue', 'Clicks', 'Valid']) {
    await page.getByLabel('Metric').selectOption({ label: metric });
    await expect(xmlChart(page)).toHaveAccessibleName(
      new RegExp(`^${metric} per day.*with the previous period`),
    );
    await expect(xmlChart(page).getByText('Gross, previous period')).toBeVisible();
    await expect(
      xmlChart(page).locator('path.recharts-curve[stroke-dasharray="5 5"]'),
    ).not.toHaveCount(0);
  }
  await expect(xmlChart(page).getByText('Net, previous period')).toHaveCount(0);
  await page.getByLabel('Metric').selectOption({ label: 'Revenue' });
  await expect(xmlChart(page).getByText('Net, previous period')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('XML charts in dark mode: readable text, nothing clipped, axe clean', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openXmlStatistics(page, 'compare=true');
  await expect(xmlChart(page).locator('svg.recharts-surface').first()).toBeVisible();
  for (const { colour, ratio } of await chartTextContrast(xmlChart(page)))
    expect(ratio, `day chart text ${colour}`).toBeGreaterThanOrEqual(4.5);
  expect(await clippedTexts(xmlChart(page))).toEqual([]);
  expect(await contrastViolations(page, 'main')).toEqual([]);

  // The bar chart of countries: the largest values of the page.
  await page.getByLabel('Group by').selectOption({ label: 'Country' });
  await expect(xmlChart(page)).toHaveAccessibleName(/per country/);
  await expect(xmlChart(page).locator('.recharts-bar-rectangle').first()).toBeVisible();
  for (const { colour, ratio } of await chartTextContrast(xmlChart(page)))
    expect(ratio, `bar chart text ${colour}`).toBeGreaterThanOrEqual(4.5);
  expect(await clippedTexts(xmlChart(page))).toEqual([]);
  expect(await contrastViolations(page, 'main')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Search report charts in dark mode: readable text, nothing clipped, axe clean', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAsPublisher(page, 'Northwind Media');
  await page.goto(`/reports/search?from=${localDay(-29)}&to=${localDay(0)}`);
  const charts = [
    page.getByRole('img', { name: /Revenue per day/ }),
    page.getByRole('img', { name: /Top \d+ countries by revenue/ }),
  ];
  for (const chart of charts) {
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    for (const { colour, ratio } of await chartTextContrast(chart))
      expect(ratio, `text ${colour}`).toBeGreaterThanOrEqual(4.5);
    expect(await clippedTexts(chart)).toEqual([]);
  }
  expect(await contrastViolations(page, 'main')).toEqual([]);
});

test('the MCP consent page is dark in dark mode and passes axe', async ({ page, request }) => {
  const origin = `http://localhost:${E2E_MCP_PORT}`;
  const redirectUri = 'http://127.0.0.1:33418/callback';
  const registered = await request.post(`${origin}/oauth/register`, {
    data: {
      client_name: 'Dark scheme spec',
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
    },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const url = new URL(`${origin}/oauth/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
    resource: `${origin}/mcp`,
    scope: 'platform:read',
    state: 'dark',
  }).toString();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [pageBackground, textColour] = await page.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.body).color,
  ]);
  expect(pageBackground).toBe('rgb(15, 17, 21)');
  expect(textColour).toBe('rgb(230, 232, 235)');
  expect(await contrastViolations(page, 'body')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
