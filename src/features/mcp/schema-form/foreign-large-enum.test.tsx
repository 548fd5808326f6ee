// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

/** 20,000 zone numbers, 1 to 20000, as a foreign server may list them. */
const zones = Array.from({ length: 20_000 }, (_, i) => i + 1);
/** 150 codes, then a number, a boolean and null: each keeps its JSON type. */
const mixed = [...Array.from({ length: 150 }, (_, i) => `code-${i}`), 7, true, null];

const schema = {
  type: 'object',
  properties: {
    zone: { enum: zones, title: 'Zone', description: 'Where the ads run.' },
    mixed: { enum: mixed },
    zones: { type: 'array', items: { enum: zones } },
  },
};

function setup(props: { schema?: unknown; initialArguments?: Record<string, unknown> } = {}) {
  const onSubmit = vi.fn<(args: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  render(<SchemaForm idPrefix="tool-test" schema={schema} onSubmit={onSubmit} {...props} />);
  return { user, onSubmit };
}

const callTool = () => screen.getByRole('button', { name: 'Call tool' });
// A text input with suggestions (<input list>) is a combobox, as a <select> is.
const field = (name: string) => screen.getByRole('combobox', { name });
/** The values suggested to the field (its <datalist>, which a browser shows as a popup). */
const suggestions = (input: HTMLElement) => {
  const list = document.getElementById(input.getAttribute('list') ?? '');
  expect(list).not.toBeNull();
  return within(list!)
    .queryAllByRole('option', { hidden: true })
    .map((option) => (option as HTMLOptionElement).value);
};

describe('an enum of 20,000 values, from a server nobody here wrote', () => {
  it('is a labelled text field with a short list of suggestions, not 20,000 options', () => {
    setup();
    const zone = field('Zone');
    expect(zone).toBeInstanceOf(HTMLInputElement);
    expect(zone).toHaveAccessibleDescription(
      'Where the ads run. Type one of the 20,000 allowed values; up to 20 that match are suggested. Argument "zone".',
    );
    expect(suggestions(zone)).toHaveLength(20);
    // In the whole form: 20 suggestions for zone, 20 for mixed.
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(40);
  });

  it('suggests the values that match what is typed, those that start with it first', async () => {
    const { user } = setup();
    const zone = field('Zone');
    await user.type(zone, '1999');
    expect(suggestions(zone)).toEqual([
      '1999',
      ...Array.from({ length: 10 }, (_, i) => `1999${i}`),
      '11999',
    ]);
    await user.type(zone, '9');
    expect(suggestions(zone)).toEqual(['19999']);
    await user.clear(zone);
    await user.type(zone, 'x');
    expect(suggestions(zone)).toEqual([]);
  });

  it('sends the value typed with the JSON type the schema gives it', async () => {
    const { user, onSubmit } = setup();
    await user.type(field('Zone'), '10042');
    await user.type(field('mixed'), 'null');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ zone: 10042, mixed: null });

    await user.clear(field('mixed'));
    await user.type(field('mixed'), 'true');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenLastCalledWith({ zone: 10042, mixed: true });

    await user.clear(field('mixed'));
    await user.type(field('mixed'), '7');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenLastCalledWith({ zone: 10042, mixed: 7 });
  });

  it('names a value that is not one of them, on its field, and sends nothing', async () => {
    const { user, onSubmit } = setup();
    const zone = field('Zone');
    await user.type(zone, '20001');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(zone).toHaveAccessibleDescription(/"20001" is not one of the 20,000 allowed values\.$/);
    expect(zone).toHaveFocus();
    expect(zone).toHaveValue('20001'); // nothing typed is lost

    await user.clear(zone);
    await user.type(zone, '20000');
    expect(zone).not.toHaveAttribute('aria-invalid');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ zone: 20000 });
  });

  it('types the rows of an array of them, each checked', async () => {
    const { user, onSubmit } = setup();
    const list = screen.getByRole('group', { name: 'zones' });
    await user.click(within(list).getByRole('button', { name: 'Add item' }));
    const row = within(list).getByRole('combobox', { name: 'Item 1' });
    expect(suggestions(row)).toHaveLength(20);
    await user.type(row, '0');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(row).toHaveAccessibleDescription('"0" is not one of the 20,000 allowed values.');

    await user.clear(row);
    await user.type(row, '7');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ zones: [7] });
  });

  it('shows given arguments as the text of their value', () => {
    setup({ initialArguments: { zone: 321, mixed: null, zones: [5, 6] } });
    expect(field('Zone')).toHaveValue('321');
    expect(field('mixed')).toHaveValue('null');
    expect(field('Item 2')).toHaveValue('6');
  });
});

describe('the threshold', () => {
  it('keeps the select for 100 values, and types 101', async () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    const { user, onSubmit } = setup({
      schema: {
        type: 'object',
        properties: { small: { enum: values(100) }, large: { enum: values(101) } },
      },
    });
    const small = field('small');
    expect(small).toBeInstanceOf(HTMLSelectElement);
    expect(within(small).getAllByRole('option')).toHaveLength(101); // "—" and the 100 values
    expect(field('large')).toBeInstanceOf(HTMLInputElement);
    await user.selectOptions(small, 'v42');
    await user.type(field('large'), 'v100');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ small: 'v42', large: 'v100' });
  });
});
