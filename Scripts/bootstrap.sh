#!/usr/bin/env bash
# Installs what a fresh Debian/Ubuntu machine lacks to build Plumb: libxml2's headers and
# pkg-config (PlumbXML parses with libxml2). Does nothing when they are already there.
set -euo pipefail
if pkg-config --exists libxml-2.0 2>/dev/null; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo_cmd="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq libxml2-dev pkg-config >/dev/null
elif command -v brew >/dev/null 2>&1; then
  brew install libxml2 pkg-config
  echo "note: Homebrew's libxml2 is keg-only; export PKG_CONFIG_PATH=\"$(brew --prefix libxml2)/lib/pkgconfig\"" >&2
else
  echo "error: install libxml2 development headers and pkg-config (libxml-2.0)" >&2
  exit 1
fi
