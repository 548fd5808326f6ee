import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDensity } from '@/lib/use-density';
import type { CampaignTypeOption } from '@/features/campaigns/api/fetch-type-options';
import type { ListSearch } from '../list-search';
import type { ColumnLayout } from '../use-column-prefs';
import { showsView, viewSearchOf, type SavedView } from './saved-views-store';
import { useSavedViews } from './use-saved-views';
import { ViewsMenu } from './views-menu';
import { lazyPart } from '@/components/lazy-part';

// The form (react-hook-form, zod) only once someone saves a view.
const { Component: SaveViewDialog } = lazyPart(
  () => import('./save-view-dialog'),
  'The "Save view" form',
  { leave: { label: 'Close', action: (props) => props.onClose } },
);

export interface SavedViewsBarProps {
  search: ListSearch;
  layout: ColumnLayout;
  typeOptions?: readonly CampaignTypeOption[];
  /** Shows the view: its filters, sort and rows per page into the URL (page 1). */
  onApplySearch: (search: SavedView['search']) => void;
}

/** "Views" and "Save view", and which saved view the list shows now. */
export default function SavedViewsBar({
  search,
  layout,
  typeOptions,
  onApplySearch,
}: SavedViewsBarProps) {
  const model = useSavedViews(layout.fromStored);
  const [density, setDensity] = useDensity();
  const [saving, setSaving] = useState(false);
  const current = { search: viewSearchOf(search), columns: layout.prefs, density };
  const shown = model.views.find((view) =>
    showsView(view, { search, columns: layout.prefs, density }),
  );
  // A note ("Saved view …") lasts until the list or its layout changes.
  const state = JSON.stringify(current);
  const [note, setNote] = useState<{ text: string; state: string }>();
  const setMessage = (text: string) => setNote({ text, state });
  const message = note?.state === state ? note.text : '';

  const apply = (view: SavedView) => {
    layout.replace(view.columns);
    setDensity(view.density);
    onApplySearch(view.search);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {[shown ? `Showing view “${shown.name}”.` : '', message].filter(Boolean).join(' ')}
      </p>
      <ViewsMenu model={model} currentName={shown?.name} onApply={apply} onChanged={setMessage} />
      <Button variant="secondary" onClick={() => setSaving(true)}>
        Save view
      </Button>
      {saving ? (
        <Suspense fallback={null}>
          <SaveViewDialog
            open
            onClose={() => setSaving(false)}
            current={current}
            currentName={shown?.name}
            model={model}
            typeOptions={typeOptions}
            layout={layout}
            onSaved={setMessage}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
