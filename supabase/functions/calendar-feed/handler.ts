import { createAdminClient, type AdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { corsHeaders, type Handler } from '../_shared/http.ts';
import { writeCalendar, type IcsEvent, type IcsStatus } from '../_shared/ics.ts';

/**
 * calendar-feed: GET /functions/v1/calendar-feed?token=<64 hex> answers a person's private,
 * read-only iCalendar feed. No sign-in: the token is the credential (a calendar app sends nothing
 * else), so config.toml sets verify_jwt = false and the embedded backend asks for no API key.
 *
 * Only the token's SHA-256 is stored; the lookup is by that hash, among active tokens only, so an
 * unknown, malformed or revoked token, and a deactivated owner, all get the same 404. The function
 * reads with the service role and therefore filters by the owner itself:
 * - staff and admins: the sessions they teach, from 30 days ago to a year ahead, with their
 *   clients' names; a cancelled session stays in the feed as STATUS:CANCELLED;
 * - clients: their own bookings in the same window; a cancelled, late-cancelled or declined one
 *   stays as STATUS:CANCELLED (calendar apps then drop or strike it), a request is TENTATIVE.
 */

const TOKEN = /^[0-9a-f]{64}$/;
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;
const MAX_EVENTS = 1000;
export const REFRESH_MINUTES = 60;
const ACTIVE_BOOKING = new Set(['requested', 'booked', 'attended', 'no_show']);

const feedHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  // The feed changes whenever a booking does, and a turned-off link must stop at once.
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...feedHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The one answer for every token that does not open a feed: nothing about why. */
const notFound = () => plain(404, 'Not found');

class Unavailable extends Error {}

interface Person {
  first_name: string;
  last_name: string;
}
interface Service {
  name: string;
  location: 'in_person' | 'virtual';
  video_url: string | null;
}

const fullName = (person: Person | null | undefined) =>
  person ? `${person.first_name} ${person.last_name}`.trim() || 'A client' : 'A client';

function where(service: Service | null): Pick<IcsEvent, 'location' | 'url'> {
  if (!service || service.location !== 'virtual') return {};
  return { location: 'Online', url: service.video_url ?? undefined };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function ownerOf(admin: AdminClient, token: string) {
  const { data: row, error } = await admin
    .from('calendar_feed_tokens')
    .select('user_id')
    .eq('token_hash', await sha256Hex(token))
    .is('revoked_at', null)
    .maybeSingle();
  if (error) throw new Unavailable(error.message);
  if (!row) return null;
  const { data: user, error: userError } = await admin
    .from('users')
    .select('id, role, status, first_name, last_name')
    .eq('id', row.user_id)
    .maybeSingle();
  if (userError) throw new Unavailable(userError.message);
  return user && user.status === 'active' ? user : null;
}

/** A trainer's (or an admin's) own sessions; every client's name in each. */
async function trainerEvents(admin: AdminClient, trainerId: string, from: string, to: string): Promise<IcsEvent[]> {
  const { data, error } = await admin
    .from('service_sessions')
    .select(
      'id, starts_at, ends_at, status, capacity, updated_at, service:services ( name, location, video_url ), bookings ( status, client:users!bookings_client_id_fkey ( first_name, last_name ) )',
    )
    .eq('trainer_id', trainerId)
    .lt('starts_at', to)
    .gt('ends_at', from)
    .order('starts_at')
    .limit(MAX_EVENTS);
  if (error) throw new Unavailable(error.message);
  return data.map((session) => {
    const service = session.service as Service | null;
    const places = (session.bookings as { status: string; client: Person | null }[]).filter((b) =>
      ACTIVE_BOOKING.has(b.status),
    );
    const names = places.map((b) => fullName(b.client) + (b.status === 'requested' ? ' (requested)' : ''));
    const serviceName = service?.name ?? 'Session';
    const cancelled = session.status === 'cancelled';
    const isClass = session.capacity > 1;
    const summary = isClass
      ? `${serviceName} (${places.length}/${session.capacity})`
      : `${serviceName}${names[0] ? ` with ${fullName(places[0]?.client)}` : ''}`;
    const tentative = !isClass && places.length > 0 && places.every((b) => b.status === 'requested');
    const status: IcsStatus = cancelled ? 'CANCELLED' : tentative ? 'TENTATIVE' : 'CONFIRMED';
    return {
      uid: `session-${session.id}@liftwise`,
      start: new Date(session.starts_at),
      end: new Date(session.ends_at),
      summary: cancelled ? `Cancelled: ${summary}` : summary,
      description: names.length > 0 ? `Clients: ${names.join(', ')}` : isClass ? 'No bookings yet' : undefined,
      status,
      lastModified: new Date(session.updated_at),
      ...where(service),
    };
  });
}

const CLIENT_STATUS: Record<string, IcsStatus> = {
  requested: 'TENTATIVE',
  booked: 'CONFIRMED',
  attended: 'CONFIRMED',
  no_show: 'CONFIRMED',
  cancelled: 'CANCELLED',
  late_cancelled: 'CANCELLED',
  declined: 'CANCELLED',
};

/** A client's own bookings, with the trainer's name. */
async function clientEvents(admin: AdminClient, clientId: string, from: string, to: string): Promise<IcsEvent[]> {
  const { data, error } = await admin
    .from('bookings')
    .select(
      'id, starts_at, ends_at, status, updated_at, service:services ( name, location, video_url ), trainer:users!bookings_trainer_id_fkey ( first_name, last_name )',
    )
    .eq('client_id', clientId)
    .lt('starts_at', to)
    .gt('ends_at', from)
    .order('starts_at')
    .limit(MAX_EVENTS);
  if (error) throw new Unavailable(error.message);
  return data.map((booking) => {
    const service = booking.service as Service | null;
    const trainer = booking.trainer as Person | null;
    const status = CLIENT_STATUS[booking.status] ?? 'CONFIRMED';
    const what = `${service?.name ?? 'Session'}${trainer ? ` with ${fullName(trainer)}` : ''}`;
    const prefix = status === 'CANCELLED' ? 'Cancelled: ' : status === 'TENTATIVE' ? 'Requested: ' : '';
    return {
      uid: `booking-${booking.id}@liftwise`,
      start: new Date(booking.starts_at),
      end: new Date(booking.ends_at),
      summary: prefix + what,
      status,
      lastModified: new Date(booking.updated_at),
      ...where(service),
    };
  });
}

export function createCalendarFeedHandler(
  deps: FunctionDeps,
  options: { now?: () => Date; log?: (message: string, error: unknown) => void } = {},
): Handler {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.error;
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: feedHeaders });
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (!TOKEN.test(token)) return notFound();
    try {
      const admin = createAdminClient(deps);
      const owner = await ownerOf(admin, token);
      if (!owner) return notFound();
      const at = now();
      const from = new Date(at.getTime() - PAST_DAYS * 86_400_000).toISOString();
      const to = new Date(at.getTime() + FUTURE_DAYS * 86_400_000).toISOString();
      const events =
        owner.role === 'client'
          ? await clientEvents(admin, owner.id, from, to)
          : await trainerEvents(admin, owner.id, from, to);
      const body = writeCalendar({
        name: `Liftwise: ${fullName(owner)}`,
        refreshMinutes: REFRESH_MINUTES,
        now: at,
        events,
      });
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: {
          ...feedHeaders,
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="liftwise.ics"',
        },
      });
    } catch (error) {
      // The database could not answer: say so (a calendar app tries again later), never a 500.
      log('calendar-feed: could not build the feed', error instanceof Error ? error.message : error);
      return plain(503, 'The calendar is unavailable right now. It will be tried again.');
    }
  };
}
