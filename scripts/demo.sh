#!/usr/bin/env bash
# The demo: replays the seed articles' scenes and prints each touch's delivery
# trace (headless). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
mkdir -p out
swift build --product waykit-seed-traces 2>&1 | tail -n 1
"$(swift build --show-bin-path)/waykit-seed-traces" | tee out/trace.txt
echo "demo: trace written to out/trace.txt"
