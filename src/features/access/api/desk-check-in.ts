import { FunctionsFetchError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { checkInAnswerSchema, type CheckInAnswer } from '../lib/desk-answer';
import { accessDeskKeys } from './desk-keys';

/** What the desk sends: a scanned QR payload or a typed PIN, or a client chosen by name. */
export type CheckInRequest =
  { kind: 'code'; code: string; method: 'qr' | 'pin' } | { kind: 'manual'; clientId: string; override: boolean };

export const NO_CONNECTION = 'The desk needs a connection: the server checks every code. Check the Wi-Fi.';

/** A 4xx the function answered, in words (its `{ error }` when it gave one). */
export class CheckInError extends Error {}

const STATUS_TEXT: Record<number, string> = {
  400: 'The desk sent something the server could not read. Try again.',
  401: 'Your session has ended. Sign in again to use the desk.',
  403: 'Only staff and admins can check clients in.',
  404: 'The check-in service is not available on this server.',
  429: 'Too many attempts: wait a few minutes before trying again.',
};

/**
 * Checks a client in through the `access-check-in` edge function, as the signed-in desk user (the
 * database decides who may enter and records every attempt, allowed or refused).
 */
export async function checkIn(request: CheckInRequest): Promise<CheckInAnswer> {
  const body =
    request.kind === 'code'
      ? { code: request.code, method: request.method }
      : { client_id: request.clientId, override: request.override };
  const { data, error } = await supabase.functions.invoke('access-check-in', { body });
  if (error) {
    if (error instanceof FunctionsFetchError) throw new CheckInError(NO_CONNECTION);
    const status = statusOf(error);
    const said = await functionErrorMessage(error);
    throw new CheckInError(said ?? (status !== null ? STATUS_TEXT[status] : undefined) ?? error.message);
  }
  return checkInAnswerSchema.parse(data);
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('context' in error)) return null;
  const response: unknown = error.context;
  return response instanceof Response ? response.status : null;
}

/** The desk's one write; a check-in refreshes that client's log wherever it is open. */
export function useDeskCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (answer) => {
      if (answer.client) void queryClient.invalidateQueries({ queryKey: accessDeskKeys.client(answer.client.id) });
    },
  });
}
