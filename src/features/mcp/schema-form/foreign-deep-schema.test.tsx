// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

/** An object schema nested `depth` levels deep through `wrap`, a string at the bottom. */
function nested(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let schema: unknown = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = wrap(schema);
  return { type: 'object', properties: { root: schema } };
}

describe('an input schema nested thousands of levels deep', () => {
  it.each([
    ['objects', 5_000, (inner: unknown) => ({ type: 'object', properties: { a: inner } })],
    ['allOf wrappers', 30_000, (inner: unknown) => ({ allOf: [inner] })],
  ])('of %s is edited as JSON instead of crashing the page', async (_, depth, wrap) => {
    const onSubmit = vi.fn<(args: Record<string, unknown>) => void>();
    const user = userEvent.setup();
    render(<SchemaForm idPrefix="tool-deep" schema={nested(depth, wrap)} onSubmit={onSubmit} />);
    expect(screen.getByText(/nested too deeply/)).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Arguments (JSON)' });
    await user.clear(editor);
    await user.click(editor);
    await user.paste('{"root": {}}');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    expect(onSubmit).toHaveBeenCalledWith({ root: {} });
  });
});
