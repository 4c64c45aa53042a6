import type { FlowKind } from '../lib/flow-types';

/**
 * Every query key of the automation feature, built here and nowhere else (docs/architecture.md's
 * query convention). All sit under `['automation']`, so a saved flow refreshes its previews too.
 */
export const automationKeys = {
  all: ['automation'] as const,
  flows: (kind: FlowKind) => [...automationKeys.all, 'flows', kind] as const,
  preview: (flowId: string) => [...automationKeys.all, 'preview', flowId] as const,
  timeline: (flowId: string) => [...automationKeys.all, 'timeline', flowId] as const,
  allTasks: () => [...automationKeys.all, 'tasks'] as const,
  tasks: (trainerId: string) => [...automationKeys.allTasks(), trainerId] as const,
  choices: () => [...automationKeys.all, 'choices'] as const,
};
