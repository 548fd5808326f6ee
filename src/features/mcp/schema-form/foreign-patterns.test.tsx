// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

function setup(schema: unknown) {
  const onSubmit = vi.fn<(args: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  render(<SchemaForm idPrefix="tool-test" schema={schema} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

describe('patterns of a server nobody here wrote', () => {
  it('a pattern JavaScript cannot compile leaves the other checks working', async () => {
    // "[\w-.]" is a valid class in many regex dialects, an error in a JS "u" regex.
    const { user, onSubmit } = setup({
      type: 'object',
      properties: {
        slug: { type: 'string', pattern: '^[\\w-.]+$' },
        count: { type: 'integer', maximum: 3 },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'slug' }), 'a-b.c');
    await user.type(screen.getByRole('textbox', { name: 'count' }), '9');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'count' })).toHaveAccessibleDescription(
      /Must be at most 3\./,
    );
  });

  it('a pattern that backtracks exponentially does not freeze the page on a near-miss', async () => {
    const { user, onSubmit } = setup({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^(a+)+$' } },
    });
    const code = screen.getByRole('textbox', { name: 'code' });
    await user.click(code);
    await user.paste(`${'a'.repeat(28)}!`);
    // Today's engines take seconds on it (doubling with each "a"): the pattern is left to the server.
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: `${'a'.repeat(28)}!` });
  });
});
