import { expect, test, type Page } from '@playwright/test';
import { firstMember, startSignedIn } from './fixtures/auth';
import { seriousViolations } from './fixtures/axe';
import { E2E_EVERYTHING_PORT } from './fixtures/constants';
import { activePanel, consoleTab, useMcpOrigin } from './fixtures/mcp';

/**
 * The console against an MCP server nobody here wrote:
 * @modelcontextprotocol/server-everything over Streamable HTTP on loopback
 * (Playwright's second webServer). It asks for no authorization.
 */
const EVERYTHING = `http://localhost:${E2E_EVERYTHING_PORT}`;

const tool = (page: Page, name: string) =>
  activePanel(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });

async function connect(page: Page, request: Parameters<typeof firstMember>[0]) {
  const member = await firstMember(request);
  await useMcpOrigin(page, EVERYTHING);
  await startSignedIn(page, { memberToken: member.token });
  await page.goto('/mcp');
  await expect(page.getByRole('region', { name: 'Origin status' })).toContainText(EVERYTHING);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('None (the server asks for no authorization)');
  await expect(account).toContainText(/Server\s*\S+/);
  await expect(account).toBeFocused();
}

test('lists the tools, resources and prompts of server-everything and uses each kind', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await connect(page, request);

  // Tools: an enum and a boolean through the generated form.
  await consoleTab(page, 'Tools').click();
  for (const name of ['echo', 'get-sum', 'get-annotated-message', 'get-structured-content'])
    await expect(tool(page, name)).toBeVisible();
  await expect(tool(page, 'echo')).toContainText('read-only');
  await expect(tool(page, 'toggle-simulated-logging')).toContainText('changes data');

  await tool(page, 'get-annotated-message').click();
  const annotated = page.getByRole('form', { name: 'Arguments of get-annotated-message' });
  await annotated.getByLabel(/^messageType/).selectOption('success');
  await annotated.getByLabel(/^includeImage/).check();
  await annotated.getByRole('button', { name: 'Call tool' }).click();
  const result = activePanel(page).getByRole('region', { name: 'Tool result' });
  await expect(result).toContainText('Operation completed successfully');

  // Numbers.
  await tool(page, 'get-sum').click();
  const sum = page.getByRole('form', { name: 'Arguments of get-sum' });
  await sum.getByLabel(/^a\b/).fill('2');
  await sum.getByLabel(/^b\b/).fill('3.5');
  await sum.getByRole('button', { name: 'Call tool' }).click();
  await expect(result).toContainText('The sum of 2 and 3.5 is 5.5.');
  // Announced to screen readers too, not only drawn.
  await expect(
    activePanel(page).getByRole('status').filter({ hasText: 'Result received' }),
  ).toHaveCount(1);

  // Structured content checked against the tool's outputSchema (cfworker, CSP-safe).
  await tool(page, 'get-structured-content').click();
  const weather = page.getByRole('form', { name: 'Arguments of get-structured-content' });
  await weather.getByLabel(/^location/).selectOption('Chicago');
  await weather.getByRole('button', { name: 'Call tool' }).click();
  await expect(result).toContainText('temperature');
  expect(await seriousViolations(page)).toEqual([]);

  // A tool that does not say it is read-only is sent only after a confirmation.
  await tool(page, 'toggle-simulated-logging').click();
  await page
    .getByRole('form', { name: 'Arguments of toggle-simulated-logging' })
    .getByRole('button', { name: 'Call tool' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Call toggle-simulated-logging?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(activePanel(page).getByRole('region', { name: 'Tool result' })).toHaveCount(0);

  // Resources: read one.
  await consoleTab(page, 'Resources').click();
  const architecture = activePanel(page).getByRole('region', { name: /architecture/i });
  await expect(activePanel(page).getByRole('region', { name: /^Resource / })).toHaveCount(7);
  await architecture.getByRole('button', { name: /^Read/ }).click();
  await expect(architecture.locator('pre')).toContainText(/\w{20,}|architecture/i);

  // Prompts: one with arguments.
  await consoleTab(page, 'Prompts').click();
  const argsPrompt = activePanel(page).getByRole('region', { name: 'Prompt args-prompt' });
  await argsPrompt.getByLabel(/^city/).fill('Lisbon');
  await argsPrompt.getByRole('button', { name: 'Get prompt' }).click();
  await expect(argsPrompt.getByRole('list', { name: 'Messages' })).toContainText('Lisbon');

  // Every call is in the history, none with a secret.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('get-sum');
  await expect(history).toContainText('args-prompt');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  // Focus lands on what replaced the Disconnect button, not on the body.
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeFocused();
});
