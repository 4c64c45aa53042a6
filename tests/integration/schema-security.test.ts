import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';

// The catalog after every migration, on a fresh unseeded database of its own: the rules every
// table, policy, foreign key and privileged helper must follow.

/** The tables the RLS matrix (tests/integration/rls) covers; a new table needs a matrix first. */
const MATRIX_TABLES = [
  'access_code_uses',
  'access_keys',
  'assessments',
  'automation_enrolments',
  'automation_flows',
  'automation_step_runs',
  'automation_steps',
  'body_weight_entries',
  'bookings',
  'calendar_feed_tokens',
  'check_in_attempts',
  'check_in_forms',
  'check_ins',
  'client_invitations',
  'client_lift_days',
  'client_notes',
  'client_tag_assignments',
  'client_tags',
  'client_training_days',
  'clients',
  'credit_categories',
  'credit_ledger',
  'credit_lots',
  'cycle_entries',
  'discount_codes',
  'discount_redemptions',
  'exercises',
  'habit_ticks',
  'habits',
  'membership_plans',
  'memberships',
  'message_broadcasts',
  'messages',
  'notifications',
  'on_demand_collection_items',
  'on_demand_collections',
  'on_demand_grants',
  'on_demand_item_labels',
  'on_demand_labels',
  'on_demand_progress',
  'on_demand_resources',
  'on_demand_workouts',
  'onboarding_forms',
  'orders',
  'packages',
  'payment_events',
  'program_week_prescriptions',
  'program_workouts',
  'programs',
  'progress_photos',
  'push_subscriptions',
  'refunds',
  'saved_replies',
  'service_credit_categories',
  'service_sessions',
  'service_trainers',
  'services',
  'studio_settings',
  'trainer_blockouts',
  'trainer_date_overrides',
  'trainer_hours',
  'trainer_join_codes',
  'trainer_join_requests',
  'trainer_tasks',
  'users',
  'waitlist_entries',
  'weekly_check_ins',
  'workout_exercises',
  'workout_log_comments',
  'workout_log_sets',
  'workout_logs',
  'workout_sessions',
  'workouts',
];

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';
const ALL: Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

/**
 * What each API role may do on each table (supabase/migrations/*_api_role_grants.sql); anon has
 * nothing. Hosted Supabase grants nothing by itself any more, and the embedded backend is made to
 * behave the same, so this is the whole truth on both.
 */
