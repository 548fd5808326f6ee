import { lazyPart } from '@/components/lazy-part';
import type { BiggestChangesProps } from './biggest-changes';

/**
 * "Biggest changes" as both reports draw it: only while comparing a grouped
 * view, so its code loads with the previous period's answer, not with the page.
 * Render it inside a Suspense boundary.
 */
export const { Component: BiggestChanges, preload: preloadBiggestChanges } =
  lazyPart<BiggestChangesProps>(
    () => import('./biggest-changes').then((module) => ({ default: module.BiggestChanges })),
    'The biggest changes',
  );
