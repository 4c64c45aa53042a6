import type { ClientType } from '@/lib/account-enums';

/** Who a broadcast goes to: the coach's clients, narrowed one way (broadcast_audience() decides). */
export type Audience =
  | { kind: 'all' }
  | { kind: 'client_type'; clientType: ClientType }
  | { kind: 'program'; programId: string }
  | { kind: 'tag'; tagId: string }
  | { kind: 'clients'; clientIds: readonly string[] };

export type AudienceKind = Audience['kind'];

export const AUDIENCE_KIND_LABELS: Record<AudienceKind, string> = {
  all: 'All my clients',
  client_type: 'A client type',
  program: 'A program’s clients',
  tag: 'A tag',
  clients: 'Clients I pick',
};

/** How a sent broadcast's audience reads in the list of past broadcasts. */
export const SENT_AUDIENCE_LABELS: Record<AudienceKind, string> = {
  all: 'All clients',
  client_type: 'A client type',
  program: 'A program’s clients',
  tag: 'A tag',
  clients: 'Picked clients',
};

/** "All clients · 12 clients": who a past broadcast went to. */
export function sentAudienceText(audience: string, recipientCount: number): string {
  const kind = audience in SENT_AUDIENCE_LABELS ? SENT_AUDIENCE_LABELS[audience as AudienceKind] : 'Clients';
  const count = recipientCount === 1 ? '1 client' : `${recipientCount.toLocaleString('en-US')} clients`;
  return `${kind} · ${count}`;
}

/** The same limit as send_broadcast(). */
export const BROADCAST_MAX_RECIPIENTS = 1000;

export interface AudienceArgs {
  p_audience: AudienceKind;
  p_client_type?: ClientType;
  p_program_id?: string;
  p_tag_id?: string;
  p_client_ids?: string[];
}

/** The RPC arguments of an audience (broadcast_audience and send_broadcast take the same ones). */
export function audienceArgs(audience: Audience): AudienceArgs {
  switch (audience.kind) {
    case 'all':
      return { p_audience: 'all' };
    case 'client_type':
      return { p_audience: 'client_type', p_client_type: audience.clientType };
    case 'program':
      return { p_audience: 'program', p_program_id: audience.programId };
    case 'tag':
      return { p_audience: 'tag', p_tag_id: audience.tagId };
    case 'clients':
      return { p_audience: 'clients', p_client_ids: [...new Set(audience.clientIds)] };
  }
}

/** What is still missing before this audience can be previewed (null: nothing). */
export function audienceProblem(audience: Audience): string | null {
  if (audience.kind === 'program' && !audience.programId) return 'Choose a program.';
  if (audience.kind === 'tag' && !audience.tagId) return 'Choose a tag.';
  if (audience.kind === 'clients') {
    if (audience.clientIds.length === 0) return 'Pick at least one client.';
    if (audience.clientIds.length > BROADCAST_MAX_RECIPIENTS) return 'A broadcast can go to at most 1,000 clients.';
  }
  return null;
}

/** "Casey Nguyen, Ivy Brooks and 3 more": the preview's names, at most `shown` of them. */
export function recipientSummary(names: readonly string[], shown = 5): string {
  if (names.length === 0) return 'Nobody matches.';
  const head = names.slice(0, shown);
  const rest = names.length - head.length;
  if (rest > 0) return `${head.join(', ')} and ${rest} more`;
  if (head.length === 1) return head[0]!;
  return `${head.slice(0, -1).join(', ')} and ${head[head.length - 1]}`;
}

/** "Send to 3 clients" / "Send to 1 client". */
export function sendLabel(count: number): string {
  return `Send to ${count.toLocaleString('en-US')} ${count === 1 ? 'client' : 'clients'}`;
}
