import { Link } from '@tanstack/react-router';
import { PageHeader } from './page-header';

export function NotFound() {
  return (
    <div className="space-y-4">
      <PageHeader title="Page not found" />
      <p>There is nothing at this address.</p>
      <Link to="/" className="font-medium text-blue-700 underline dark:text-blue-300">
        Go to the start page
      </Link>
    </div>
  );
}
