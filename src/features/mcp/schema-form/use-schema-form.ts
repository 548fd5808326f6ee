import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { checkForm } from './error-mapping';
import type { FormValues } from './field-spec';
import { argumentsToFormValues, formValuesToArguments } from './form-values';
import type { JsonProblem } from './json-arguments-editor';
import { validateArguments, type ArgumentError } from './json-schema-validator';
import { isJsonObject, parseJson, toJsonText } from '../results/json-text';
import { schemaToFields } from './schema-to-fields';

export interface SchemaFormOptions {
  schema: unknown;
  busy: boolean;
  onSubmit: (args: Record<string, unknown>) => void;
  initialArguments?: Record<string, unknown>;
}

/** Top-level defaults of a schema the form cannot show: a start for the JSON editor. */
function schemaDefaults(schema: unknown): Record<string, unknown> {
  const properties =
    isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, property]) =>
      isJsonObject(property) && property.default !== undefined ? [[name, property.default]] : [],
    ),
  );
}

const misfitText = (misfits: { path: string; reason: string }[]) =>
  misfits.map((m) => `${m.path} (${m.reason})`).join('; ');

/**
 * The state of one tool's argument editor: the generated form (react-hook-form
 * with the schema check as resolver), the raw JSON editor, the switch between
 * them, and the schema check both pass before anything is sent.
 */
export function useSchemaForm({ schema, busy, onSubmit, initialArguments }: SchemaFormOptions) {
  const spec = useMemo(() => schemaToFields(schema), [schema]);
  const supported = spec.unsupported.length === 0;
  const [start] = useState(() => argumentsToFormValues(spec.fields, initialArguments));
  const [mode, setMode] = useState<'form' | 'json'>(
    supported && start.misfits.length === 0 ? 'form' : 'json',
  );
  const [jsonText, setJsonText] = useState(() =>
    toJsonText(
      initialArguments ??
        (supported ? formValuesToArguments(spec.fields, start.values) : schemaDefaults(schema)),
    ),
  );
  const [jsonProblem, setJsonProblem] = useState<JsonProblem | undefined>(() =>
    supported && start.misfits.length > 0
      ? {
          message: `These arguments do not fit the form, so they are shown as JSON: ${misfitText(start.misfits)}.`,
        }
      : undefined,
  );
  const [formErrors, setFormErrors] = useState<ArgumentError[]>([]);
  const rootRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // One check for the form and the JSON editor: the input schema, worded per field.
  const resolver = useMemo<Resolver<FormValues>>(
    () => (values) => {
      const { byKey } = checkForm(schema, spec.fields, values);
      return Object.keys(byKey).length ? { values: {}, errors: byKey } : { values, errors: {} };
    },
    [schema, spec.fields],
  );
  const form = useForm<FormValues>({
    defaultValues: start.values,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  // After a refused send, focus goes to the first thing to fix. The fields
  // show their errors in a later render than the one handleSubmit starts, so
  // the request waits (this component re-renders with them: it reads errors).
  const focusPending = useRef(false);
  void form.formState.errors;
  useEffect(() => {
    if (!focusPending.current) return;
    const invalid = rootRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"]',
    );
    if (!invalid) return;
    focusPending.current = false;
    const target = invalid.matches('fieldset')
      ? invalid.querySelector<HTMLElement>('input, select, textarea, button')
      : invalid;
    target?.focus();
  });

  function sendForm(values: FormValues) {
    if (busy) return;
    // The fields passed; what the schema asks of no single field is listed above the button.
    const { rest } = checkForm(schema, spec.fields, values);
    setFormErrors(rest);
    if (rest.length === 0) onSubmit(formValuesToArguments(spec.fields, values));
  }

  function refuseForm() {
    setFormErrors([]);
    focusPending.current = true;
  }

  /** The JSON text as an arguments object, or the problem (shown, text kept). */
  function readJson(action: string): Record<string, unknown> | undefined {
    const parsed = parseJson(jsonText);
    if (parsed.ok && isJsonObject(parsed.value)) return parsed.value;
    setJsonProblem({
      message: parsed.ok
        ? `${action}: the arguments must be a JSON object, such as {"name": "value"}.`
        : `${action}: this is not valid JSON (${parsed.message}). Your text is kept; correct it and try again.`,
    });
    textareaRef.current?.focus();
    return undefined;
  }

  function submitJson() {
    if (busy) return;
    const args = readJson('Not sent');
    if (!args) return;
    const check = validateArguments(schema, args);
    if (!check.valid) {
      setJsonProblem({
        message: "Not sent: the arguments do not match the tool's input schema.",
        errors: check.errors,
      });
      textareaRef.current?.focus();
      return;
    }
    setJsonProblem(undefined);
    onSubmit(args);
  }

  function toJson() {
    setJsonText(toJsonText(formValuesToArguments(spec.fields, form.getValues())));
    setJsonProblem(undefined);
    setFormErrors([]);
    setMode('json');
  }

  function toForm() {
    const args = readJson('Still editing as JSON');
    if (!args) return;
    const { values, misfits } = argumentsToFormValues(spec.fields, args);
    if (misfits.length > 0) {
      setJsonProblem({
        message: `Still editing as JSON: these values do not fit the form: ${misfitText(misfits)}. Change them here, or send them as JSON.`,
      });
      textareaRef.current?.focus();
      return;
    }
    form.reset(values);
    setJsonProblem(undefined);
    setMode('form');
  }

  return {
    spec,
    supported,
    noArguments: supported && spec.fields.length === 0,
    mode,
    form,
    formErrors,
    rootRef,
    textareaRef,
    json: {
      text: jsonText,
      problem: jsonProblem,
      change(text: string) {
        setJsonText(text);
        setJsonProblem(undefined);
      },
    },
    toggle: () => (mode === 'form' ? toJson() : toForm()),
    submit(event: FormEvent<HTMLFormElement>) {
      if (mode === 'json') {
        event.preventDefault();
        submitJson();
      } else void form.handleSubmit(sendForm, refuseForm)(event);
    },
  };
}
