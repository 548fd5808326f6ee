/**
 * results.md as sections: a run of some modules (`--only=…`) replaces those
 * sections in place and keeps every other one as it was, with its own note of
 * when it was measured. Without this, `npm run bench -- --only=api-scale`
 * wrote a file holding api-scale alone and the other numbers were lost.
 */
export interface RenderedSection {
  title: string;
  markdown: string;
}

const HEADING = /^## (.+)$/gm;

/** The `## ` sections of a results file, in order; what comes before the first is the header. */
export function splitSections(text: string): { header: string; sections: RenderedSection[] } {
  const starts = [...text.matchAll(HEADING)].map((m) => ({ at: m.index, title: m[1] ?? '' }));
  const header = text.slice(0, starts[0]?.at ?? text.length).trimEnd();
  const sections = starts.map((start, i) => ({
    title: start.title.trim(),
    markdown: text.slice(start.at, starts[i + 1]?.at ?? text.length).trimEnd(),
  }));
  return { header, sections };
}

/** `previous` with each of `fresh` put in place of the section of its title (or appended). */
export function mergeSections(
  previous: RenderedSection[],
  fresh: RenderedSection[],
): RenderedSection[] {
  const byTitle = new Map(fresh.map((s) => [s.title, s]));
  const merged = previous.map((s) => byTitle.get(s.title) ?? s);
  const kept = new Set(previous.map((s) => s.title));
  return [...merged, ...fresh.filter((s) => !kept.has(s.title))];
}
