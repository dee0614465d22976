#!/usr/bin/env bash
# Installs the system libraries Designable builds against, when they are missing.
# Debian/Ubuntu: apt-get (with sudo when not root). macOS: Homebrew.
# Otherwise it prints what to install and exits non-zero.
set -euo pipefail

apt_packages=(pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev fonts-dejavu-core)
brew_packages=(pkg-config libpng freetype harfbuzz)
# DejaVu Sans (the default font) on macOS: Homebrew's cask installs it into ~/Library/Fonts.
brew_casks=(font-dejavu)

missing_apt() {
  local missing=()
  for package in "${apt_packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  echo "${missing[@]:-}"
}

case "$(uname -s)" in
  Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
      echo "designable: not a Debian-based system; install libpng, zlib, FreeType and HarfBuzz development files, pkg-config and the DejaVu fonts" >&2
      exit 1
    fi
    missing=$(missing_apt)
    [ -z "$missing" ] && exit 0
    echo "Installing system packages: $missing"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "designable: run as root: apt-get install -y $missing" >&2
        exit 1
      fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
    ;;
  Darwin)
    if ! command -v brew >/dev/null 2>&1; then
      echo "designable: install Homebrew, then run: brew install ${brew_packages[*]}" >&2
      exit 1
    fi
    for package in "${brew_packages[@]}"; do
      brew list --formula "$package" >/dev/null 2>&1 || brew install "$package"
    done
    for cask in "${brew_casks[@]}"; do
      brew list --cask "$cask" >/dev/null 2>&1 || brew install --cask "$cask"
    done
    ;;
  *)
    echo "designable: unsupported system $(uname -s); install libpng, zlib and pkg-config" >&2
    exit 1
    ;;
esac
