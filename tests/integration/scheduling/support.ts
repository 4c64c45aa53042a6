import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, signedInClient, uniqueEmail } from '../support/clients';

/**
 * Fixtures for the scheduling tests: fresh trainers and clients of their own (so no test meets
 * another's bookings), services, weekly hours, and the studio's settings changed for a file and
 * put back after it. Everything made here is deleted by `cleanup()` (accounts cascade to their
 * hours, sessions, bookings and waitlist places; services go last).
 */

const PASSWORD = 'Scheduling-test-1';
const users: string[] = [];
const services: string[] = [];
let service: SupabaseClient | undefined;

export function svc(): SupabaseClient {
  service ??= serviceClient();
  return service;
}

export interface Person {
  id: string;
  client: SupabaseClient;
}

async function createAccount(firstName: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('sched');
  const { data, error } = await svc().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { first_name: firstName, last_name: 'Fixture' },
  });
  if (error || !data.user) throw new Error(`creating ${firstName}: ${error?.message ?? 'no user'}`);
  users.push(data.user.id);
  return { id: data.user.id, email };
}

async function update(id: string, patch: Record<string, unknown>): Promise<void> {
  const { error } = await svc().from('users').update(patch).eq('id', id);
  if (error) throw new Error(`updating user ${id}: ${error.message}`);
}

/** A signed-in trainer working every day, all day (local time), who delivers the given services. */
export async function freshTrainer(options: { hours?: boolean } = {}): Promise<Person> {
  const account = await createAccount('Trainer');
  await update(account.id, { role: 'staff', staff_role: 'trainer' });
  if (options.hours ?? true) await setWeeklyHours(account.id, [0, 1, 2, 3, 4, 5, 6], '00:00', '24:00');
  return { id: account.id, client: await signedInClient(account.email, PASSWORD) };
}

/** Signed-in clients (in batches, to keep sign-in bursts small), optionally assigned to a trainer. */
export async function freshClients(count: number, assignedTo?: string): Promise<Person[]> {
  const people: Person[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async () => {
        const account = await createAccount('Client');
        if (assignedTo) await update(account.id, { assigned_to: assignedTo });
        return { id: account.id, client: await signedInClient(account.email, PASSWORD) };
      }),
    );
    people.push(...batch);
  }
  return people;
}

export async function freshClient(assignedTo?: string): Promise<Person> {
  const [person] = await freshClients(1, assignedTo);
  return person!;
}

export async function setUserStatus(id: string, status: 'active' | 'inactive'): Promise<void> {
  await update(id, { status });
}

export async function setWeeklyHours(trainerId: string, weekdays: number[], start: string, end: string) {
  const { error } = await svc()
    .from('trainer_hours')
    .insert(weekdays.map((weekday) => ({ trainer_id: trainerId, weekday, start_time: start, end_time: end })));
  if (error) throw new Error(`weekly hours: ${error.message}`);
}

export interface ServiceOptions {
  name?: string;
  duration?: number;
  bufferBefore?: number;
  bufferAfter?: number;
  capacity?: number;
  allowedClientTypes?: string[] | null;
  trainers: string[];
}

export async function createService(options: ServiceOptions): Promise<string> {
  const { data, error } = await svc()
    .from('services')
    .insert({
      name: options.name ?? 'Test session',
      duration_minutes: options.duration ?? 60,
      buffer_before_minutes: options.bufferBefore ?? 0,
      buffer_after_minutes: options.bufferAfter ?? 0,
      capacity: options.capacity ?? 1,
      allowed_client_types: options.allowedClientTypes ?? null,
    })
    .select('id')
    .single<{ id: string }>();
  if (error || !data) throw new Error(`service: ${error?.message ?? 'none'}`);
  services.push(data.id);
  const link = await svc()
    .from('service_trainers')
    .insert(options.trainers.map((trainer_id) => ({ service_id: data.id, trainer_id })));
  if (link.error) throw new Error(`service trainers: ${link.error.message}`);
  return data.id;
}

type Settings = Record<string, unknown>;
let savedSettings: Settings | undefined;

/** Changes the studio's settings (the first change of a file remembers the original row). */
export async function setStudio(patch: Settings): Promise<void> {
  if (!savedSettings) {
    const { data, error } = await svc().from('studio_settings').select('*').eq('id', 1).single<Settings>();
    if (error || !data) throw new Error(`studio settings: ${error?.message ?? 'none'}`);
    savedSettings = data;
  }
  const { error } = await svc().from('studio_settings').update(patch).eq('id', 1);
  if (error) throw new Error(`studio settings: ${error.message}`);
}

/** The defaults every scheduling file starts from: UTC, 2 hours' notice, 60 days ahead, no limits. */
export const BASE_STUDIO: Settings = {
  time_zone: 'UTC',
  week_start: 1,
  min_notice_minutes: 120,
  max_advance_days: 60,
  cancel_window_minutes: 1440,
  late_cancel_outcome: 'forfeit_credit',
  late_cancel_fee_minor: 0,
  no_show_outcome: 'forfeit_credit',
  no_show_fee_minor: 0,
  max_bookings_per_day: null,
  max_bookings_per_week: null,
  max_upcoming_bookings: null,
  client_booking_mode: 'book',
};

export async function cleanup(): Promise<void> {
  for (const id of users.splice(0)) await svc().auth.admin.deleteUser(id);
  if (services.length) {
    const { error } = await svc().from('services').delete().in('id', services.splice(0));
    if (error) throw new Error(`cleanup services: ${error.message}`);
  }
  if (savedSettings) {
    const { updated_at: _ignored, ...row } = savedSettings;
    void _ignored;
    const { error } = await svc().from('studio_settings').update(row).eq('id', 1);
    if (error) throw new Error(`restoring studio settings: ${error.message}`);
    savedSettings = undefined;
  }
}

/** UTC midnight `days` from today, plus `hours`. */
export function daysAhead(days: number, hours = 0, minutes = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hours, minutes));
}

export function iso(date: Date): string {
  return date.toISOString();
}

export interface RpcAnswer<T> {
  data: T | null;
  error: { code: string; message: string } | null;
  status: number;
}

export async function rpc<T = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  args: Record<string, unknown>,
): Promise<RpcAnswer<T>> {
  const { data, error, status } = await client.rpc(name, args);
  return { data: data as T | null, error: error ? { code: error.code, message: error.message } : null, status };
}

export interface Booking {
  id: string;
  session_id: string;
  status: string;
  starts_at: string;
  ends_at: string;
  outcome: string | null;
  fee_minor: number | null;
  overridden: boolean;
  overridden_rules: string[];
  overridden_by: string | null;
  series_id: string | null;
}
