import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CampaignEditData } from '@contract/campaigns';
import { fieldByKey } from '@/features/campaigns/model/registry';
import {
  mapFieldErrors,
  toFormValues,
  type EditorValues,
} from '@/features/campaigns/model/form-model';
import type { EditorHandle } from '../save/editor-handle';
import { dirtyKeys, sameValue } from './dirty-keys';
import { fieldContext, readContext } from './editor-context';
import { focusFirstError, isShown } from './focus-first-error';
import { isSwitchedOff, switchedBy } from './section-switches';

/**
 * The react-hook-form form over one read: its baseline (the read it stands
 * on), the live field context (the selected type drives what applies), and the
 * handle the save flow and the draft use.
 */
export function useEditorForm(cid: number, initial: CampaignEditData) {
  const [loaded, setLoaded] = useState(initial);
  const loadedRef = useRef(initial);
  const [initialDefaults] = useState(() => toFormValues(readContext(initial)));
  // What each field held when the baseline was read: "dirty" compares with it.
  const defaultsRef = useRef<EditorValues>(initialDefaults);
  const rootRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<Set<string>>(undefined);

  const form = useForm<EditorValues>({ defaultValues: initialDefaults });
  const selectedType = useWatch({ control: form.control, name: 'type' });
  const ctx = useMemo(
    () => fieldContext(loaded, selectedType ?? loaded.campaign.type),
    [loaded, selectedType],
  );

  const dirty = () => dirtyKeys(form.getValues(), defaultsRef.current);
  const [hasChanges, setHasChanges] = useState(false);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          setHasChanges(dirty().size > 0);
          // An edited field's error is stale; the rules run again on the next Save.
          // A section switched off takes its fields' errors with it (they are disabled).
          for (const key of name ? [name, ...switchedBy(name)] : []) {
            if (form.getFieldState(key).error) form.clearErrors(key);
          }
        },
      }),
    // `dirty` reads refs only; the subscription lives as long as the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  );

  // A type change can bring fields the read's type did not show: they start
  // from the read's value for that type (toFormValues), as untouched values.
  useEffect(() => {
    const starting = toFormValues(ctx);
    const defaults = defaultsRef.current;
    const added = Object.entries(starting).filter(
      ([key]) => !Object.prototype.hasOwnProperty.call(defaults, key),
    );
    if (added.length === 0) return;
    defaultsRef.current = { ...defaults, ...Object.fromEntries(added) };
    for (const [key, value] of added) {
      if (sameValue(form.getValues(key), undefined)) form.setValue(key, value);
    }
  }, [ctx, form]);

  // Focus moves after the render that shows the errors (and closes any dialog).
  useEffect(() => {
    const keys = pendingFocus.current;
    if (!keys) return;
    pendingFocus.current = undefined;
    focusFirstError(rootRef.current, keys);
  });

  const handle: EditorHandle = {
    cid,
    loaded: () => loadedRef.current,
    values: () => form.getValues(),
    dirty,
    clearErrors: () => form.clearErrors(),
    showErrors(errors) {
      const { fields, other } = mapFieldErrors(errors);
      const shown = new Set<string>();
      for (const [key, message] of Object.entries(fields)) {
        // A switched-off field is disabled and shows no error: the message goes
        // to the form-level list, so nothing blocks the save unexplained.
        if (isShown(rootRef.current, key) && !isSwitchedOff(key, form.getValues())) {
          form.setError(key, { type: 'rules', message });
          shown.add(key);
        } else {
          other.push(`${fieldByKey(key)?.label ?? key}: ${message}`);
        }
      }
      pendingFocus.current = shown;
      return other;
    },
    rebase(data, values) {
      loadedRef.current = data;
      setLoaded(data);
      const defaults = toFormValues(readContext(data));
      defaultsRef.current = defaults;
      form.reset(defaults);
      if (values) {
        for (const [key, value] of Object.entries(values)) {
          if (!sameValue(value, defaults[key])) form.setValue(key, value, { shouldDirty: true });
        }
      }
      setHasChanges(dirty().size > 0);
    },
    discardDraft: () => {},
    holdDraft: () => {},
  };

  return { form, loaded, ctx, rootRef, handle, hasChanges, dirty };
}
