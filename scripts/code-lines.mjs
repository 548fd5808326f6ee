// Lines of code in a folder: non-blank, non-comment lines of its non-test .ts/.tsx files
// (the measure issue 24 set for src/features/mcp: decision 054).
// `node scripts/code-lines.mjs src/features/mcp` prints the total, then the largest files.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const folder = process.argv[2] ?? 'src/features/mcp';
const files = execFileSync('git', ['ls-files', `${folder}/**.ts`, `${folder}/**.tsx`], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !/\.test\.tsx?$/.test(file));

function codeLines(text) {
  let count = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (!line || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      continue;
    }
    count++;
  }
  return count;
}

const rows = files.map((file) => [codeLines(readFileSync(file, 'utf8')), file]);
rows.sort((a, b) => b[0] - a[0]);
console.log(`${rows.reduce((sum, [n]) => sum + n, 0)} lines of code in ${folder}`);
for (const [n, file] of rows.slice(0, 15)) console.log(`${String(n).padStart(5)} ${file}`);
