import type { ReactNode } from 'react';
import { SkipLink } from './app-shell';

/** Frame of the pages seen before signing in: app name and a narrow main. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-xl px-4 py-3 text-lg font-bold tracking-tight">adpanel</div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-8 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
