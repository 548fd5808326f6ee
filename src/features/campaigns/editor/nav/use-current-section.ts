import { useEffect, useState } from 'react';
import type { SectionId } from '@/features/campaigns/model/registry';
import { SECTIONS_END_ID, sectionId } from '../form/visible-sections';

// The band where a section counts as "being read": the top 40% of the window.
const READING_BAND = '0px 0px -60% 0px';

/**
 * The section the reader is in while scrolling: the first one crossing the
 * top 40% of the window; once the end of the form is on screen (after some
 * scrolling), the last one, which a short last section would otherwise never
 * become. Between sections (in a gap) the previous answer stands.
 */
export function useCurrentSection(sections: readonly SectionId[]) {
  const [current, setCurrent] = useState<SectionId | undefined>(sections[0]);
  const key = sections.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !key) return;
    const order = key.split(' ') as SectionId[];
    const bySection = new Map<Element, SectionId>();
    for (const section of order) {
      const element = document.getElementById(sectionId(section));
      if (element) bySection.set(element, section);
    }
    const end = document.getElementById(SECTIONS_END_ID);
    const inBand = new Set<SectionId>();
    let endVisible = false;

    const decide = () => {
      const next =
        endVisible && window.scrollY > 0 ? order.at(-1) : order.find((s) => inBand.has(s));
      if (next) setCurrent(next);
    };
    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = bySection.get(entry.target);
          if (!section) continue;
          if (entry.isIntersecting) inBand.add(section);
          else inBand.delete(section);
        }
        decide();
      },
      { rootMargin: READING_BAND },
    );
    const bottom = new IntersectionObserver((entries) => {
      endVisible = entries.some((entry) => entry.isIntersecting);
      decide();
    });
    for (const element of bySection.keys()) band.observe(element);
    if (end) bottom.observe(end);
    return () => {
      band.disconnect();
      bottom.disconnect();
    };
  }, [key]);

  return [current, setCurrent] as const;
}
