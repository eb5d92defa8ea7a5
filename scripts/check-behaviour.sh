#!/usr/bin/env bash
# Fails when docs/behaviour.md is out of step with the tests: a rule ID a test
# cites (`@Test("G4: …")`) that is not a rule of the doc, or a rule's list of
# tests that no longer matches the tests. Changes nothing; the fix is
#     python3 scripts/behaviour-index.py
# (then commit docs/behaviour.md). Takes well under a second; scripts/test.sh
# runs it before building.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/behaviour-index.py --check
