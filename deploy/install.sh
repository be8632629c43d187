#!/usr/bin/env bash
# The production install, in the folder of the checkout: every dependency to build, the build, then only what the
# server needs at run time. The Dockerfile runs this script, docs/deploy.md runs it on a server, and
# deploy/production-install.test.ts runs it in a fresh copy of the repository: one install, tested.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source deploy/check-node.sh

# The lockfile's exact versions, the build tools included even where NODE_ENV=production is already set. The
# native packages (better-sqlite3, sharp) ship their binaries: nothing is compiled.
npm ci --include=dev --no-audit --no-fund
# The guests' app and the dashboard (Vite), the photos (sharp), and the server compiled to dist/server/*.js.
npm run build
# The build tools go: the server runs with plain node on the packages in "dependencies" (docs/decisions/0019).
npm prune --omit=dev --no-audit --no-fund
echo "Installed in $(pwd). Start it with: NODE_ENV=production node dist/server/main.js"
