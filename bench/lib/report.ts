/**
 * What a bench module hands back, and how it becomes Markdown. A module measures one
 * area (the API at scale, bundle sizes, later the browser pages) and returns a Section;
 * bench/run.ts writes every Section into bench/results.md.
 */
export interface Table {
  caption?: string;
  head: string[];
  rows: string[][];
  /** 'r' right-aligns a column (numbers); left by default. */
  align?: ('l' | 'r')[];
}

export interface Section {
  title: string;
  /** Paragraphs before the tables: what was measured and how. */
  intro?: string[];
  tables: Table[];
  /** Bullet points after the tables: findings, misses, caveats. */
  notes?: string[];
}

export interface BenchOptions {
  /** Campaigns of the scale advertiser (api-scale). */
  campaigns: number;
  /** Measured requests per case, after the warm-up (api-scale). */
  requests: number;
  warmup: number;
  /** Also measure the schema before issue 8's indexes (api-scale). */
  baseline: boolean;
  /**
   * Measured runs per browser timing; the tables give their median, min and max (browser-pages).
   * Rounds per mixed-load run, each on a fresh server (mixed-load).
   */
  runs: number;
}

export interface BenchContext {
  options: BenchOptions;
  /** Progress on stderr; results.md gets only the Section. */
  log: (line: string) => void;
}

export interface BenchModule {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Section>;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function renderTable(table: Table): string {
  const lines: string[] = [];
  if (table.caption) lines.push(table.caption, '');
  const align = table.head.map((_, i) => table.align?.[i] ?? 'l');
  lines.push(`| ${table.head.map(cell).join(' | ')} |`);
  lines.push(`| ${align.map((a) => (a === 'r' ? '--:' : '---')).join(' | ')} |`);
  for (const row of table.rows) lines.push(`| ${row.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

export function renderSection(section: Section, level = 2): string {
  const parts = [`${'#'.repeat(level)} ${section.title}`];
  for (const p of section.intro ?? []) parts.push(p);
  for (const t of section.tables) parts.push(renderTable(t));
  if (section.notes?.length) parts.push(section.notes.map((n) => `- ${n}`).join('\n'));
  return parts.join('\n\n');
}

/** "1.23" for milliseconds: two decimals below 10, one below 100, none above. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return value.toFixed(0);
}

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function int(value: number): string {
  return value.toLocaleString('en-US');
}
