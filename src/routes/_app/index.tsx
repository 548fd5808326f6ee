import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { useAllowedAreas } from '@/features/auth/use-allowed-areas';

export const Route = createFileRoute('/_app/')({
  component: Home,
});

function Home() {
  return <HomePage areas={useAllowedAreas()} />;
}
