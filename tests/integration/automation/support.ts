import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { serviceClient } from '../support/clients';
import { svc } from '../scheduling/support';

/**
 * Fixtures for the automation runner tests (docs/automation.md): flows saved through the RPC as their
 * trainer, the runner called at a chosen time by the service role, and the truth read back.
 */

export interface StepInput {
  day_offset: number;
  time_of_day?: string;
  action: 'message' | 'onboarding_form' | 'assign_program' | 'assign_collection' | 'task';
  message_body?: string;
  program_id?: string;
  collection_id?: string;
  task_title?: string;
  id?: string;
}

/** Saves a flow as the signed-in trainer; returns its id. */
export async function saveFlow(
  trainer: SupabaseClient,
  flow: Record<string, unknown>,
  steps: StepInput[],
  revision?: number,
): Promise<string> {
  const { data, error } = await trainer.rpc('save_automation_flow', {
    p_flow: flow,
    p_steps: steps,
    p_revision: revision ?? null,
  });
  if (error) throw new Error(`save_automation_flow: ${error.code} ${error.message}`);
  return data as string;
}

/** One runner call at `at`, by the service role (a client of its own when `fresh`). */
export async function runAt(at: Date | string, fresh = false): Promise<Record<string, number>> {
  const client = fresh ? serviceClient() : svc();
  const { data, error } = await client.rpc('run_automations', {
    p_now: typeof at === 'string' ? at : at.toISOString(),
  });
  if (error) throw new Error(`run_automations: ${error.code} ${error.message}`);
  return data as Record<string, number>;
}

export interface EnrolmentRow {
  id: string;
  client_id: string;
  status: string;
  enrolled_at: string;
  trigger_cleared_at: string | null;
}

export async function enrolmentsOf(flowId: string): Promise<EnrolmentRow[]> {
  const { data, error } = await svc()
    .from('automation_enrolments')
    .select('id, client_id, status, enrolled_at, trigger_cleared_at')
    .eq('flow_id', flowId)
    .order('created_at');
  if (error) throw new Error(`enrolments: ${error.message}`);
  return data as EnrolmentRow[];
}

export interface RunRow {
  id: string;
  enrolment_id: string;
  step_id: string;
  due_at: string;
  status: string;
  attempts: number;
  last_error: string | null;
  ran_at: string | null;
  automation_enrolments: { client_id: string; flow_id: string };
  automation_steps: { position: number; day_offset: number };
}

/** Every run of a flow, by client then step position. */
export async function runsOf(flowId: string): Promise<RunRow[]> {
  const { data, error } = await svc()
    .from('automation_step_runs')
    .select(
      'id, enrolment_id, step_id, due_at, status, attempts, last_error, ran_at, automation_enrolments!inner(client_id, flow_id), automation_steps(position, day_offset)',
    )
    .eq('automation_enrolments.flow_id', flowId);
  if (error) throw new Error(`runs: ${error.message}`);
  const rows = data as unknown as RunRow[];
  return rows.sort(
    (a, b) =>
      a.automation_enrolments.client_id.localeCompare(b.automation_enrolments.client_id) ||
      a.automation_steps.position - b.automation_steps.position,
  );
}

/** Messages from `sender` to `recipient`, oldest first (the truth). */
export async function messagesBetween(sender: string, recipient: string): Promise<{ id: string; body: string }[]> {
  const { data, error } = await svc()
    .from('messages')
    .select('id, body')
    .eq('sender_id', sender)
    .eq('recipient_id', recipient)
    .order('created_at');
  if (error) throw new Error(`messages: ${error.message}`);
  return data as { id: string; body: string }[];
}

/** Instants as the database returns them, compared as ISO strings in UTC. */
export function instants(values: string[]): string[] {
  return values.map((value) => new Date(value).toISOString());
}

export function expectOk<T>(answer: { data: T | null; error: { code: string; message: string } | null }): T {
  expect(answer.error).toBeNull();
  return answer.data as T;
}

/** The studio-local date (YYYY-MM-DD) in a time zone, now. */
export function localDate(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
