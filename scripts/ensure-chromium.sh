#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (a test tool's own browser download cannot work here).
# Installs it when missing and we are root; otherwise says what to do.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium for the browser tests (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $bin. Install it (e.g. 'sudo apt-get install chromium') or set CHROMIUM_PATH." >&2
exit 1
