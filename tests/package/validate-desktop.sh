#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop entry and the AppStream metainfo as software centres read
# them: desktop-file-validate must print nothing (not even a hint) and
# appstreamcli must find no error, warning or info (pedantic notes aside).
#   validate-desktop.sh DIR   (resources/desktop)
set -euo pipefail
dir=$1
for tool in desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null || { echo "$tool is missing (scripts/setup installs it)"; exit 1; }
done
status=0
desktop=$(desktop-file-validate "$dir"/*.desktop 2>&1) || status=1
if [ -n "$desktop" ]; then
    echo "$desktop"
    status=1
fi
appstreamcli validate --no-net "$dir"/*.metainfo.xml || status=1
exit $status
