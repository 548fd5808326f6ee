import { useState, type ReactNode } from 'react';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { Link, useRouterState } from '@tanstack/react-router';
import { cn } from './ui/cn';
import { PAGE_WIDTH_CLASS, usePageWidth } from './page-width';

export interface AppShellProps {
  /** Links of the main navigation (rendered in a list). */
  nav: ReactNode;
  /** Who is signed in and the sign-out control. */
  account: ReactNode;
  children: ReactNode;
}

/**
 * Page frame: skip link, header with the app name, the navigation (collapsed
 * behind "Menu" on narrow screens) and the main landmark.
 */
export function AppShell({ nav, account, children }: AppShellProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menu, setMenu] = useState({ open: false, pathname });
  // Close the narrow-screen menu after navigating, without an effect.
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const mainRef = useFocusOnNavigation();
  // The header lines up with the content, whatever width the page takes.
  const width = PAGE_WIDTH_CLASS[usePageWidth()];

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className={cn('mx-auto flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3', width)}>
          <Link to="/" className="text-lg font-bold tracking-tight">
            adpanel
          </Link>
          <button
            type="button"
            className="ml-auto rounded-md border border-slate-300 px-3 py-1.5 text-sm md:hidden dark:border-slate-600"
            aria-expanded={menu.open}
            aria-controls="main-nav account-menu"
            onClick={() => setMenu({ open: !menu.open, pathname })}
          >
            Menu
          </button>
          <nav
            id="main-nav"
            aria-label="Main"
            className={cn('w-full md:block md:w-auto', menu.open ? 'block' : 'hidden')}
          >
            <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">{nav}</ul>
          </nav>
          <div
            id="account-menu"
            className={cn(
              'w-full items-center gap-3 text-sm md:ml-auto md:flex md:w-auto',
              menu.open ? 'flex' : 'hidden',
            )}
          >
            {account}
          </div>
        </div>
      </header>
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={cn('mx-auto px-4 py-8 focus:outline-none', width)}
      >
        {children}
      </main>
    </div>
  );
}

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-blue-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 dark:bg-slate-900 dark:text-blue-200"
    >
      Skip to main content
    </a>
  );
}