const API_GRANTS: Record<string, { authenticated: Privilege[]; service_role: Privilege[] }> = {
  assessments: { authenticated: ALL, service_role: ALL },
  clients: { authenticated: ALL, service_role: ALL },
  cycle_entries: { authenticated: ALL, service_role: ALL },
  exercises: { authenticated: ALL, service_role: ALL },
  messages: { authenticated: ALL, service_role: ALL },
  onboarding_forms: { authenticated: ALL, service_role: ALL },
  program_workouts: { authenticated: ALL, service_role: ALL },
  // Progression week by week (20261130600000_program_week_prescriptions.sql): like program_workouts.
  program_week_prescriptions: { authenticated: ALL, service_role: ALL },
  programs: { authenticated: ALL, service_role: ALL },
  progress_photos: { authenticated: ALL, service_role: ALL },
  users: { authenticated: ['SELECT', 'UPDATE', 'DELETE'], service_role: ALL },
  workout_exercises: { authenticated: ALL, service_role: ALL },
  workout_log_sets: { authenticated: ALL, service_role: ALL },
  workout_logs: { authenticated: ALL, service_role: ALL },
  workout_sessions: { authenticated: ALL, service_role: ALL },
  workouts: { authenticated: ALL, service_role: ALL },
  client_notes: { authenticated: ALL, service_role: ALL },
  workout_log_comments: { authenticated: ALL, service_role: ALL },
  client_training_days: { authenticated: ['SELECT'], service_role: ['SELECT'] },
  client_lift_days: { authenticated: ['SELECT'], service_role: ['SELECT'] },
  // Scheduling (20261127100000_scheduling_schema.sql): sessions, bookings and waitlist places are
  // written only by the booking functions.
  studio_settings: { authenticated: ['SELECT', 'UPDATE'], service_role: ALL },
  services: { authenticated: ALL, service_role: ALL },
  service_trainers: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  trainer_hours: { authenticated: ALL, service_role: ALL },
  trainer_date_overrides: { authenticated: ALL, service_role: ALL },
  trainer_blockouts: { authenticated: ALL, service_role: ALL },
  service_sessions: { authenticated: ['SELECT'], service_role: ALL },
  bookings: { authenticated: ['SELECT'], service_role: ALL },
  waitlist_entries: { authenticated: ['SELECT'], service_role: ALL },
  // Calendar feeds (20261127230000_calendar_feeds.sql): a person reads their own token rows (hashes
  // only); create_calendar_feed_token() and revoke_calendar_feed_token() write them.
  calendar_feed_tokens: { authenticated: ['SELECT'], service_role: ALL },
  // Payments (20261128100000_payments_schema.sql): admins edit the catalogue; a client's money is
  // written only by the payment functions. No API role updates or deletes a ledger row.
  credit_categories: { authenticated: ['SELECT', 'INSERT', 'UPDATE'], service_role: ALL },
  service_credit_categories: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  packages: { authenticated: ['SELECT', 'INSERT', 'UPDATE'], service_role: ALL },
  membership_plans: { authenticated: ['SELECT', 'INSERT', 'UPDATE'], service_role: ALL },
  discount_codes: { authenticated: ['SELECT', 'INSERT', 'UPDATE'], service_role: ALL },
  discount_redemptions: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  orders: { authenticated: ['SELECT'], service_role: ALL },
  memberships: { authenticated: ['SELECT'], service_role: ALL },
  credit_lots: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  credit_ledger: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT'] },
  refunds: { authenticated: ['SELECT'], service_role: ALL },
  payment_events: { authenticated: [], service_role: ['SELECT'] },
  // On demand (20261129200000_on_demand_schema.sql): staff write the library; a collection's items
  // only through set_on_demand_collection_items; a client records progress, never deletes it.
  on_demand_labels: { authenticated: ALL, service_role: ALL },
  on_demand_resources: { authenticated: ALL, service_role: ALL },
  on_demand_workouts: { authenticated: ALL, service_role: ALL },
  on_demand_item_labels: { authenticated: ALL, service_role: ALL },
  on_demand_collections: { authenticated: ALL, service_role: ALL },
  on_demand_grants: { authenticated: ALL, service_role: ALL },
  on_demand_collection_items: { authenticated: ['SELECT'], service_role: ALL },
  on_demand_progress: { authenticated: ['SELECT', 'INSERT', 'UPDATE'], service_role: ALL },
  // Access (20261129100000_access_schema.sql): keys are read column by column (COLUMN_GRANTS: never
  // the secret) and written only by the key functions; code uses by the check-in function alone;
  // check-ins and attempts are written by the check-in functions (the service role adds fixtures).
  access_keys: { authenticated: [], service_role: ['DELETE'] },
  // Invitations (20261130500000_client_invitations.sql): read column by column (COLUMN_GRANTS: never
  // a token or code hash), written by the invitation functions only (the service role arranges tests).
  client_invitations: { authenticated: [], service_role: ['INSERT', 'UPDATE', 'DELETE'] },
  trainer_join_codes: { authenticated: ['SELECT'], service_role: ALL },
  trainer_join_requests: { authenticated: ['SELECT'], service_role: ALL },
  access_code_uses: { authenticated: [], service_role: [] },
  check_ins: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  check_in_attempts: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  // Automation (20261130200000_automation_schema.sql): flows and steps are written by
  // save_automation_flow(), enrolments and runs by the runner and the status functions; a trainer
  // removes their own flow and keeps their own task list.
  automation_flows: { authenticated: ['SELECT', 'DELETE'], service_role: ALL },
  automation_steps: { authenticated: ['SELECT'], service_role: ALL },
  automation_enrolments: { authenticated: ['SELECT'], service_role: ALL },
  automation_step_runs: { authenticated: ['SELECT'], service_role: ALL },
  trainer_tasks: { authenticated: ALL, service_role: ALL },
  // Notifications (20261130150000_notifications.sql): made only by private.notify(); the recipient
  // reads them and changes read_at alone (COLUMN_GRANTS); the service role adds fixtures and erases.
  notifications: { authenticated: ['SELECT'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  // Web Push (20261130400000_push_subscriptions.sql): the owner reads, picks kinds and a label
  // (COLUMN_GRANTS) and deletes; adding goes through save_push_subscription().
  push_subscriptions: { authenticated: ['SELECT', 'DELETE'], service_role: ['SELECT', 'INSERT', 'DELETE'] },
  // Body weight and habits (20261201100000_body_weight_and_habits.sql): a tick is there or not.
  body_weight_entries: { authenticated: ALL, service_role: ALL },
  habits: { authenticated: ALL, service_role: ALL },
  habit_ticks: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  // Tags, saved replies, broadcasts (20261201400000, 20261201400100): the owner renames a tag and
  // edits a reply column by column (COLUMN_GRANTS); a broadcast is recorded by send_broadcast() alone.
  client_tags: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  client_tag_assignments: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  saved_replies: { authenticated: ['SELECT', 'INSERT', 'DELETE'], service_role: ALL },
  message_broadcasts: { authenticated: ['SELECT'], service_role: ALL },
  // Weekly check-ins (20261201200000_weekly_check_ins.sql): answers are history (no update or delete).
  check_in_forms: { authenticated: ALL, service_role: ALL },
  weekly_check_ins: { authenticated: ['SELECT', 'INSERT'], service_role: ALL },
};

/**
 * Column-level grants (a table whose API roles may read some columns only). access_keys.secret is
 * readable by no API role: its owner gets it through my_access_key() alone.
 */
const ACCESS_KEY_COLUMNS = [
  'client_id',
  'created_at',
  'member_number',
  'renewed_at',
  'revoked_at',
  'revoked_by',
  'revoked_reason',
];
/** client_invitations: everything but token_hash and code_hash. */
const INVITATION_COLUMNS = [
  'accepted_at',
  'accepted_by',
  'client_type',
  'created_at',
  'email',
  'expires_at',
  'id',
  'invited_by',
  'phone',
  'sent_at',
  'status',
  'trainer_id',
];
const COLUMN_GRANTS: Record<string, Record<string, string[]>> = {
  'access_keys.SELECT': { authenticated: ACCESS_KEY_COLUMNS, service_role: ACCESS_KEY_COLUMNS },
  'notifications.UPDATE': { authenticated: ['read_at'] },
  'push_subscriptions.UPDATE': { authenticated: ['device_label', 'kinds'] },
  'client_tags.UPDATE': { authenticated: ['name'] },
  'saved_replies.UPDATE': { authenticated: ['body', 'title'] },
  'client_invitations.SELECT': { authenticated: INVITATION_COLUMNS, service_role: INVITATION_COLUMNS },
};

/** The RPCs the app calls, and who may call them. */
const API_FUNCTIONS = [
  'answer_booking_request(uuid,boolean) to authenticated',
  'assign_program(uuid,uuid[]) to authenticated',
  'book_appointment(uuid,uuid,timestamp with time zone,uuid,boolean,text) to authenticated',
  'bookable_trainer_names(uuid[]) to authenticated',
  'book_class(uuid,uuid,boolean) to authenticated',
  'book_series(uuid,uuid,date,time without time zone,integer[],integer,date,uuid,boolean) to authenticated',
  'cancel_booking(uuid,text,boolean) to authenticated',
  'cancel_following(uuid,text,boolean) to authenticated',
  'create_calendar_feed_token() to authenticated',
  'free_slots(uuid,uuid,date,date,integer) to authenticated',
  'join_waitlist(uuid,uuid) to authenticated',
  'leave_waitlist(uuid,uuid) to authenticated',
  'mark_attendance(uuid,text) to authenticated',
  'move_booking(uuid,timestamp with time zone,uuid,boolean) to authenticated',
  'payments_report(date,date,text) to authenticated',
  'set_on_demand_collection_items(uuid,uuid[],integer) to authenticated',
  'schedule_class(uuid,uuid,timestamp with time zone,boolean) to authenticated',
  'set_trainer_date_override(uuid,date,jsonb) to authenticated',
  'set_trainer_hours(uuid,jsonb) to authenticated',
  'author_names(uuid[]) to authenticated',
  'client_roster_signals(date,uuid[]) to authenticated',
  'complete_workout_session(jsonb,jsonb,jsonb) to authenticated',
  'import_workout_history(jsonb,boolean) to authenticated',
  'mark_notifications_read(uuid[]) to authenticated',
  'mark_thread_read(uuid) to authenticated',
  'broadcast_audience(text,client_type,uuid,uuid,uuid[]) to authenticated',
  'send_broadcast(uuid,text,text,client_type,uuid,uuid,uuid[]) to authenticated',
  'save_push_subscription(text,text,text,text[],text) to authenticated',
  'submit_weekly_check_in(uuid,jsonb,text) to authenticated',
  'my_weekly_check_in() to authenticated',
  'message_contacts() to authenticated',
  'message_threads() to authenticated',
  'move_clients(uuid[],uuid) to authenticated',
  'push_program_to_clients(uuid) to authenticated',
  'revoke_calendar_feed_token() to authenticated',
  'save_ai_workout(jsonb,jsonb) to authenticated',
  'save_program(jsonb) to authenticated',
  'save_workout(jsonb,jsonb,integer) to authenticated',
  'server_time() to authenticated',
  'set_client_archived(uuid,boolean) to authenticated',
  // Payments: what people call, and what only the edge functions (the service role) call.
  'adjust_credits(uuid,uuid,integer,text,timestamp with time zone) to authenticated',
  'credit_balances(uuid) to authenticated',
  'forgive_booking(uuid,text) to authenticated',
  'preview_checkout(order_kind,uuid,text) to authenticated',
  'request_refund(uuid,integer,integer,text) to authenticated',
  'set_membership_cancel(uuid,boolean) to authenticated',
  'set_membership_paused(uuid,boolean) to authenticated',
  'start_checkout(order_kind,uuid,text,text) to authenticated',
  'apply_payment_event(text,text,text,jsonb) to service_role',
  'attach_checkout(uuid,text,text) to service_role',
  'complete_refund(uuid,text,boolean) to service_role',
  'run_payment_housekeeping(timestamp with time zone) to service_role',
  'claim_push_deliveries(integer,timestamp with time zone) to service_role',
  'settle_push_deliveries(jsonb,timestamp with time zone) to service_role',
  // Access: the client's key, the desk, and the door's report (the edge function only).
  'access_status(uuid) to authenticated',
  'check_in(text,text) to authenticated',
  'check_in_manual(uuid,boolean) to authenticated',
  'my_access_key() to authenticated',
  'renew_access_key() to authenticated',
  'revoke_access_key(uuid,text) to authenticated',
  'record_door_opened(uuid,text) to service_role',
  // Automation: flows for staff; the runner for pg_cron and the local timer (the service role).
  'automation_flow_preview(uuid) to authenticated',
  'automation_flow_timeline(uuid) to authenticated',
  'save_automation_flow(jsonb,jsonb,integer) to authenticated',
  'set_automation_enrolment_status(uuid,text,text) to authenticated',
  'set_automation_flow_status(uuid,text) to authenticated',
  'run_automations(timestamp with time zone) to service_role',
  // Invitations: coaches invite and answer join requests, people accept; the join page's preview
  // goes through the invitations function (the service role).
  'accept_invitation(text) to authenticated',
  'answer_join_request(uuid,boolean,client_type) to authenticated',
  'create_client_invitation(text,text,client_type,uuid) to authenticated',
  'invitation_preview(text) to service_role',
  'my_join_code(boolean) to authenticated',
  'pending_join_requests() to authenticated',
  'redeem_code(text) to authenticated',
  'resend_client_invitation(uuid) to authenticated',
  'revoke_client_invitation(uuid) to authenticated',
];

let backend: LocalBackend;

async function query<T>(sql: string): Promise<T[]> {
  return (await backend.db.query<T>(sql)).rows;
}

beforeAll(async () => {
  backend = await createLocalBackend({ dataDir: 'memory://', seed: false, log: () => {} });
  // Lite grants everything on the first request it serves; the backend must have taken that back.
  await backend.fetch(
    new Request('http://localhost/rest/v1/exercises?select=id', { headers: { apikey: backend.keys.publishableKey } }),
  );
});

afterAll(async () => {
  await backend?.close();
});

describe('schema security', () => {
  it('has row-level security enabled on every table in public, and the RLS matrix covers each', async () => {
    const tables = await query<{ name: string; rls: boolean }>(`
      select c.relname as name, c.relrowsecurity as rls
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`);
    expect(
      tables.map((t) => t.name),
      'tables in public (add new ones to the RLS matrix)',
    ).toEqual(MATRIX_TABLES);
    const withoutRls = tables.filter((t) => !t.rls).map((t) => t.name);
    expect(withoutRls, `tables without row-level security: ${withoutRls.join(', ')}`).toEqual([]);
  });

  it('applies every policy on public tables to authenticated only', async () => {
    const policies = await query<{ tablename: string; policyname: string; roles: string }>(`
      select tablename, policyname, roles::text as roles
      from pg_policies
      where schemaname = 'public'
      order by tablename, policyname`);
    expect(policies.length).toBeGreaterThan(0);
    const offenders = policies
      .filter((p) => p.roles !== '{authenticated}')
      .map((p) => `${p.tablename}: "${p.policyname}" to ${p.roles}`);
    expect(offenders, `policies not limited to authenticated:\n${offenders.join('\n')}`).toEqual([]);
  });

  it('gives every table in public the restrictive "caller is active" policy (deactivation cuts access)', async () => {
    const rows = await query<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (
          select 1 from pg_policy p
          where p.polrelid = c.oid and not p.polpermissive and pg_get_expr(p.polqual, p.polrelid) like '%caller_is_active%'
        )`);
    expect(rows.map((row) => row.relname)).toEqual([]);
  });

  it('keeps the id of every row with an id immutable (trigger on each such table)', async () => {
    const rows = await query<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (
          select 1 from pg_trigger t join pg_proc f on f.oid = t.tgfoid
          where t.tgrelid = c.oid and f.proname = 'keep_primary_key'
        )`);
    expect(rows.map((row) => row.relname)).toEqual([]);
  });

  it('stores every status, role and client type of a public table as an enum (the generated types carry it)', async () => {
    const columns = await query<{ name: string; type: string; is_enum: boolean }>(`
      select c.table_name || '.' || c.column_name as name, c.udt_name as type,
             exists (select 1 from pg_type ty where ty.typname = c.udt_name and ty.typtype = 'e') as is_enum
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and (c.column_name in ('status', 'role', 'staff_role', 'client_type') or c.column_name like '%\\_status')
      order by 1`);
    expect(columns.map((c) => c.name)).toEqual(expect.arrayContaining(['programs.status', 'workout_sessions.status']));
    const offenders = columns.filter((c) => !c.is_enum).map((c) => `${c.name} (${c.type})`);
    expect(offenders, `status-like columns that are not enums: ${offenders.join(', ')}`).toEqual([]);
  });

  it('indexes every foreign-key column in public (an index whose first column is that column)', async () => {
    const columns = await query<{ table_name: string; column_name: string; indexed: boolean }>(`
      select distinct
        c.conrelid::regclass::text as table_name,
        a.attname as column_name,
        exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = k.attnum
        ) as indexed
      from pg_constraint c
      cross join lateral unnest(c.conkey) as k(attnum)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1, 2`);
    expect(columns.length).toBeGreaterThan(0);
    const missing = columns.filter((c) => !c.indexed).map((c) => `${c.table_name}.${c.column_name}`);
    expect(missing, `foreign-key columns without an index leading with them: ${missing.join(', ')}`).toEqual([]);
  });

  it("pins search_path to '' on every security definer function in private", async () => {
    const functions = await query<{ name: string; config: string[] | null }>(`
      select p.oid::regprocedure::text as name, p.proconfig as config
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.prosecdef
      order by 1`);
    expect(functions.length).toBeGreaterThan(0);
    // `set search_path = ''` is stored as search_path="".
    const pinned = (config: string[] | null) =>
      (config ?? []).some((setting) => setting === 'search_path=""' || setting === "search_path=''");
    const unpinned = functions.filter((f) => !pinned(f.config)).map((f) => `${f.name} ${JSON.stringify(f.config)}`);
    expect(unpinned, `security definer functions without search_path='':\n${unpinned.join('\n')}`).toEqual([]);
  });

  it('has no function in private that nothing calls (a granted, unused helper is untested attack surface)', async () => {
    const unused = await query<{ name: string }>(`
      select p.oid::regprocedure::text as name
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private'
        and not exists (select 1 from pg_trigger t where t.tgfoid = p.oid)
        and not exists (select 1 from pg_policies pol
                        where coalesce(pol.qual, '') || ' ' || coalesce(pol.with_check, '') like '%private.' || p.proname || '(%')
        and not exists (select 1 from pg_proc caller
                        where caller.oid <> p.oid and caller.prosrc like '%private.' || p.proname || '(%')
        and not exists (select 1 from pg_constraint c
                        where c.contype = 'c' and pg_get_constraintdef(c.oid) like '%private.' || p.proname || '(%')
        and not exists (select 1 from pg_attrdef d
                        where pg_get_expr(d.adbin, d.adrelid) like '%private.' || p.proname || '(%')
      order by 1`);
    expect(unused.map((f) => f.name)).toEqual([]);
  });
});

describe('API role privileges (what a hosted project has: only what the migrations grant)', () => {
  it('grants each API role exactly its privileges, table by table', async () => {
    const grants = await query<{ table_name: string; grantee: string; privilege: string }>(`
      select c.relname as table_name, r.rolname as grantee, a.privilege_type as privilege
      from pg_class c
      cross join lateral aclexplode(c.relacl) a
      join pg_roles r on r.oid = a.grantee
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        and r.rolname in ('anon', 'authenticated', 'service_role')`);
    const actual: Record<string, Record<string, string[]>> = {};
    for (const grant of grants) {
      const table = (actual[grant.table_name] ??= {});
      (table[grant.grantee] ??= []).push(grant.privilege);
    }
    const normalised = Object.fromEntries(
      Object.entries(actual).map(([table, roles]) => [
        table,
        Object.fromEntries(Object.entries(roles).map(([role, privileges]) => [role, [...privileges].sort()])),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(API_GRANTS)
        // A table no API role may touch at all (access_code_uses) has no grant row.
        .filter(([, roles]) => roles.authenticated.length + roles.service_role.length > 0)
        .map(([table, roles]) => [
          table,
          Object.fromEntries(
            Object.entries(roles)
              .filter(([, privileges]) => privileges.length > 0)
              .map(([role, privileges]) => [role, [...privileges].sort()]),
          ),
        ]),
    );
    expect(Object.keys(API_GRANTS).sort(), 'every table has a line in API_GRANTS').toEqual(MATRIX_TABLES);
    expect(normalised).toEqual(expected);
  });

  it("grants columns one by one only where COLUMN_GRANTS says, and never a key's secret", async () => {
    const grants = await query<{ name: string; grantee: string; columns: string[] }>(`
      select c.relname || '.' || x.privilege_type as name, r.rolname as grantee,
             array_agg(a.attname::text order by a.attname) as columns
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      cross join lateral aclexplode(a.attacl) x
      join pg_roles r on r.oid = x.grantee
      where c.relnamespace = 'public'::regnamespace and a.attacl is not null
        and r.rolname in ('anon', 'authenticated', 'service_role')
      group by 1, 2`);
    const actual: Record<string, Record<string, string[]>> = {};
    for (const grant of grants) (actual[grant.name] ??= {})[grant.grantee] = grant.columns;
    expect(actual).toEqual(COLUMN_GRANTS);
    expect(ACCESS_KEY_COLUMNS).not.toContain('secret');
  });

  // Restrictive policies (the active-account rule, `for all`) only narrow what a permissive one allows.
  it('grants authenticated a command on a table exactly when a permissive policy allows that command', async () => {
    const rows = await query<{ table_name: string; granted: string[] | null; policed: string[] | null }>(`
      select c.relname as table_name,
        (select array_agg(distinct g.privilege_type order by g.privilege_type)
           from (select a.privilege_type from aclexplode(c.relacl) a where a.grantee = 'authenticated'::regrole
                 union all
                 select x.privilege_type from pg_attribute col cross join lateral aclexplode(col.attacl) x
                 where col.attrelid = c.oid and x.grantee = 'authenticated'::regrole) g) as granted,
        (select array_agg(distinct command order by command)
           from pg_policies p
           cross join lateral unnest(case when p.cmd = 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end) as command
           where p.schemaname = 'public' and p.tablename = c.relname and 'authenticated' = any (p.roles)
             and p.permissive = 'PERMISSIVE') as policed
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      order by 1`);
    expect(rows.length).toBe(MATRIX_TABLES.length);
    const mismatched = rows
      .filter((row) => JSON.stringify(row.granted ?? []) !== JSON.stringify(row.policed ?? []))
      .map(
        (row) =>
          `${row.table_name}: granted ${JSON.stringify(row.granted)}, policies for ${JSON.stringify(row.policed)}`,
      );
    expect(mismatched, mismatched.join('\n')).toEqual([]);
  });

  it('lets the API roles call only the RPCs the app uses, and no internal helper from anon', async () => {
    const callable = await query<{ schema: string; fn: string; grantee: string; trigger: boolean }>(`
      select n.nspname as schema, p.oid::regprocedure::text as fn,
             coalesce(r.rolname, 'PUBLIC') as grantee, p.prorettype = 'trigger'::regtype as trigger
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
      left join pg_roles r on r.oid = a.grantee
      where n.nspname in ('public', 'private') and a.privilege_type = 'EXECUTE'
        and (a.grantee = 0 or r.rolname in ('anon', 'authenticated', 'service_role'))
      order by 1, 2, 3`);
    const publicApi = callable
      .filter((f) => f.schema === 'public')
      .map((f) => `${f.fn.replace(/^public\./, '')} to ${f.grantee}`);
    expect([...publicApi].sort()).toEqual([...API_FUNCTIONS].sort());
    const openHelpers = callable.filter(
      (f) => f.schema === 'private' && (f.grantee === 'PUBLIC' || f.grantee === 'anon'),
    );
    expect(openHelpers.map((f) => `${f.fn} to ${f.grantee}`)).toEqual([]);
    const callableTriggers = callable.filter((f) => f.schema === 'private' && f.trigger);
    expect(callableTriggers.map((f) => `${f.fn} to ${f.grantee}`)).toEqual([]);
    expect(callable.some((f) => f.fn === 'private.is_admin()' && f.grantee === 'authenticated')).toBe(true);
  });

  it('keeps extensions out of public (no extension function becomes an RPC)', async () => {
    const inPublic = await query<{ extname: string }>(
      `select extname from pg_extension where extnamespace = 'public'::regnamespace`,
    );
    expect(inPublic).toEqual([]);
    const pgcrypto = await query<{ schema: string }>(
      `select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pgcrypto'`,
    );
    expect(pgcrypto).toEqual([{ schema: 'extensions' }]);
  });

  it('answers 42501 through the Data API where a hosted project would', async () => {
    const response = await backend.fetch(
      new Request('http://localhost/rest/v1/users?select=id', { headers: { apikey: backend.keys.publishableKey } }),
    );
    expect(await response.json()).toMatchObject({ code: '42501', message: 'permission denied for table users' });
  });
});
