// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

describe('names with spaces, of a tool or of its arguments', () => {
  it('keep each field described by its own hint and error', async () => {
    const onSubmit = vi.fn<(args: Record<string, unknown>) => void>();
    render(
      <SchemaForm
        idPrefix="tool-ctl x y"
        schema={{
          type: 'object',
          required: ['tags of it'],
          properties: {
            'dry run': { type: 'boolean', description: 'flip' },
            'tags of it': { type: 'array', items: { type: 'string' }, minItems: 1 },
          },
        }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'dry run' })).toHaveAccessibleDescription(/flip/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Call tool' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: /tags of it/ })).toHaveAccessibleDescription(
      /at least 1/i,
    );
    // Every id the form wrote is one token.
    for (const element of document.querySelectorAll('[id]')) expect(element.id).not.toMatch(/\s/);
  });
});
