#!/usr/bin/env bash
# Regenerates the rendering snapshot references in
# Tests/WayKitRenderTests/References/ from the current renderer. Look at the
# changed PNGs before committing them: a reference is only as good as the eye
# that approved it.
#
#     scripts/update-snapshots.sh            # every snapshot test
#     scripts/update-snapshots.sh labels     # tests whose name matches
set -euo pipefail
cd "$(dirname "$0")/.."
filter="WayKitRenderTests${1:+.*$1}"
WAYKIT_UPDATE_SNAPSHOTS=1 swift test --filter "$filter"
git status --short Tests/WayKitRenderTests/References/
