import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { FOCUSABLE, lazyPart } from '@/components/lazy-part';
import type { ReplaceCredentialFormProps } from './replace-credential-form';

type FormModule = Pick<typeof import('./replace-credential-form'), 'ReplaceCredentialForm'>;
type LoadForm = () => Promise<FormModule>;

const importForm: LoadForm = () => import('./replace-credential-form');

// One part per loader (a test passes its own). A failed load shows the parts'
// notice in the dialog, with "Try again" and "Sign out" (lazy-part.tsx).
const forms = new WeakMap<LoadForm, ComponentType<ReplaceCredentialFormProps>>();
function formOf(load: LoadForm): ComponentType<ReplaceCredentialFormProps> {
  let form = forms.get(load);
  if (!form) {
    form = lazyPart<ReplaceCredentialFormProps>(
      () => load().then((module) => ({ default: module.ReplaceCredentialForm })),
      'The form to paste a new credential',
      { leave: { label: 'Sign out', action: (props) => props.onSignOut } },
    ).Component;
    forms.set(load, form);
  }
  return form;
}

/**
 * The "Session expired" form (react-hook-form) is needed only after a 401:
 * it stays off the first view of every page and loads when the dialog opens
 * (inside the dialog's Suspense). If the load fails (offline, a newer deploy),
 * the notice offers "Try again" and sign-out.
 */
export function LazyReplaceForm({
  load = importForm,
  ...props
}: ReplaceCredentialFormProps & { load?: LoadForm }) {
  const Form = formOf(load);
  return (
    <FocusFirstControl>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per loader
          and cached outside render (forms), not anew on each render */}
      <Form {...props} />
    </FocusFirstControl>
  );
}

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
