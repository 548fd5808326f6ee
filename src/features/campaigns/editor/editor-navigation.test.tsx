// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createAuthServices } from '@/lib/session/auth-services';
import { createTestApp, type TestApp } from '@/testing/reference-api';
import { renderWithApp } from '@/testing/render';
import { CampaignEditPage } from './campaign-edit-page';

// The section list and the Save bar's count over the real reference API, in-process.
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});
beforeEach(() => window.sessionStorage.clear());

async function openEditor(cid: number) {
  const auth = createAuthServices({ storage: null });
  auth.credentials.signIn({ memberToken: server.tokens.demo, persist: false });
  const result = await renderWithApp(<CampaignEditPage cid={cid} requestedAt={0} />, {
    fetch: (input, init) => server.fetch(String(input), init),
    context: { auth },
  });
  const form = await screen.findByRole('form', { name: `Edit campaign ${cid}` });
  return { ...result, form };
}

const sectionList = () => screen.getByRole('navigation', { name: 'Sections' });
const sectionLinks = () => within(sectionList()).getAllByRole('link');
const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function retype(
  user: Awaited<ReturnType<typeof openEditor>>['user'],
  label: string,
  to: string,
) {
  // One paste instead of a keystroke per character: the count depends on the value, not the typing.
  await user.clear(field(label));
  await user.paste(to);
}

describe('editor navigation', () => {
  it('lists exactly the sections the form shows, in order, for each campaign type', async () => {
    // 10004 is Native CPV with bid control; 10008 is another type with other sections.
    for (const cid of [10004, 10008]) {
      const { form, unmount } = await openEditor(cid);
      const headings = within(form)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      expect(headings.length).toBeGreaterThan(1);
      expect(sectionLinks().map((link) => link.textContent)).toEqual(headings);
      unmount();
    }
  });

  it('moves focus to the chosen section heading and marks it current', async () => {
    const { user, form } = await openEditor(10004);
    const budget = within(sectionList()).getByRole('link', { name: 'Budget' });
    await user.click(budget);
    expect(within(form).getByRole('heading', { level: 2, name: 'Budget' })).toHaveFocus();
    expect(budget).toHaveAttribute('aria-current', 'location');
    expect(within(sectionList()).getByRole('link', { name: 'Basics' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('counts errors and unsaved changes per section after an invalid edit and Save', async () => {
    const { user } = await openEditor(10004);
    await retype(user, 'Name', 'Navigation test');
    await retype(user, 'Bid', '99');
    await retype(user, 'Daily budget', '123');
    const nav = sectionList();
    expect(within(nav).getByRole('link', { name: 'Basics, 2 unsaved changes' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Budget, 1 unsaved change' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Basics, 1 error, 2 unsaved changes' }),
      ).toBeVisible(),
    );
    expect(within(nav).getByRole('link', { name: 'Budget, 1 unsaved change' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Review changes' })).not.toBeInTheDocument();
  });

  it('says how many fields Save would change, counted as the review counts them', async () => {
    const { user } = await openEditor(10004);
    const bar = () => screen.getByRole('button', { name: 'Save' }).parentElement;
    expect(bar()).toHaveTextContent('No unsaved changes');
    const name = (field('Name') as HTMLInputElement).value;
    const bid = (field('Bid') as HTMLInputElement).value;

    await retype(user, 'Name', 'Counted name');
    expect(bar()).toHaveTextContent('1 unsaved change');
    await retype(user, 'Bid', String(Number(bid) + 0.001));
    expect(bar()).toHaveTextContent('2 unsaved changes');
    // The same bid written differently is no change: the review would not list it.
    await retype(user, 'Bid', `${bid}0`);
    expect(bar()).toHaveTextContent('1 unsaved change');
    await retype(user, 'Name', name);
    expect(bar()).toHaveTextContent('No unsaved changes');
  });
});
