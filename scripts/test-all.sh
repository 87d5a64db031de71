#!/usr/bin/env bash
# `npm test`: the static checks, then the unit and API tests beside the browser tests. Each vitest run uses one
# worker on a two-core machine (its default is cores − 1), and a browser test mostly waits on its server and
# Chromium, so the two suites run at the same time, each in its own lane, instead of one after the other.
# Every line is prefixed with its lane; the run fails when any lane fails, and says which.
set -uo pipefail
cd "$(dirname "$0")/.."

# Runs the given lanes ("name" "command" pairs) at once; answers non-zero when any failed.
lanes() {
  local pids=() names=() failed=()
  while [ $# -gt 0 ]; do
    local name="$1" cmd="$2"
    shift 2
    (set -o pipefail; bash -c "$cmd" 2>&1 | sed -u "s/^/[$name] /") &
    pids+=($!)
    names+=("$name")
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${names[$i]}"); done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "npm test: failed: ${failed[*]}" >&2
    return 1
  fi
}

bash scripts/ensure-test-tools.sh || exit 1
lanes typecheck "npm run --silent typecheck" lint "npm run --silent lint && npm run --silent format:check" || exit 1
lanes unit "npx vitest run" browser "npx vitest run --config vitest.e2e.config.ts" || exit 1
echo "npm test: all green"
