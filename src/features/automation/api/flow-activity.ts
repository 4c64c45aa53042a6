import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PreviewRow, TimelineRow } from '../lib/flow-types';
import { automationKeys } from './query-keys';

/** Who would enter the flow if it ran now, and why (the server applies the trigger and conditions). */
async function getFlowPreview(flowId: string): Promise<PreviewRow[]> {
  const { data, error } = await supabase.rpc('automation_flow_preview', { p_flow_id: flowId });
  if (error) throw error;
  return data;
}

/** Each enrolled client's runs: due, done, failed (with the error) or skipped. */
async function getFlowTimeline(flowId: string): Promise<TimelineRow[]> {
  const { data, error } = await supabase.rpc('automation_flow_timeline', { p_flow_id: flowId });
  if (error) throw error;
  return data;
}

export const flowPreviewQuery = (flowId: string) =>
  queryOptions({ queryKey: automationKeys.preview(flowId), queryFn: () => getFlowPreview(flowId) });
export const flowTimelineQuery = (flowId: string) =>
  queryOptions({ queryKey: automationKeys.timeline(flowId), queryFn: () => getFlowTimeline(flowId) });

/** `enabled` is false where the preview means nothing (an onboarding sequence: joining is the trigger). */
export const useFlowPreview = (flowId: string, enabled = true) => useQuery({ ...flowPreviewQuery(flowId), enabled });
export const useFlowTimeline = (flowId: string) => useQuery(flowTimelineQuery(flowId));
