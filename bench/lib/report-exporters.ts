/**
 * The exporting clients of bench/mixed-load.ts, in a process of their own:
 * reading four 9 MB answers (and gunzipping them) stalls an event loop for
 * tens of milliseconds at a time, and in the bench's process those stalls
 * would be counted as the campaign reads' latency. Usage:
 * `node --import tsx bench/lib/report-exporters.ts <url> <clients> <each>`;
 * prints one line "started", then one JSON line with the counts.
 */
export interface ExportCounts {
  ok: number;
  tooMany: number;
  failures: string[];
  encodings: string[];
  ms: number;
}

async function main() {
  const [url = '', clients = '4', each = '3'] = process.argv.slice(2);
  const counts: ExportCounts = { ok: 0, tooMany: 0, failures: [], encodings: [], ms: 0 };
  const encodings = new Set<string>();
  const started = performance.now();
  process.stdout.write('started\n');
  const client = async () => {
    for (let i = 0; i < Number(each); i++) {
      const res = await fetch(url).catch((error: Error) => {
        counts.failures.push(String((error as Error & { cause?: unknown }).cause ?? error.message));
        return undefined;
      });
      if (!res) continue;
      encodings.add(res.headers.get('Content-Encoding') ?? 'identity');
      await res.arrayBuffer();
      if (res.status === 200) counts.ok += 1;
      else if (res.status === 429) {
        counts.tooMany += 1;
        await new Promise((r) => setTimeout(r, 200));
      } else counts.failures.push(`HTTP ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: Number(clients) }, client));
  counts.ms = performance.now() - started;
  counts.encodings = [...encodings];
  process.stdout.write(`${JSON.stringify(counts)}\n`);
}

await main();
