import { Link } from '@tanstack/react-router';
import type { AppArea } from './app-areas';

/** Navigation items of the shell; the current area is marked aria-current. */
export function AreaNav({ areas }: { areas: readonly AppArea[] }) {
  return areas.map((area) => (
    <li key={area.to}>
      <Link
        to={area.to}
        className="block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        activeProps={{
          className: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
          'aria-current': 'page',
        }}
      >
        {area.label}
      </Link>
    </li>
  ));
}
