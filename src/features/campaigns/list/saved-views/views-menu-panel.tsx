import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { withDefault, withoutView, type SavedView } from './saved-views-store';
import type { SavedViewsModel } from './use-saved-views';

export interface ViewsMenuProps {
  model: SavedViewsModel;
  /** The view the page shows now, if any. */
  currentName?: string;
  onApply: (view: SavedView) => void;
  onChanged: (message: string) => void;
}

const small = 'min-h-8 px-2 py-1 text-xs';

/** The list of "Views" (loaded on its first open): open a view, make it the default, delete it. */
export default function ViewsMenuPanel({
  model,
  currentName,
  onApply,
  onChanged,
  close,
}: ViewsMenuProps & { close: () => void }) {
  const [deleting, setDeleting] = useState<string>();
  return model.views.length === 0 ? (
    <p className="w-72 text-sm text-slate-700 dark:text-slate-300">
      No saved views yet. Set the filters, sort, columns and density you work with, then “Save
      view”.
    </p>
  ) : (
    <ul aria-label="Saved views" className="w-80 space-y-1">
      {model.views.map((view) => {
        const isDefault = view.name === model.defaultName;
        const isCurrent = view.name === currentName;
        return (
          <li key={view.name} className="flex items-center gap-1">
            <button
              type="button"
              aria-current={isCurrent ? 'true' : undefined}
              className="min-h-8 flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=true]:font-semibold dark:hover:bg-slate-800"
              onClick={() => {
                onApply(view);
                close();
              }}
            >
              {view.name}
              {isDefault ? (
                <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                  (default)
                </span>
              ) : null}
            </button>
            {deleting === view.name ? (
              <>
                <Button
                  variant="danger"
                  className={small}
                  aria-label={`Confirm: delete view ${view.name}`}
                  onClick={() => {
                    model.change((state) => withoutView(state, view.name));
                    setDeleting(undefined);
                    onChanged(`Deleted view “${view.name}”.`);
                  }}
                >
                  Delete
                </Button>
                <Button variant="ghost" className={small} onClick={() => setDeleting(undefined)}>
                  Keep
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="ghost"
                  className={small}
                  aria-pressed={isDefault}
                  aria-label={`Open ${view.name} by default`}
                  title={
                    isDefault
                      ? 'Opens when you open Campaigns (click to stop)'
                      : 'Open this view when you open Campaigns'
                  }
                  onClick={() => {
                    model.change((state) => withDefault(state, isDefault ? undefined : view.name));
                    onChanged(
                      isDefault
                        ? `“${view.name}” no longer opens by default.`
                        : `“${view.name}” opens by default.`,
                    );
                  }}
                >
                  <span aria-hidden="true">{isDefault ? '★' : '☆'}</span>
                </Button>
                <Button
                  variant="ghost"
                  className={small}
                  aria-label={`Delete view ${view.name}`}
                  onClick={() => setDeleting(view.name)}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
