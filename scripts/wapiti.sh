#!/usr/bin/env bash
# Debian's wapiti (3.0.4: no OpenAPI import, no JavaScript) against the app (issue 52, decision 052) — not in
# CI. Starts the app on 127.0.0.1 with the demo (PGlite in a temporary DATA_DIR), logs in as the manager and
# as a patient, and scans once per login with the session cookie and the header the CSRF check expects
# (X-Requested-With, plugins/security.ts), starting from every GET path of the OpenAPI document that needs
# no parameter. Reports: $OUT/wapiti-<login>.json and a summary on stdout.
# Usage: scripts/wapiti.sh   (WAPITI_PORT=3760, WAPITI_SECONDS=240 per login, OUT=/tmp/clinica-wapiti)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wapiti >/dev/null || { echo "wapiti not found: apt-get install -y wapiti" >&2; exit 1; }
port=${WAPITI_PORT:-3760}
seconds=${WAPITI_SECONDS:-240}
out=${OUT:-/tmp/clinica-wapiti}
base="http://127.0.0.1:$port"
data=$(mktemp -d /tmp/clinica-wapiti-data.XXXXXX)
mkdir -p "$out"

HOST=127.0.0.1 PORT=$port DATA_DIR="$data" SEED_DEMO=1 LOG_LEVEL=warn NODE_ENV=development \
  node --import tsx apps/server/src/main.ts >"$out/app.log" 2>&1 &
app=$!
trap 'kill -9 $app 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 240); do curl -sf "$base/api/health" >/dev/null && break; sleep 1; done
curl -sf "$base/api/health" >/dev/null || { echo "the app did not start (see $out/app.log)" >&2; exit 1; }

# Start URLs: the OpenAPI document's GET paths without a path parameter.
starts=()
while IFS= read -r p; do starts+=(-s "$base$p"); done < <(
  curl -sf "$base/api/openapi.json" | node -e '
    let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
      const doc = JSON.parse(s);
      for (const [p, ops] of Object.entries(doc.paths)) if (ops.get && !p.includes("{")) console.log(p);
    });'
)
echo "$(( ${#starts[@]} / 2 )) start URLs from the OpenAPI document"

for who in gestor@demo.clinica.pt paciente@demo.clinica.pt; do
  cookie=$(curl -s -D - -o /dev/null -H 'content-type: application/json' -H 'x-requested-with: XMLHttpRequest' \
    -d "{\"username\":\"$who\",\"password\":\"demo-clinica-2026\"}" "$base/token" |
    sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p' | paste -sd ';' -)
  [ -n "$cookie" ] || { echo "login $who failed" >&2; exit 1; }
  name=${who%%@*}
  # No -x: wapiti 3.0.4's exclusion patterns fail on Python 3.11 («global flags not at the start»); it only
  # follows links (GET), so the session's POST /logout is not crawled.
  echo "== wapiti as $who ($seconds s)"
  wapiti -u "$base/" "${starts[@]}" --scope folder \
    -H "Cookie: $cookie" -H "X-Requested-With: XMLHttpRequest" \
    --max-scan-time "$seconds" --max-attack-time $(( seconds / 4 )) --flush-session \
    -f json -o "$out/wapiti-$name.json" >"$out/wapiti-$name.log" 2>&1 || true
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const kind of ["vulnerabilities", "anomalies"])
      for (const [cat, list] of Object.entries(r[kind] ?? {}))
        for (const v of list) console.log(`  ${kind.slice(0, -1)} · ${cat} · ${v.method} ${v.path} ${v.info ?? ""}`.slice(0, 300));
    console.log(`  ${Object.values(r.vulnerabilities ?? {}).flat().length} vulnerabilities, ${Object.values(r.anomalies ?? {}).flat().length} anomalies`);
  ' "$out/wapiti-$name.json" || echo "  no report (see $out/wapiti-$name.log)"
done
grep -c '"level":50' "$out/app.log" | sed 's/^/server errors logged: /' || true
