// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { Campaign } from '@contract/campaigns';
import { pushCampaignA, settingsA, typesA } from '@contract/campaign-rules.fixtures';
import { createFieldContext } from '@/features/campaigns/model/field-context';
import {
  buildPayload,
  toFormValues,
  type EditorValues,
} from '@/features/campaigns/model/form-model';
import type { SectionId } from '@/features/campaigns/model/registry';
import { dirtyKeys } from './dirty-keys';
import { FIELD_CONTROLS } from './field-renderers';
import { sectionFields } from './visible-sections';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The controls of some sections over one read, in a bare form (no save flow). */
function setup(campaign: Record<string, unknown>, sections: SectionId[]) {
  const ctx = createFieldContext(campaign as Campaign, typesA, settingsA);
  const defaults = toFormValues(ctx);
  let form!: UseFormReturn<EditorValues>;
  function Harness() {
    form = useForm<EditorValues>({ defaultValues: defaults });
    return (
      <FormProvider {...form}>
        <form aria-label="Edit campaign">
          {sections.flatMap((section) =>
            sectionFields(section, ctx).map((def) => {
              const Control = FIELD_CONTROLS[def.kind];
              return Control ? (
                <Control key={def.key} def={def} ctx={ctx} hint={def.hint?.(ctx)} />
              ) : null;
            }),
          )}
        </form>
      </FormProvider>
    );
  }
  render(<Harness />);
  const payload = () => {
    const values = form.getValues();
    return buildPayload(campaign as Campaign, values, dirtyKeys(values, defaults), ctx);
  };
  return { user: userEvent.setup(), form: () => form, payload };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });

describe('time fields', () => {
  it('show 24-hour HH:MM text, and an untouched time goes back byte for byte', async () => {
    const campaign = pushCampaignA(); // create_time '08:00', expire_time '23:59:59'
    const { payload } = setup(campaign, ['dates']);
    const end = field('End time');
    expect(end).toHaveAttribute('type', 'text');
    expect(end).toHaveAttribute('inputmode', 'numeric');
    expect(end).toHaveAttribute('placeholder', 'HH:MM');
    expect(end).toHaveValue('23:59');
    expect(end).toHaveAccessibleDescription('24-hour time, HH:MM');
    expect(field('Start time')).toHaveValue('08:00');
    expect(payload()).toEqual(campaign);
  });

  it('takes a typed time in the wire form, and keeps the read text when typed back', async () => {
    const campaign = pushCampaignA();
    const { user, payload } = setup(campaign, ['dates']);
    const start = field('Start time');
    await user.clear(start);
    await user.type(start, '0730');
    await user.tab();
    expect(start).toHaveValue('07:30');
    expect(payload()).toEqual({ ...campaign, create_time: '07:30' });

    const end = field('End time');
    await user.clear(end);
    await user.type(end, '23:59');
    await user.tab();
    // "23:59" is what the field showed for "23:59:59": not a change.
    expect(payload()).toEqual({ ...campaign, create_time: '07:30' });
  });

  it.each(['25:00', '7pm'])('says what is wrong with %s when the field is left', async (typed) => {
    const { user, payload } = setup(pushCampaignA(), ['dates']);
    const start = field('Start time');
    await user.clear(start);
    await user.type(start, typed);
    expect(start).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(
      /Start time must be a 24-hour time as HH:MM, for example 07:30/,
    );
    expect(start).toHaveValue(typed);
    // Kept as typed (never a guess), so the rules refuse it at Save too.
    expect(payload().create_time).toBe(typed);
    await user.type(start, '{backspace}');
    expect(start).not.toHaveAttribute('aria-invalid');
  });
});

describe('a section switched off', () => {
  const windowOff = () => ({ ...pushCampaignA(), enable_time: 0, keywords_enabled: 0 });

  it('disables its fields, says how to turn them on, and sends them back unchanged', async () => {
    const campaign = windowOff();
    const { user, payload } = setup(campaign, ['dates', 'keywords', 'budget']);
    for (const name of ['Start date', 'Start time', 'End date', 'End time']) {
      expect(field(name)).toBeDisabled();
      expect(field(name)).toHaveAccessibleDescription(/Turn on “Enable start\/end” to change this/);
    }
    expect(field('Block list')).toBeDisabled();
    expect(field('Block list')).toHaveValue('casino,loan');
    // Budget is on: its fields are not touched by the other switches.
    expect(field('Daily budget')).toBeEnabled();
    expect(field('End time')).toHaveValue('23:59');
    expect(payload()).toEqual(campaign);

    await user.click(field('Enable start/end'));
    expect(field('Start time')).toBeEnabled();
    expect(field('Start time')).not.toHaveAccessibleDescription(/Turn on/);
    expect(payload()).toEqual({ ...campaign, enable_time: 1 });
  });

  it('shows no error on its fields while off, and shows it again once on', async () => {
    const { user, form } = setup(windowOff(), ['dates']);
    act(() => form().setError('create_time', { type: 'rules', message: 'Start time is wrong' }));
    const start = field('Start time');
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Start time is wrong')).not.toBeInTheDocument();

    await user.click(field('Enable start/end'));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(/Start time is wrong/);
  });

  it('disables the weekly schedule and its time zone with the schedule off', () => {
    setup({ ...pushCampaignA(), enable_shedule: 0 }, ['schedule']);
    expect(field('Schedule time zone')).toBeDisabled();
    expect(field('Enable schedule')).toBeEnabled();
  });
});
