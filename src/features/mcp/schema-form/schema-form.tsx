import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SchemaFields } from './field-controls';
import { JsonArgumentsEditor } from './json-arguments-editor';
import { toJsonText } from '../results/json-text';
import { useSchemaForm } from './use-schema-form';
import { domId } from './dom-id';

export interface SchemaFormProps {
  /** The tool's inputSchema (JSON Schema, type object). */
  schema: unknown;
  /** Prefix of the element ids (one form per tool on a page: e.g. `tool-${name}`). */
  idPrefix: string;
  /** Text of the submit button; "Call tool" by default. */
  submitLabel?: string;
  /** A call is in flight: the submit button is aria-disabled and nothing is sent. */
  busy?: boolean;
  /** Receives arguments that passed the form's checks and the input schema. */
  onSubmit: (args: Record<string, unknown>) => void;
  /** Values to start from instead of the schema's defaults (read when schema or they change). */
  initialArguments?: Record<string, unknown>;
  /** Accessible name of the <form>, e.g. "Arguments of platform_list_campaigns". */
  label?: string;
}

/**
 * A tool's arguments as a generated form, or as raw JSON ("Edit as JSON" /
 * "Edit as form"; JSON only when the schema has parts the form cannot show).
 * Both are checked against the input schema before onSubmit is called.
 */
export function SchemaForm(props: SchemaFormProps) {
  // A new schema or new initial arguments start a new editor; a re-render with equal ones keeps the user's input.
  const identity = useMemo(
    () => `${toJsonText(props.schema, 0)}\n${toJsonText(props.initialArguments ?? null, 0)}`,
    [props.schema, props.initialArguments],
  );
  return <SchemaFormBody key={identity} {...props} />;
}

function SchemaFormBody({
  schema,
  idPrefix,
  submitLabel = 'Call tool',
  busy = false,
  onSubmit,
  initialArguments,
  label,
}: SchemaFormProps) {
  const {
    spec,
    supported,
    noArguments,
    mode,
    form,
    formErrors,
    json,
    toggle,
    submit,
    rootRef,
    textareaRef,
  } = useSchemaForm({ schema, busy, onSubmit, initialArguments });
  return (
    <form
      ref={rootRef}
      id={domId(idPrefix, 'form')}
      noValidate
      aria-label={label}
      aria-busy={busy || undefined}
      onSubmit={submit}
      className="space-y-4"
    >
      {noArguments ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">This tool takes no arguments.</p>
      ) : null}
      {!supported ? (
        <Alert tone="info" title="This tool's arguments are edited as JSON">
          <p>The form cannot show these parts of its input schema:</p>
          <ul className="mt-1 list-disc pl-5">
            {spec.reasons.map((part, index) => (
              <li key={index}>
                <code className="font-mono">{part.path}</code>: {part.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1">The arguments are still checked against the schema before sending.</p>
        </Alert>
      ) : null}
      {supported && !noArguments ? (
        <Button variant="secondary" onClick={toggle}>
          {mode === 'form' ? 'Edit as JSON' : 'Edit as form'}
        </Button>
      ) : null}
      {mode === 'form' && supported ? (
        <FormProvider {...form}>
          <SchemaFields fields={spec.fields} idPrefix={idPrefix} />
        </FormProvider>
      ) : null}
      {mode === 'json' ? (
        <JsonArgumentsEditor
          id={domId(idPrefix, 'json')}
          text={json.text}
          problem={json.problem}
          textareaRef={textareaRef}
          onChange={json.change}
        />
      ) : null}
      {mode === 'form' && formErrors.length > 0 ? (
        <Alert tone="error" title="Not sent: the arguments do not match the tool's input schema">
          <ul className="list-disc pl-5">
            {formErrors.map((error, index) => (
              <li key={index}>
                <code className="font-mono">{error.path || '(arguments)'}</code>: {error.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Button
        type="submit"
        aria-disabled={busy || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
