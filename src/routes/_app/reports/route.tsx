import { createFileRoute } from '@tanstack/react-router';
import { requirePublisher } from '@/features/auth/guards';

/** Both reports need a publisher API key, and both are wide pages. */
export const Route = createFileRoute('/_app/reports')({
  beforeLoad: requirePublisher,
  // Report tables and charts take the screen's width.
  staticData: { pageWidth: 'wide' },
});
