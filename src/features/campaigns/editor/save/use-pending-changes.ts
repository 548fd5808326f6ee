import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampaignEditData } from '@contract/campaigns';
import type { EditorValues } from '@/features/campaigns/model/form-model';
import type { EditorHandle } from './editor-handle';
import { pendingChanges } from './pending-changes';

/**
 * The wire keys Save would change now, recomputed on every value change and
 * new baseline. Held as one joined string so a keystroke that changes no key's
 * membership does not re-render the editor.
 */
export function usePendingChangeKeys(
  form: UseFormReturn<EditorValues>,
  editor: Pick<EditorHandle, 'loaded' | 'values' | 'dirty'>,
  loaded: CampaignEditData,
): readonly string[] {
  const [joined, setJoined] = useState('');
  useEffect(() => {
    const update = () =>
      setJoined(
        pendingChanges(editor.loaded(), editor.values(), editor.dirty())
          .map((change) => change.key)
          .join('\n'),
      );
    update();
    return form.subscribe({ formState: { values: true }, callback: update });
    // The handle's functions read refs only; a new baseline (`loaded`) recounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, loaded]);
  return useMemo(() => (joined ? joined.split('\n') : []), [joined]);
}
