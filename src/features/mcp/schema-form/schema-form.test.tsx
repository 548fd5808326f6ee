// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaForm, type SchemaFormProps } from './schema-form';
import {
  applyStatusChangeSchema,
  complexSchema,
  listCampaignsSchema,
  unionSchema,
  whoamiSchema,
} from '@/testing/mcp-schema-fixtures';

afterEach(cleanup);

function setup(props: Partial<SchemaFormProps> & { schema: unknown }) {
  const onSubmit = vi.fn<(args: Record<string, unknown>) => void>();
  const user = userEvent.setup();
  const view = render(<SchemaForm idPrefix="tool-test" onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, ...view };
}

const callTool = () => screen.getByRole('button', { name: 'Call tool' });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const select = (name: string | RegExp) => screen.getByRole('combobox', { name });
const group = (name: RegExp) => screen.getByRole('group', { name });
const jsonEditor = () => screen.getByRole('textbox', { name: 'Arguments (JSON)' });

async function replaceJson(user: ReturnType<typeof userEvent.setup>, text: string) {
  const editor = jsonEditor();
  await user.clear(editor);
  await user.click(editor);
  await user.paste(text); // paste: user.type would read "{" as a key name
}

describe('SchemaForm: platform_list_campaigns', () => {
  it('starts from the defaults and sends them, with the optional field left empty omitted', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    expect(select('status')).toHaveDisplayValue('all');
    expect(select('status')).toHaveAccessibleDescription(
      'Only campaigns in this status; all by default.',
    );
    expect(textbox('limit')).toHaveValue('20');
    expect(textbox('limit')).toHaveAccessibleDescription('Whole number, from 1 to 100.');
    await user.clear(textbox('offset'));
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'all',
      orderBy: 'cid',
      order: 'desc',
      limit: 20,
      detailLevel: 'summary',
    });
  });

  it('shows a bound error on the field before sending, then sends the corrected arguments', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    const limit = textbox('limit');
    await user.clear(limit);
    await user.type(limit, '500');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveAccessibleDescription(/Must be at most 100\./);
    expect(limit).toHaveFocus();
    expect(limit).toHaveValue('500'); // nothing typed is lost

    await user.clear(limit);
    await user.type(limit, '50');
    expect(limit).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(select('status'), 'paused');
    await user.selectOptions(select('order'), '—');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'paused',
      orderBy: 'cid',
      offset: 0,
      limit: 50,
      detailLevel: 'summary',
    });
  });

  it('submits with Enter from a field (keyboard only)', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    await user.type(textbox('offset'), '0{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ offset: 0 }));
  });

  it('starts from initialArguments when given (absent fields stay empty)', async () => {
    const { user, onSubmit } = setup({
      schema: listCampaignsSchema,
      initialArguments: { offset: 40, limit: 20 },
    });
    expect(textbox('offset')).toHaveValue('40');
    expect(select('status')).toHaveDisplayValue('—');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ offset: 40, limit: 20 });
  });

  it('sends nothing while busy', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema, busy: true });
    expect(callTool()).toHaveAttribute('aria-disabled', 'true');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SchemaForm: platform_apply_campaign_status_change', () => {
  it('marks required fields in words and names each missing one', async () => {
    const { user, onSubmit } = setup({ schema: applyStatusChangeSchema });
    expect(select('status (required)')).toBeRequired();
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(select('status (required)')).toHaveAccessibleDescription(/This field is required\./);
    expect(textbox('approval (required)')).toHaveAccessibleDescription(/This field is required\./);
    expect(group(/^cids/)).toHaveAccessibleDescription(/Add at least 1 item\./);
    // Focus goes to the first thing to fix: the first row of cids.
    expect(within(group(/^cids/)).getByRole('textbox', { name: 'Item 1' })).toHaveFocus();
  });

  it('edits the cids list with Add item / Remove item N and checks the rows', async () => {
    const { user, onSubmit } = setup({ schema: applyStatusChangeSchema });
    const cids = group(/^cids \(required\)/);
    await user.type(within(cids).getByRole('textbox', { name: 'Item 1' }), '10004');
    await user.click(within(cids).getByRole('button', { name: 'Add item' }));
    const second = within(cids).getByRole('textbox', { name: 'Item 2' });
    expect(second).toHaveFocus();
    await user.type(second, '10004');
    await user.click(within(cids).getByRole('button', { name: 'Add item' }));
    await user.type(within(cids).getByRole('textbox', { name: 'Item 3' }), '1.5');
    await user.selectOptions(select('status (required)'), 'paused');
    await user.type(textbox('approval (required)'), 'fingerprint-1');
    await user.type(textbox('idempotencyKey (required)'), 'too-short');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(cids).getByRole('textbox', { name: 'Item 3' })).toHaveAccessibleDescription(
      'Enter a whole number.',
    );
    expect(cids).toHaveAccessibleDescription(/Item 2 repeats item 1/);
    expect(textbox('idempotencyKey (required)')).toHaveAccessibleDescription(
      /Must match the pattern/,
    );

    await user.click(within(cids).getByRole('button', { name: 'Remove item 3' }));
    expect(within(cids).queryByRole('textbox', { name: 'Item 3' })).toBeNull();
    await user.clear(within(cids).getByRole('textbox', { name: 'Item 2' }));
    await user.type(within(cids).getByRole('textbox', { name: 'Item 2' }), '10005');
    await user.clear(textbox('idempotencyKey (required)'));
    await user.type(textbox('idempotencyKey (required)'), 'intent-0123456789abcdef');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({
      cids: [10004, 10005],
      status: 'paused',
      approval: 'fingerprint-1',
      idempotencyKey: 'intent-0123456789abcdef',
    });
  });
});

