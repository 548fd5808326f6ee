#!/usr/bin/env bash
# The guard for the next runtime (docs/decisions/043-pinned-node-runtime.md): the
# server test suite and an `npm start` smoke on the newest Node release line the
# registry has, beside the pinned one. Reported, never failing CI: it warns of
# what the next pin will break. Prints one line "next-runtime: ...".
# `.ci/next-runtime.sh 22` runs the same on the newest 22.x (the oldest supported line).
set -uo pipefail
line="${1:-latest}"
cd "$(dirname "$0")/.."
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
if ! npm install --silent --no-audit --no-fund --prefix "$dir" "node@$line" >"$dir/install.log" 2>&1; then
  echo "next-runtime: could not install node@$line: $(tail -1 "$dir/install.log")"
  exit 0
fi
next="$dir/node_modules/.bin/node"
version="$("$next" --version)"

# Server tests: vitest's workers run on the Node that starts vitest.
# Without CI in its environment: vitest.config.ts would then also write reports/vitest.json,
# the pinned run's report that .ci/summarize.mjs totals.
# Niced, its tests get a core only when npm test leaves one: their ceilings (for a hang,
# never for speed: server/testing/ceiling.ts) are ten times longer here.
TEST_TIMEOUT_SCALE=10 env -u CI "$next" node_modules/vitest/vitest.mjs run server contract \
  --reporter=default --reporter=json --outputFile.json="$dir/server.json" >"$dir/server.log" 2>&1
tests="$("$next" -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`);
' "$dir/server.json" 2>/dev/null || echo "no report (see the log below)")"

# .ci/run starts this guard beside `npm test` (niced, so it runs in the suites' idle
# time) and says when npm test has finished by creating the file $NEXT_RUNTIME_WAIT_FOR:
# the smoke below serves the build npm test made, and builds nothing while it builds.
while [ -n "${NEXT_RUNTIME_WAIT_FOR:-}" ] && [ ! -e "$NEXT_RUNTIME_WAIT_FOR" ]; do sleep 2; done

# npm start's server on that Node: config, demo accounts, one list call, the MCP origin's /health.
port=$((20000 + RANDOM % 20000)) mcp=$((port + 1))
# The dashboard as npm start serves it: the build of these sources (the one the
# pinned run made is reused; otherwise built on that Node).
"$next" --import tsx bench/budget/build-cache.ts >"$dir/start.log" 2>&1
STATIC_DIR=node_modules/.cache/adpanel-build/current PORT=$port MCP_PORT=$mcp DB_PATH=:memory: \
  "$next" --import tsx server/index.ts >>"$dir/start.log" 2>&1 &
pid=$!
smoke="failed"
# Up to a minute: tsx compiles the server on first start, slower on a loaded machine.
for _ in $(seq 120); do
  curl -sf -o /dev/null "http://127.0.0.1:$port/health" && break
  sleep 0.5
done
token="$(curl -sf "http://127.0.0.1:$port/api/v1/demo/accounts" |
  "$next" -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.members[0].token))' 2>/dev/null)"
if [ -n "$token" ] &&
  curl -sf -o /dev/null "http://127.0.0.1:$port/config.json" &&
  curl -sf -o /dev/null -H "Authorization: Bearer $token" "http://127.0.0.1:$port/api/v1/login/campaigns/campaigns" &&
  curl -sf -o /dev/null "http://localhost:$mcp/health"; then
  smoke="ok"
fi
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null

echo "next-runtime: Node $version: server tests $tests; npm start smoke $smoke"
if [ "$smoke" != ok ] || ! grep -q ' 0 failed' <<<"$tests"; then
  echo "next-runtime: details (not failing CI):"
  grep -E "FAIL|✗|×|Error" "$dir/server.log" | head -n 25 | sed 's/^/  server: /'
  tail -n 25 "$dir/start.log" | sed 's/^/  start: /'
fi
exit 0
