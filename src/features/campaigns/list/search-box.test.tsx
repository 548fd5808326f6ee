// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('SearchBox', () => {
  it('searches at once on Enter and after a pause otherwise, once per search, not per keystroke', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search campaigns' });

    await user.type(box, 'Spring{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenLastCalledWith('Spring');

    await user.type(box, ' sale ');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(2));
    // Trimmed, as the URL keeps it.
    expect(onSearch).toHaveBeenLastCalledWith('Spring sale');
  });

  it('shows a value that comes from the URL (back, "Clear filters"), but not over what is being typed', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SearchBox value="old" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search campaigns' });
    expect(box).toHaveValue('old');
    rerender(<SearchBox value="" onSearch={onSearch} />);
    expect(box).toHaveValue('');

    await user.type(box, 'Wint');
    rerender(<SearchBox value="elsewhere" onSearch={onSearch} />);
    expect(box).toHaveValue('Wint');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('Wint'));
  });
});
