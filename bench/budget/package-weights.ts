/**
 * Where the bytes of a minified chunk come from, by package: each character of the
 * output is charged to the source its source-map segment points at (a segment runs
 * to the next one on its line), sources are grouped into packages (the name after
 * the last node_modules/) or app folders (src/<folder>, src/features/<name>,
 * contract), and a chunk's gzip size is shared out in proportion to the raw bytes.
 * Gzip is not additive, so the gzip column is an estimate that sums to the files'
 * real gzip size; the raw column is exact.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The generated column and source index of each segment, per generated line (source map v3). */
export function decodeMappings(
  mappings: string,
): { column: number; source: number | undefined }[][] {
  const lines: { column: number; source: number | undefined }[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: { column: number; source: number | undefined }[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        if (digit === undefined) throw new Error(`bad source map character ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : undefined });
    }
    lines.push(segments);
  }
  return lines;
}

/** The package or app folder a source path belongs to. */
export function packageOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = path.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const app = /(?:^|\/)(src\/features\/[^/]+|src\/[^/]+(?=\/)|contract)(?:\/|$)/.exec(path);
  if (app?.[1]) return app[1];
  if (/(?:^|\/)src\/[^/]+$/.test(path)) return 'src (root files)';
  return '(other)';
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

/** Raw bytes of `code` per package, by its source map; what no segment covers is "(unmapped)". */
export function bytesByPackage(code: string, map: SourceMapLike): Map<string, number> {
  const owners = map.sources.map(packageOf);
  const totals = new Map<string, number>();
  const add = (name: string, bytes: number) =>
    bytes > 0 && totals.set(name, (totals.get(name) ?? 0) + bytes);
  const lines = code.split('\n');
  const mapped = decodeMappings(map.mappings);
  lines.forEach((text, index) => {
    const length = Buffer.byteLength(text) + (index < lines.length - 1 ? 1 : 0);
    const segments = mapped[index] ?? [];
    if (segments.length === 0) return add('(unmapped)', length);
    // Columns are UTF-16 units; bytes of the same stretch are counted from the text.
    add('(unmapped)', Buffer.byteLength(text.slice(0, segments[0]?.column ?? 0)));
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? text.length;
      const bytes =
        Buffer.byteLength(text.slice(segment.column, end)) +
        (i === segments.length - 1 && index < lines.length - 1 ? 1 : 0);
      add(
        segment.source === undefined ? '(unmapped)' : (owners[segment.source] ?? '(unmapped)'),
        bytes,
      );
    });
  });
  return totals;
}

/** Adds `bytes` per package into `into`, with the file's gzip size shared by raw share. */
export function addWeights(
  into: Map<string, { raw: number; gzip: number }>,
  bytes: Map<string, number>,
  fileGzip: number,
) {
  const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
  for (const [name, n] of bytes) {
    const entry = into.get(name) ?? { raw: 0, gzip: 0 };
    entry.raw += n;
    entry.gzip += raw === 0 ? 0 : (fileGzip * n) / raw;
    into.set(name, entry);
  }
}
