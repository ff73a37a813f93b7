#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package, installs it on this machine with its runtime
# dependencies from the archive, and runs what it installed: the CLI's
# version, a command on an installed word list, and the window offscreen.
# Needs root (skipped otherwise, exit 77).
set -euo pipefail
build_dir="$1"
if [[ $EUID -ne 0 ]]; then
    echo "not root: the package is built but not installed"
    exit 77
fi
cd "$build_dir"
rm -f guesslab_*.deb
cpack -G DEB > cpack.log
deb=$(ls guesslab_*.deb)
# Read whole first: under pipefail, grep -q leaving early can make the
# writer fail with SIGPIPE and the check fail by chance.
info=$(dpkg-deb -I "$deb")
grep -q 'Depends:.*libqt6widgets6' <<<"$info" || { echo "no Qt runtime dependency"; exit 1; }
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$deb" > apt.log
test "$(command -v guesslab-cli)" = /usr/bin/guesslab-cli
guesslab-cli --version
guesslab-cli rank --top 1 --answers /usr/share/guesslab/wordlists/wordle-answers-2315.txt \
    --guesses /usr/share/guesslab/wordlists/wordle-guesses-12972.txt | tail -1
test -f /usr/share/applications/io.github.guesslab.Guesslab.desktop
test -f /usr/share/metainfo/io.github.guesslab.Guesslab.metainfo.xml
test -f /usr/share/icons/hicolor/scalable/apps/io.github.guesslab.Guesslab.svg
test -f /usr/share/guesslab/translations/guesslab_de.qm
QT_QPA_PLATFORM=offscreen timeout 150 /usr/bin/guesslab --check
