#!/usr/bin/env bash
# Builds CLIOptionsFuzzer (Fuzz/) and runs it: the same as `FUZZER=cli Scripts/fuzz.sh`.
#
# Usage: Scripts/fuzz-cli.sh [SECONDS] [LIBFUZZER_FLAG ...]
FUZZER=cli exec bash "$(dirname "$0")/fuzz.sh" "$@"