describe('SchemaForm: nested objects, formats, and the whole-schema check', () => {
  it('fills nested fieldsets and date inputs, and maps a schema-only rule onto its field', async () => {
    const { user, onSubmit } = setup({ schema: complexSchema });
    await user.type(textbox('Report name (required)'), 'Weekly');
    const channels = group(/^Channels \(required\)/);
    await user.selectOptions(within(channels).getByRole('combobox', { name: 'Item 1' }), 'sms');
    await user.type(textbox('email'), 'ops@example.com');
    await user.click(callTool());
    // dependentRequired is not a form check: validateArguments finds it, on the website field.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(textbox('website')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('website')).toHaveAccessibleDescription(/Required when "email" is given\./);
    expect(textbox('website')).toHaveFocus();

    await user.type(textbox('website'), 'https://example.com/r');
    const filters = group(/^Filters/);
    await user.type(within(filters).getByRole('textbox', { name: 'Country (required)' }), 'DE');
    const range = within(filters).getByRole('group', { name: /^Range/ });
    await user.type(within(range).getByLabelText('From (required)'), '2026-01-01');
    await user.type(within(range).getByLabelText('To (required)'), '2026-01-31');
    await user.type(screen.getByLabelText('Start date'), '2026-02-01');
    fireEvent.change(screen.getByLabelText('Send at'), {
      target: { value: '2026-02-01T09:30:00' },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Dry run' }));
    await user.selectOptions(select('Level'), 'High');
    await user.type(textbox('ratio'), '0.5');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Weekly',
      email: 'ops@example.com',
      website: 'https://example.com/r',
      startDate: '2026-02-01',
      sendAt: new Date('2026-02-01T09:30:00').toISOString().replace('.000Z', 'Z'),
      priority: 3,
      ratio: 0.5,
      dryRun: true,
      channels: ['sms'],
      level: 'high',
      filters: { country: 'DE', range: { from: '2026-01-01', to: '2026-01-31' } },
    });
  });

  it('asks for the required fields of an optional object only once it is started', async () => {
    const { user, onSubmit } = setup({ schema: complexSchema });
    await user.type(textbox('Report name (required)'), 'Weekly');
    const channels = group(/^Channels/);
    await user.selectOptions(within(channels).getByRole('combobox', { name: 'Item 1' }), 'push');
    const range = group(/^Range/);
    await user.type(within(range).getByLabelText('To (required)'), '2026-01-31');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(range).getByLabelText('From (required)')).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(textbox('Country (required)')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SchemaForm: raw JSON', () => {
  it('switches to JSON and back without losing values', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    await user.clear(textbox('limit'));
    await user.type(textbox('limit'), '30');
    await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    expect(JSON.parse((jsonEditor() as HTMLTextAreaElement).value)).toEqual({
      status: 'all',
      orderBy: 'cid',
      order: 'desc',
      offset: 0,
      limit: 30,
      detailLevel: 'summary',
    });
    await replaceJson(user, '{"status": "active", "limit": 40}');
    await user.click(screen.getByRole('button', { name: 'Edit as form' }));
    expect(textbox('limit')).toHaveValue('40');
    expect(select('status')).toHaveDisplayValue('active');
    expect(select('order')).toHaveDisplayValue('—');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ status: 'active', limit: 40 });
    await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    expect(JSON.parse((jsonEditor() as HTMLTextAreaElement).value)).toEqual({
      status: 'active',
      limit: 40,
    });
  });

  it('keeps bad JSON as typed, says why, and sends nothing', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    await replaceJson(user, '{"limit": 5,');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(jsonEditor()).toHaveValue('{"limit": 5,');
    expect(jsonEditor()).toHaveAttribute('aria-invalid', 'true');
    expect(jsonEditor()).toHaveAccessibleDescription(/Not sent: this is not valid JSON/);
    expect(jsonEditor()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit as form' }));
    expect(jsonEditor()).toHaveValue('{"limit": 5,');
    expect(jsonEditor()).toHaveAccessibleDescription(
      /Still editing as JSON: this is not valid JSON/,
    );

    await replaceJson(user, '{"limit": "5", "extra": true}');
    await user.click(screen.getByRole('button', { name: 'Edit as form' }));
    expect(jsonEditor()).toHaveAccessibleDescription(
      /\$\.limit \(expected a number\); \$\.extra \(not a field of this form\)/,
    );
  });

  it('checks JSON against the schema before sending', async () => {
    const { user, onSubmit } = setup({ schema: listCampaignsSchema });
    await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));
    await replaceJson(user, '{"limit": 500, "order": "up"}');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(jsonEditor()).toHaveAccessibleDescription(/\/limit: 500 is greater than 100/);
    expect(jsonEditor()).toHaveAccessibleDescription(/\/order: Instance does not match any of/);
    await replaceJson(user, '{"limit": 50}');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({ limit: 50 });
  });

  it('offers only JSON, with the reason, when the schema has a oneOf of objects', async () => {
    const { user, onSubmit } = setup({ schema: unionSchema });
    expect(screen.queryByRole('button', { name: /Edit as/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/\$\.shape: oneOf of objects/);
    expect(JSON.parse((jsonEditor() as HTMLTextAreaElement).value)).toEqual({
      priority: 3,
      dryRun: false,
    });
    await replaceJson(user, '{"name": "Weekly", "channels": ["sms"], "shape": {"side": 2}}');
    await user.click(callTool());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(jsonEditor()).toHaveAccessibleDescription(/\/shape: /);
    await replaceJson(user, '{"name": "Weekly", "channels": ["sms"], "shape": {"radius": 2}}');
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Weekly',
      channels: ['sms'],
      shape: { radius: 2 },
    });
  });

  it('opens initial arguments that do not fit the form as JSON', () => {
    setup({ schema: listCampaignsSchema, initialArguments: { limit: 'ten' } });
    expect(jsonEditor()).toHaveValue('{\n  "limit": "ten"\n}');
    expect(jsonEditor()).toHaveAccessibleDescription(/\$\.limit \(expected a number\)/);
    expect(screen.getByRole('button', { name: 'Edit as form' })).toBeInTheDocument();
  });
});

describe('SchemaForm: a tool without arguments', () => {
  it('shows only the note and the submit button', async () => {
    const { user, onSubmit } = setup({ schema: whoamiSchema, submitLabel: 'Call tool' });
    expect(screen.getByText('This tool takes no arguments.')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toEqual([callTool()]);
    await user.click(callTool());
    expect(onSubmit).toHaveBeenCalledWith({});
  });
});
