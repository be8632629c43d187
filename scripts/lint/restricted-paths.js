// @ts-check
import path from 'node:path';

/**
 * Folder zones for imports, the rule of eslint-plugin-import's `no-restricted-paths` in a few lines of our own:
 * a file under `target` may not import from `from` (except its `except` folders, relative to `from`). Only the
 * relative imports are checked: the zones are our own folders, and `#common/*` or packages are never in them.
 * Ours rather than eslint-plugin-import-x, whose native resolver (unrs-resolver) needs a binding per platform
 * that `npm ci` insists on finding in the lock file.
 *
 * @typedef {{ target: string, from: string | string[], except?: string[], message: string }} Zone
 */

/** @param {string} parent @param {string} child */
const isInside = (parent, child) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** @type {import('eslint').Rule.RuleModule} */
const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between folders (shared → features → app).' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' }, root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    /** @type {Zone[]} */
    const zones = options.zones ?? [];
    const file = context.filename;
    const active = zones.filter((zone) => isInside(path.resolve(root, zone.target), file));
    if (active.length === 0) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path.resolve(path.dirname(file), source);
      for (const zone of active) {
        const froms = (Array.isArray(zone.from) ? zone.from : [zone.from]).map((from) => path.resolve(root, from));
        const from = froms.find((folder) => isInside(folder, imported));
        if (!from) continue;
        if ((zone.except ?? []).some((except) => isInside(path.resolve(from, except), imported))) continue;
        context.report({ node, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}` });
        return;
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'restricted-paths': restrictedPaths } };
