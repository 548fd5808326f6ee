import { Link } from '@tanstack/react-router';
import type { AppArea } from '@/components/app-areas';
import { PageHeader } from '@/components/page-header';
import { CampaignCount } from './campaign-count';

/** Start page: one card per area the current credentials open. */
export function HomePage({ areas }: { areas: readonly AppArea[] }) {
  return (
    <>
      <PageHeader title="Home" description="Choose where to work." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li
            key={area.to}
            className="relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:border-blue-400 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-lg font-semibold">
              {/* The link covers the card (after:inset-0) while its name stays the short title. */}
              <Link to={area.to} className="after:absolute after:inset-0 focus:outline-none">
                {area.label}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{area.description}</p>
            {area.to === '/campaigns' ? (
              <div className="mt-3">
                <CampaignCount />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
