#!/usr/bin/env bash
# Installs the system libraries Designable builds against, when they are missing.
# Debian/Ubuntu: apt-get (with sudo when not root). macOS: Homebrew.
# Otherwise it prints what to install and exits non-zero.
set -euo pipefail

# DejaVu Sans (fonts-dejavu-core) is the system font. The font packages of apt_font_packages
# stand in for iOS fonts or fill in characters a font lacks (README, "Fonts"), and Material
# Icons (fonts-material-design-icons-iconfont) for SF Symbols; one a distribution lacks is
# reported, not fatal: the fonts it holds are drawn with fallbacks.
apt_packages=(pkg-config libpng-dev zlib1g-dev libfreetype-dev libharfbuzz-dev fonts-dejavu-core)
apt_font_packages=(fonts-dejavu-extra fonts-liberation2 fonts-texgyre fonts-inter fonts-wqy-microhei fonts-symbola fonts-material-design-icons-iconfont)
brew_packages=(pkg-config libpng freetype harfbuzz)
# The fonts on macOS: Homebrew's casks install them into ~/Library/Fonts. Inter's cask holds
# only its variable font, so Inter's weights are drawn with stand-ins there (README, "Fonts").
brew_casks=(font-dejavu font-liberation font-tex-gyre-heros font-tex-gyre-termes font-tex-gyre-cursor font-tex-gyre-pagella font-material-icons)

missing_apt() {
  local missing=()
  for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  echo "${missing[@]:-}"
}

case "$(uname -s)" in
  Linux)
    if ! command -v dpkg-query >/dev/null 2>&1; then
      echo "designable: not a Debian-based system; install libpng, zlib, FreeType and HarfBuzz development files, pkg-config, and the DejaVu, Liberation 2, TeX Gyre, Inter, WenQuanYi Micro Hei, Symbola and Material Icons fonts" >&2
      exit 1
    fi
    missing=$(missing_apt "${apt_packages[@]}")
    missing_fonts=$(missing_apt "${apt_font_packages[@]}")
    [ -z "$missing" ] && [ -z "$missing_fonts" ] && exit 0
    echo "Installing system packages: $missing $missing_fonts"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "designable: run as root: apt-get install -y $missing $missing_fonts" >&2
        exit 1
      fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    if [ -n "$missing" ]; then
      # shellcheck disable=SC2086
      $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
    fi
    for package in $missing_fonts; do
      $sudo apt-get install -y -qq --no-install-recommends "$package" >/dev/null 2>&1 ||
        echo "designable: could not install $package; the iOS fonts it stands in for are drawn with fallbacks (README, \"Fonts\")" >&2
    done
    ;;
  Darwin)
    if ! command -v brew >/dev/null 2>&1; then
      echo "designable: install Homebrew, then run: brew install ${brew_packages[*]}" >&2
      exit 1
    fi
    for package in "${brew_packages[@]}"; do
      brew list --formula "$package" >/dev/null 2>&1 || brew install "$package"
    done
    brew list --cask font-dejavu >/dev/null 2>&1 || brew install --cask font-dejavu
    for cask in "${brew_casks[@]}"; do
      brew list --cask "$cask" >/dev/null 2>&1 || brew install --cask "$cask" ||
        echo "designable: could not install $cask; the iOS fonts it stands in for are drawn with fallbacks" >&2
    done
    ;;
  *)
    echo "designable: unsupported system $(uname -s); install libpng, zlib and pkg-config" >&2
    exit 1
    ;;
esac
