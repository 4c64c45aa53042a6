// The arithmetic of a V8 CPU profile: self time per function, and total time under named functions.

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const labelOf = (node: CpuProfileNode) => {
  const where = node.callFrame.url ? node.callFrame.url.split('/').pop() : '';
  return `${node.callFrame.functionName || '(anonymous)'}${where ? ` (${where}:${node.callFrame.lineNumber + 1})` : ''}`;
};

/** Self time by function label (ms, descending), total time under each of `under` (by function name). */
export function summarizeProfile(profile: CpuProfile, under: string[] = []) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  // timeDeltas[i] is the time before sample i; the sample's time is the gap to the next one.
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    selfMs.set(id, (selfMs.get(id) ?? 0) + ms);
  });
  const self = new Map<string, number>();
  const underMs = new Map<string, number>(under.map((name) => [name, 0]));
  let busyMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (!node) continue;
    if (!IDLE.has(node.callFrame.functionName)) busyMs += ms;
    const label = labelOf(node);
    self.set(label, (self.get(label) ?? 0) + ms);
    // Each named function counts the sample once, however deep the recursion.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)?.callFrame.functionName ?? '';
      if (underMs.has(name) && !seen.has(name)) {
        seen.add(name);
        underMs.set(name, underMs.get(name)! + ms);
      }
    }
  }
  return {
    totalMs: (profile.endTime - profile.startTime) / 1000,
    busyMs,
    self: [...self].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms),
    under: underMs,
  };
}
