#!/usr/bin/env bash
# The package as a user meets it (npm run package:check; CI runs it after npm test):
#   1. npm pack (which builds dist/ through `prepare`), install the tarball into a scratch project
#      outside the repository, with none of the development dependencies (pdfkit, tsx, ...); check
#      that its Node code imports only the package's dependencies (scripts/check-runtime-imports.mjs)
#      and that the client's JavaScript imports nothing of the package (it runs on its own);
#   2. run the README's library example in plain node (no tsx) on a one-page sample;
#   3. type-check the README's library and client examples as a consumer would (module and
#      moduleResolution NodeNext, strict, exactOptionalPropertyTypes, no skipLibCheck), with the
#      repository's typescript;
#   4. start `bsc serve` from the installed package on a free loopback port with its data in the
#      scratch directory, run the README's client example against it, stop the server.
# Exits non-zero, naming the step, on the first failure. Leaves nothing behind.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/bsc-package-check.XXXXXX")"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$SCRATCH"
}
trap cleanup EXIT

step() { printf '\n== package-check: %s\n' "$*"; }
fail() { printf 'package-check FAILED: %s\n' "$*" >&2; exit 1; }

# A README code block: the ```ts fence after the line `<!-- package-check: NAME ...`.
readme_block() {
  node -e '
    const [readme, name] = process.argv.slice(1);
    const lines = require("fs").readFileSync(readme, "utf8").split("\n");
    const marker = lines.findIndex((l) => l.startsWith(`<!-- package-check: ${name}`));
    if (marker < 0 || lines[marker + 1] !== "```ts") { console.error(`README has no "${name}" block`); process.exit(1); }
    const end = lines.indexOf("```", marker + 2);
    process.stdout.write(lines.slice(marker + 2, end).join("\n") + "\n");
  ' "$REPO/README.md" "$1"
}

step "npm pack"
cd "$REPO"
TARBALL="$(npm pack --silent --pack-destination "$SCRATCH" | tail -n 1)"
[ -f "$SCRATCH/$TARBALL" ] || fail "npm pack produced no tarball"
tar -tzf "$SCRATCH/$TARBALL" > "$SCRATCH/contents.txt"
for file in package/dist/index.js package/dist/index.d.ts package/dist/client/index.js package/dist/client/index.d.ts package/dist/wire-types.d.ts \
  package/dist/server/jobs/child-entry.js package/dist/server/jobs/child-hardening.mjs package/dist/web/index.html package/bin/bsc.js package/LICENSE; do
  grep -qx "$file" "$SCRATCH/contents.txt" || fail "the tarball lacks $file"
done
if grep -E '\.ts$' "$SCRATCH/contents.txt" | grep -vE '\.d\.ts$' | grep -q .; then fail "the tarball ships TypeScript sources"; fi
echo "$TARBALL: $(wc -l < "$SCRATCH/contents.txt") files"

step "install the tarball into a scratch project ($SCRATCH/consumer)"
CONSUMER="$SCRATCH/consumer"
mkdir -p "$CONSUMER"
cd "$CONSUMER"
cat > package.json <<'JSON'
{ "name": "consumer", "private": true, "type": "module", "allowScripts": { "better-sqlite3": true } }
JSON
TYPES_NODE="$(node -p 'require(process.argv[1]).devDependencies["@types/node"]' "$REPO/package.json")"
# JOBS: node-gyp compiles better-sqlite3 on every core (no prebuilt binary is reachable offline).
JOBS=max npm install --no-audit --no-fund --loglevel=error "$SCRATCH/$TARBALL" "@types/node@$TYPES_NODE" \
  || fail "npm install of the tarball"
# The steps below then run without any development dependency: none may be needed at run time.
for dev in $(node -p 'Object.keys(require(process.argv[1]).devDependencies).join(" ")' "$REPO/package.json"); do
  [ "$dev" = "@types/node" ] && continue # installed above, for the type-check step
  if [ -e "node_modules/$dev" ]; then fail "$dev was installed with the package (it is a development dependency)"; fi
done

step "the installed package imports only its dependencies at run time"
node "$REPO/scripts/check-runtime-imports.mjs" node_modules/bank-statement-converter || fail "the package imports a package it does not depend on"
# The client runs where the rest of the package is not used: its JavaScript imports Node's modules only.
node -e '
  const ts = require(process.argv[1]);
  const js = require("fs").readFileSync(process.argv[2], "utf8");
  const other = ts.preProcessFile(js, true, true).importedFiles.map((f) => f.fileName).filter((s) => !s.startsWith("node:"));
  if (other.length) { console.error("dist/client/index.js imports " + other.join(", ")); process.exit(1); }
' "$REPO/node_modules/typescript" node_modules/bank-statement-converter/dist/client/index.js || fail "the client does not stand alone"

step "the README's library example in plain node"
cp "$REPO/corpus/samples/de-soll-haben-001.pdf" march.pdf
readme_block 'library example' > library-example.mjs
node library-example.mjs > library-example.out || { cat library-example.out; fail "the library example failed"; }
for out in march.csv march.xlsx march.json; do [ -s "$out" ] || fail "the library example wrote no $out"; done
rows=$(($(wc -l < march.csv) - 1))
[ "$rows" -gt 0 ] || fail "march.csv has no transactions"
node -e 'const s = JSON.parse(require("fs").readFileSync("march.json", "utf8")); if (!s.reconciliation.ok) process.exit(1)' \
  || fail "the library example's statement does not reconcile"
echo "converted march.pdf: $rows transactions, reconciled"
node --input-type=module -e "await import('bank-statement-converter/client')" || fail "importing bank-statement-converter/client"
npx --no-install bsc --help > /dev/null || fail "npx bsc --help"

step "type-check the README's examples as a strict NodeNext consumer"
readme_block 'library example' > library-example.ts
readme_block 'client example' > client-example.ts
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2022",
    "lib": ["ES2023"],
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "exactOptionalPropertyTypes": true,
    "skipLibCheck": false,
    "types": ["node"],
    "noEmit": true
  },
  "files": ["library-example.ts", "client-example.ts"]
}
JSON
node "$REPO/node_modules/typescript/bin/tsc" -p tsconfig.json || fail "the consumer does not type-check"
echo "0 type errors"

step "the README's client example against bsc serve from the installed package"
DATA="$SCRATCH/data"
KEY="$(npx --no-install bsc users create --email package-check@example.com --credits 20 --json --data-dir "$DATA" \
  | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).apiKey))')"
[ -n "$KEY" ] || fail "bsc users create gave no key"
node_modules/.bin/bsc serve --host 127.0.0.1 --port 0 --data-dir "$DATA" > server.log 2>&1 &
SERVER_PID=$!
URL=""
for _ in $(seq 1 300); do
  URL="$(grep -oE 'http://127\.0\.0\.1:[0-9]+' server.log | head -n 1 || true)"
  [ -n "$URL" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat server.log; fail "bsc serve exited before listening"; }
  sleep 0.1
done
[ -n "$URL" ] || { cat server.log; fail "bsc serve did not start within 30 s"; }
echo "server at $URL"
readme_block 'client example' > client-example.mjs
BSC_URL="$URL" BSC_API_KEY="$KEY" node client-example.mjs > client-example.out 2>&1 \
  || { cat client-example.out server.log; fail "the client example failed"; }
cat client-example.out
grep -qE "^march\.pdf $rows transactions$" client-example.out || fail "the client example did not convert march.pdf into $rows transactions"
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" || { cat server.log; fail "bsc serve did not stop cleanly on SIGTERM"; }
SERVER_PID=""

printf '\npackage-check: ok\n'
