import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CampaignTypeOption } from '@/features/campaigns/api/fetch-type-options';
import { describeView } from './describe-view';
import { MAX_VIEW_NAME, MAX_VIEWS, sameName, withView, type SavedView } from './saved-views-store';
import type { SavedViewsModel } from './use-saved-views';
import type { ColumnLayout } from '../use-column-prefs';

const SaveSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the view a name.'),
      z.maxLength(MAX_VIEW_NAME, `At most ${MAX_VIEW_NAME} characters.`),
    ),
  makeDefault: z.boolean(),
});
type SaveValues = z.infer<typeof SaveSchema>;

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page as it is now: what the view keeps. */
  current: Omit<SavedView, 'name'>;
  /** The view the page shows, if it is one: its name is offered. */
  currentName?: string;
  model: SavedViewsModel;
  typeOptions?: readonly CampaignTypeOption[];
  layout: Pick<ColumnLayout, 'describe' | 'sortLabel'>;
  onSaved: (message: string) => void;
}

/** "Save view": a name (and whether it opens by default) for the page's filters and layout. */
export default function SaveViewDialog(props: SaveViewDialogProps) {
  const { open, onClose } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Save view"
      description="Keeps this list's filters, sort, rows per page, columns and density under a name, on this browser, for you."
    >
      {open ? <SaveViewForm {...props} /> : null}
    </Dialog>
  );
}

function SaveViewForm({
  onClose,
  current,
  currentName,
  model,
  typeOptions,
  onSaved,
  layout,
}: SaveViewDialogProps) {
  const { register, handleSubmit, control, setError, formState } = useForm<SaveValues>({
    resolver: zodResolver(SaveSchema),
    defaultValues: {
      name: currentName ?? '',
      makeDefault: currentName !== undefined && currentName === model.defaultName,
    },
  });
  const typed = useWatch({ control, name: 'name' });
  const existing = model.views.find((view) => sameName(view.name, typed ?? ''));

  const onSubmit = handleSubmit(({ name, makeDefault }) => {
    if (!existing && model.views.length >= MAX_VIEWS) {
      setError('name', {
        message: `You have ${MAX_VIEWS} saved views, the most this browser keeps: delete one in "Views" first.`,
      });
      return;
    }
    const stored = model.change((state) => withView(state, { ...current, name }, makeDefault));
    onSaved(
      stored
        ? `Saved view “${name}”${makeDefault ? ', opened by default' : ''}.`
        : `View “${name}” kept for this page only: this browser refused to store it.`,
    );
    onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
        {describeView(current, layout, typeOptions).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Field
        label="View name"
        error={formState.errors.name?.message}
        hint={existing ? `Replaces your saved view “${existing.name}”.` : undefined}
      >
        {(control) => (
          <Input
            autoComplete="off"
            maxLength={MAX_VIEW_NAME + 20}
            {...control}
            {...register('name')}
          />
        )}
      </Field>
      <Checkbox label="Open this view by default" {...register('makeDefault')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{existing ? 'Replace view' : 'Save'}</Button>
      </div>
    </form>
  );
}
