#!/usr/bin/env bash
# Refuses to install on a Node.js the site does not support: production runs Node 24 LTS (Node 20 reached its end of
# life in April 2026: no more security fixes), and the SQLite driver needs 22 at least. Sourced by install.sh.
required=24
found=$(node -p 'process.versions.node' 2>/dev/null || true)
if [ -z "$found" ]; then
  echo "Node.js is not installed: install Node ${required} LTS first (docs/deploy.md, step 2)." >&2
  exit 1
fi
if [ "${found%%.*}" -lt "$required" ]; then
  echo "This is Node.js ${found}; the site needs Node ${required} LTS or newer (docs/deploy.md, step 2). Nothing was installed." >&2
  exit 1
fi
