// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '../types';
import { HistoryList } from './history-list';

afterEach(cleanup);

const older: HistoryEntry = {
  id: 'a',
  at: Date.UTC(2026, 0, 5, 9, 0, 0),
  kind: 'list',
  name: 'tools/list',
  request: {},
  response: { tools: [{ name: 'platform_whoami' }] },
  durationMs: 12.4,
};
const newer: HistoryEntry = {
  id: 'b',
  at: Date.UTC(2026, 0, 5, 9, 1, 0),
  kind: 'tool',
  name: 'platform_list_campaigns',
  request: { name: 'platform_list_campaigns', arguments: { limit: 2 } },
  response: { isError: true, content: [], structuredContent: { status: 'error' } },
  durationMs: 80,
};
const failed: HistoryEntry = {
  id: 'c',
  at: Date.UTC(2026, 0, 5, 9, 2, 0),
  kind: 'resource',
  name: 'adpanel://guides/write-rules',
  request: { uri: 'adpanel://guides/write-rules' },
  error: 'HTTP 503: not ready',
  durationMs: 5,
};

describe('HistoryList', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
  beforeEach(() => {
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  });

  function renderWithClipboard(entries: HistoryEntry[], onClear?: () => void) {
    const user = userEvent.setup();
    // user-event installs its own clipboard stub in setup(): ours replaces it afterwards.
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    render(<HistoryList entries={entries} onClear={onClear} />);
    return user;
  }

  it('shows the empty state', () => {
    render(<HistoryList entries={[]} />);
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('No calls yet in this session.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
  });

  it('lists entries newest first with kind, name, time, duration and outcome', () => {
    render(<HistoryList entries={[older, failed, newer]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'adpanel://guides/write-rules',
      'platform_list_campaigns',
      'tools/list',
    ]);
    const [first, second, third] = items;
    expect(first).toHaveTextContent('resource');
    expect(first).toHaveTextContent('5 ms');
    expect(first).toHaveTextContent('Error');
    expect(first).toHaveTextContent('HTTP 503: not ready');
    expect(second).toHaveTextContent('Tool error');
    expect(third).toHaveTextContent('12 ms');
    expect(third).toHaveTextContent('OK');
    expect(third?.querySelector('time')).toHaveAttribute('datetime', '2026-01-05T09:00:00.000Z');
    expect(
      within(second!).getByText('Request and response').closest('details'),
    ).not.toHaveAttribute('open');
    expect(within(second!).getByText(/"limit": 2/)).toBeInTheDocument();
  });

  it('copies the request and the response and announces it', async () => {
    const user = renderWithClipboard([older, newer]);
    const item = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    await user.click(within(item).getByRole('button', { name: 'Copy request' }));
    expect(writeText).toHaveBeenLastCalledWith(JSON.stringify(newer.request, null, 2));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await user.click(within(item).getByRole('button', { name: 'Copy response' }));
    expect(writeText).toHaveBeenLastCalledWith(JSON.stringify(newer.response, null, 2));
    // The buttons are told apart by the entry they belong to.
    expect(within(item).getByRole('button', { name: 'Copy response' })).toHaveAccessibleDescription(
      'platform_list_campaigns',
    );
  });

  it('copies the error when there is no response', async () => {
    const user = renderWithClipboard([failed]);
    await user.click(screen.getByRole('button', { name: 'Copy response' }));
    expect(writeText).toHaveBeenLastCalledWith('HTTP 503: not ready');
  });

  it('says so when the clipboard is missing or refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    render(<HistoryList entries={[older]} />);
    await user.click(screen.getByRole('button', { name: 'Copy request' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      /Copying is not available in this browser/,
    );

    writeText.mockRejectedValueOnce(new Error('Permission denied'));
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copy request' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Could not copy \(Permission denied\)/);
  });

  it('offers "Clear history" when given onClear', async () => {
    const onClear = vi.fn();
    const user = renderWithClipboard([older], onClear);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
