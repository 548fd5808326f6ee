// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeywordsControl, type KeywordsChange } from './keywords-control';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function setup(initial: KeywordsChange) {
  const onChange = vi.fn<(next: KeywordsChange) => void>();
  function Harness() {
    const [state, setState] = useState(initial);
    return (
      <KeywordsControl
        {...state}
        onChange={(next) => {
          onChange(next);
          setState(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, user: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] };
}

describe('KeywordsControl', () => {
  it.each([
    [1, 0],
    [true, false],
    ['1', '0'],
  ])('writes enabled %j back as %j', async (enabled, toggled) => {
    const { user, last } = setup({ enabled, whitelist: 'a', blocklist: 'b' });
    const box = screen.getByRole('checkbox', { name: 'Enable keywords' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(last()).toEqual({ enabled: toggled, whitelist: 'a', blocklist: 'b' });
    await user.click(box);
    expect(last()?.enabled).toBe(enabled);
  });

  it('keeps the lists exactly as typed', async () => {
    const { user, last } = setup({ enabled: 0, whitelist: 'shoes\nsneakers', blocklist: '' });
    const allow = screen.getByRole('textbox', { name: 'Allow list' });
    const block = screen.getByRole('textbox', { name: 'Block list' });
    expect(allow).toHaveValue('shoes\nsneakers');
    expect(allow).toHaveAccessibleDescription('One keyword per line.');

    await user.type(allow, '{Enter}  running, trail ');
    expect(last()).toEqual({
      enabled: 0,
      whitelist: 'shoes\nsneakers\n  running, trail ',
      blocklist: '',
    });
    await user.type(block, 'free,{Enter}{Enter}crack');
    expect(last()?.blocklist).toBe('free,\n\ncrack');
    expect(last()?.whitelist).toBe('shoes\nsneakers\n  running, trail ');
    expect(last()?.enabled).toBe(0);
  });
});
