#!/usr/bin/env bash
# The tests' outside tools, from Debian's packages: Chromium for the browser tests (a test tool's own browser
# download cannot work here), and poppler (pdfinfo, pdftotext) and Info-ZIP's unzip, the independent readers the
# unit tests check produced PDFs, ZIPs and XLSX files with. Installs what is missing when we are root; otherwise
# says what to do.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
command -v unzip >/dev/null || missing+=(unzip)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} for the tests (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing for the tests: ${missing[*]}. Install them (e.g. 'sudo apt-get install ${missing[*]}'), or set CHROMIUM_PATH." >&2
exit 1
