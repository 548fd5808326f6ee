import type { ReactNode } from 'react';

/**
 * The page's one h1. React 19 hoists the <title> into <head>, so every page
 * also names the browser tab (and screen readers announce it on navigation).
 */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1">
      <title>{`${title} · adpanel`}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
        {title}
      </h1>
      {description ? <p className="text-slate-700 dark:text-slate-300">{description}</p> : null}
    </div>
  );
}
