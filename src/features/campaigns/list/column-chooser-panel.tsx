import { Button } from '@/components/ui/button';
import { CAMPAIGN_COLUMNS, type ColumnId } from './campaign-columns';
import type { ColumnLayout } from './use-column-prefs';

const WIDTH_STEP_PX = 16;
const small = 'min-h-7 min-w-7 px-1.5 py-0.5 text-xs';

function ColumnControls({ id, model }: { id: ColumnId; model: ColumnLayout }) {
  const column = CAMPAIGN_COLUMNS[id];
  const label = column.label;
  const pinned = model.isPinned(id);
  const visible = model.isVisible(id);
  return (
    <li className="flex items-center gap-1.5 py-0.5">
      <label className="flex min-w-28 flex-1 items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-blue-700 dark:accent-blue-400"
          checked={visible}
          // ID and Name always stay: a checked box that cannot be cleared, and says so.
          disabled={column.required}
          aria-describedby={column.required ? 'campaign-columns-required' : undefined}
          onChange={(event) => model.setVisible(id, event.target.checked)}
        />
        {label}
      </label>
      <Button
        variant="ghost"
        className={small}
        aria-pressed={pinned}
        aria-label={`Pin ${label}`}
        title={pinned ? `Unpin ${label}` : `Pin ${label} to the left`}
        onClick={() => model.setPinned(id, !pinned)}
      >
        <span aria-hidden="true">{pinned ? '📌' : '⇤'}</span>
      </Button>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Move ${label} left`}
        onClick={() => model.move(id, -1)}
      >
        <span aria-hidden="true">←</span>
      </Button>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Move ${label} right`}
        onClick={() => model.move(id, 1)}
      >
        <span aria-hidden="true">→</span>
      </Button>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Make ${label} narrower`}
        onClick={() => model.setWidths({ [id]: model.width(id) - WIDTH_STEP_PX })}
      >
        <span aria-hidden="true">−</span>
      </Button>
      <Button
        variant="ghost"
        className={small}
        aria-label={`Make ${label} wider`}
        onClick={() => model.setWidths({ [id]: model.width(id) + WIDTH_STEP_PX })}
      >
        <span aria-hidden="true">+</span>
      </Button>
    </li>
  );
}

/** The panel of "Columns", loaded on its first opening (column-chooser.tsx). */
export default function ColumnChooserPanel({ model }: { model: ColumnLayout }) {
  return (
    <>
      <fieldset className="w-80">
        <legend className="text-sm font-medium">Show columns</legend>
        <p
          id="campaign-columns-required"
          className="mt-1 text-xs text-slate-600 dark:text-slate-400"
        >
          ID and Name are always shown. Pinned columns stay in view while the table scrolls
          sideways.
        </p>
        <ul className="mt-2">
          {model.displayOrder.map((id) => (
            <ColumnControls key={id} id={id} model={model} />
          ))}
        </ul>
      </fieldset>
      <Button variant="secondary" className="mt-2 min-h-8 px-3 py-1 text-sm" onClick={model.reset}>
        Reset columns
      </Button>
    </>
  );
}
