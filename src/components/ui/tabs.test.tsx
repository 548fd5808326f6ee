// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

afterEach(cleanup);

function Draft() {
  const [text, setText] = useState('');
  return <input aria-label="Draft" value={text} onChange={(e) => setText(e.target.value)} />;
}

function renderTabs() {
  render(
    <Tabs
      label="Catalogue"
      tabs={[
        { id: 'tools', label: 'Tools', panel: <Draft /> },
        { id: 'resources', label: 'Resources', panel: <p>Resource list</p> },
        { id: 'prompts', label: 'Prompts', panel: <p>Prompt list</p> },
      ]}
    />,
  );
  return { user: userEvent.setup(), tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('is a named tablist whose first tab is selected, with its panel labelled by it', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Catalogue' })).toBeInTheDocument();
    expect(tab('Tools')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Resources')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Tools' });
    expect(tab('Tools')).toHaveAttribute('aria-controls', panel.id);
    // One tab stop: only the selected tab is in the Tab order.
    expect(tab('Tools')).toHaveAttribute('tabindex', '0');
    expect(tab('Prompts')).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting as it goes', async () => {
    const { user, tab } = renderTabs();
    await user.tab();
    expect(tab('Tools')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Prompts')).toHaveFocus();
    expect(tab('Prompts')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Prompts' })).toHaveTextContent('Prompt list');
    await user.keyboard('{ArrowRight}');
    expect(tab('Tools')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Prompts')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Tools')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Resources')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps every panel mounted, so what was typed survives a switch', async () => {
    const { user, tab } = renderTabs();
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), 'half a form');
    await user.click(tab('Resources'));
    expect(screen.queryByRole('textbox', { name: 'Draft' })).not.toBeInTheDocument();
    await user.click(tab('Tools'));
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('half a form');
  });
});
