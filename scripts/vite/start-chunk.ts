import type { Plugin } from 'vite';

export interface StartChunkOptions {
  /** Modules loaded on demand (each stays a chunk of its own); what they import statically is grouped. */
  roots: string[];
  /** Modules whose static imports stay out of the group: what the entry or a signed-out page loads. */
  exclude: string[];
}

/**
 * A code-splitting group of the modules that `roots` import statically, minus what `exclude`
 * loads: for the signed-in app, the shell, the navigation, the background sync and what they use,
 * which every signed-in page loads anyway. As separate shared chunks it was a dozen small files,
 * and on a slow connection each file costs a request more than its bytes (docs/performance.md,
 * "Fewer files"). The login page never loads it: what a signed-out page imports is excluded.
 *
 * The set is read from the module graph once the build has loaded every module (`buildEnd`),
 * before the chunks are made; `test` is the group's test.
 */
export function startChunk(options: StartChunkOptions): Plugin & { test: (id: string) => boolean } {
  const members = new Set<string>();
  const normalise = (id: string) => id.replaceAll('\\', '/');
  return {
    name: 'liftwise-start-chunk',
    apply: 'build',
    test: (id) => members.has(normalise(id)),
    buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      const find = (suffix: string): string => {
        const id = ids.find((candidate) => normalise(candidate).endsWith(`/${suffix}`));
        if (!id) return this.error(`start chunk: ${suffix} is not part of the build`);
        return id;
      };
      const closure = (root: string, into = new Set<string>()) => {
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        visit(root);
        return into;
      };
      const excluded = new Set<string>();
      for (const module of options.exclude) closure(find(module), excluded);
      const roots = options.roots.map(find);
      for (const root of roots) {
        for (const id of closure(root)) {
          if (!excluded.has(id) && !roots.includes(id)) members.add(normalise(id));
        }
      }
    },
  };
}
