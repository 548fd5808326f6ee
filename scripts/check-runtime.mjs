// The first step of `npm test`: says which Node runs the suites, and stops on one
// that is not supported. npm puts node_modules/.bin first on PATH, so scripts
// run on the Node pinned as a devDependency (`node` package) whatever Node ran
// npm itself (docs/decisions/043-pinned-node-runtime.md).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = pkg.devDependencies?.node;
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const pinnedNote = pinned === process.versions.node ? 'pinned' : `pinned ${pinned}`;
console.log(`runtime: Node ${process.version} (${pinnedNote}) at ${process.execPath}`);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.version} is not supported: 22.12 or newer. npm ci installs the pinned Node ` +
      `${pinned} into node_modules/.bin; run the scripts through npm (npm test, npm start).`,
  );
  process.exit(1);
}
