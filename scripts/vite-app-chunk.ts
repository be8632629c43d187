import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** `from` and every module it imports statically, directly or not (a dynamic import starts a chunk of its own). */
function staticGraph(ctx: ChunkingContext, from: string): Set<string> {
  const modules = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return modules;
}

/**
 * The app's chunk whole: the page script (web/src/entry.ts) imports the app (web/src/main.tsx) once the first photo
 * shows, so the first load is two files, the page script and the app. Rolldown's own chunking split React and its
 * JSX runtime into a third file, because the pages loaded on demand import them too and Rolldown does not see that
 * those pages only ever load after the app (rolldown/rolldown#10731; Rollup merged them): a third request, and more
 * bytes, before the app could start (docs/decisions/0057). This group puts every module the app imports statically
 * into the app's chunk, so the pages on demand import React from it.
 *
 * What the page script imports itself (Vite's preload helper, a shared constant) stays with the page script: in the
 * app's chunk it would make the page script import the whole app at once, before the first photo.
 */
export function appChunk({ pageScript, app }: { pageScript: string; app: string }): Rolldown.CodeSplittingGroup {
  // One walk per chunking pass (a rebuild is a new pass, with a new context).
  const appModules = new WeakMap<ChunkingContext, Set<string>>();
  const modulesOf = (ctx: ChunkingContext): Set<string> => {
    let modules = appModules.get(ctx);
    if (!modules) {
      const page = staticGraph(ctx, pageScript);
      modules = new Set([...staticGraph(ctx, app)].filter((id) => !page.has(id) && !id.includes('vite/preload-helper')));
      appModules.set(ctx, modules);
    }
    return modules;
  };
  return {
    name: (id, ctx) => (modulesOf(ctx).has(id) ? 'main' : null),
    debugName: 'app',
    // The walk above already holds the app's dependencies, and must leave the page script's out.
    includeDependenciesRecursively: false,
  };
}
