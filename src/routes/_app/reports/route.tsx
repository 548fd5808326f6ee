import { createFileRoute } from '@tanstack/react-router';
import { requirePublisher } from '../../../features/auth/guards';

/** Both reports need a publisher API key. */
export const Route = createFileRoute('/_app/reports')({
  beforeLoad: requirePublisher,
});
