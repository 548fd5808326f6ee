import { lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ReplaceCredentialFormProps } from './replace-credential-form';
import { FormUnavailable } from './form-unavailable';

type FormModule = Pick<typeof import('./replace-credential-form'), 'ReplaceCredentialForm'>;
type LoadForm = () => Promise<FormModule>;
type LoadedForm = ComponentType<ReplaceCredentialFormProps & { onRetry: () => void }>;

const importForm: LoadForm = () => import('./replace-credential-form');

/** The form as a lazy component; a failed load becomes the "could not be loaded" notice. */
function lazyForm(load: LoadForm): LoadedForm {
  const unavailable: LoadedForm = ({ onSignOut, onRetry }) => (
    <FormUnavailable onSignOut={onSignOut} onRetry={onRetry} />
  );
  return lazy(() =>
    load().then(
      (module): { default: LoadedForm } => ({ default: module.ReplaceCredentialForm }),
      () => ({ default: unavailable }),
    ),
  );
}

// One lazy component per loader, replaced by "Try again": React.lazy remembers a
// failed load forever, a fresh one loads anew.
const forms = new WeakMap<LoadForm, LoadedForm>();
function currentForm(load: LoadForm): LoadedForm {
  let form = forms.get(load);
  if (!form) forms.set(load, (form = lazyForm(load)));
  return form;
}

/**
 * The "Session expired" form (react-hook-form) is needed only after a 401:
 * it stays off the first view of every page and loads when the dialog opens
 * (inside the dialog's Suspense). If the load fails (offline, a newer deploy),
 * sign-out is offered, and "Try again" loads it anew.
 */
export function LazyReplaceForm({
  load = importForm,
  ...props
}: ReplaceCredentialFormProps & { load?: LoadForm }) {
  const [attempt, setAttempt] = useState(0);
  const Form = currentForm(load);
  const retry = () => {
    forms.set(load, lazyForm(load));
    setAttempt((n) => n + 1);
  };
  // A fresh frame per attempt, so focus moves into what has just arrived.
  return (
    <FocusFirstControl key={attempt}>
      {/* eslint-disable-next-line react-hooks/static-components -- created once per
          load attempt and cached outside render (forms), not anew on each render */}
      <Form {...props} onRetry={retry} />
    </FocusFirstControl>
  );
}

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus into content that arrived after the dialog opened (the form loads
 * later than showModal runs): its first control, as showModal would have chosen,
 * unless the user has already put focus somewhere in the dialog.
 */
function FocusFirstControl({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    const dialog = container?.closest('dialog');
    const active = document.activeElement;
    if (!container) return;
    // Focus the user already moved inside the dialog stays where it is.
    const scope = dialog ?? container;
    if (active && active !== scope && scope.contains(active)) return;
    container.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}
