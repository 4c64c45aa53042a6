import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  people,
  seededSubject,
  svc,
  type Row,
  type Scope,
  type Subject,
  type TableMatrix,
} from '../support/rls-fixtures';

// Scheduling (issue 27). Sessions, bookings and waitlist places are read-only to every API role
// (the booking functions write them): clients see their own bookings and the class timetable with
// its free seats, never another client's booking; trainers their own calendar and their clients';
// admins everything. Services and who delivers them: everyone reads, admins write. Weekly hours,
// date overrides and blockouts: a trainer their own, admins all. Studio settings: everyone reads,
// admins change.
const actors = actorsForFile();

// Unique times so arranged rows never meet the exclusion constraints (or each other).
let slot = Math.floor(Math.random() * 100_000);
function nextSlot(): Date {
  slot += 1;
  return new Date(Date.UTC(2150, 0, 1) + slot * 3 * 3_600_000);
}

function service(extra: Record<string, unknown> = {}): Row {
  return { id: randomUUID(), name: 'RLS probe service', duration_minutes: 60, ...extra };
}

async function arrangedService(scope: Scope, capacity: number): Promise<string> {
  return (await scope.insert('services', service({ capacity }))).id;
}

async function session(scope: Scope, trainer: string, capacity: number, extra: Record<string, unknown> = {}) {
  const starts = nextSlot();
  return scope.insert('service_sessions', {
    id: randomUUID(),
    service_id: await arrangedService(scope, capacity),
    trainer_id: trainer,
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
    busy: `[${starts.toISOString()},${new Date(starts.getTime() + 3_600_000).toISOString()})`,
    capacity,
    ...extra,
  });
}

async function booking(scope: Scope, client: string, trainer: string, capacity = 1): Promise<Row> {
  const s = await session(scope, trainer, capacity);
  return {
    id: randomUUID(),
    session_id: s.id,
    service_id: s.service_id,
    trainer_id: trainer,
    client_id: client,
    starts_at: s.starts_at,
    ends_at: s.ends_at,
  };
}

async function waitlistEntry(scope: Scope, client: string, trainer: string): Promise<Row> {
  const s = await session(scope, trainer, 5);
  return { id: randomUUID(), session_id: s.id, client_id: client };
}

function readOnlyWrites<S extends string>(subject: S) {
  return {
    anon: { denied: [subject] },
    client: { denied: [subject] },
    otherClient: { denied: [subject] },
    trainer: { denied: [subject] },
    otherTrainer: { denied: [subject] },
    admin: { denied: [subject] },
  };
}

// bookings ---------------------------------------------------------------------------------------
type BookingSubject = 'caseyWithTaylor' | 'jordanWithSam' | 'jordanWithTaylor';
const bookings: TableMatrix<BookingSubject> = {
  table: 'bookings',
  subjects: {
    caseyWithTaylor: { label: "Casey's booking with Taylor", build: (s) => booking(s, people.casey, people.taylor) },
    jordanWithSam: { label: "Jordan's booking with Sam", build: (s) => booking(s, people.jordan, people.sam) },
    jordanWithTaylor: {
      label: "Jordan's booking with Taylor (not Taylor's client)",
      build: (s) => booking(s, people.jordan, people.taylor),
    },
  },
  patch: { status: 'attended' },
  select: {
    anon: { denied: ['caseyWithTaylor'] },
    client: { allowed: ['caseyWithTaylor'], denied: ['jordanWithSam', 'jordanWithTaylor'] },
    otherClient: { allowed: ['jordanWithSam', 'jordanWithTaylor'], denied: ['caseyWithTaylor'] },
    trainer: { allowed: ['caseyWithTaylor', 'jordanWithTaylor'], denied: ['jordanWithSam'] },
    // Jordan is Sam's client: Sam sees Jordan's bookings with anyone.
    otherTrainer: { allowed: ['jordanWithSam', 'jordanWithTaylor'], denied: ['caseyWithTaylor'] },
    admin: { allowed: ['caseyWithTaylor', 'jordanWithSam'] },
  },
  insert: readOnlyWrites('caseyWithTaylor'),
  update: readOnlyWrites('caseyWithTaylor'),
  delete: readOnlyWrites('caseyWithTaylor'),
};
describeMatrix(actors, bookings);

// service_sessions --------------------------------------------------------------------------------
type SessionSubject = 'taylorAppointment' | 'samAppointment' | 'samClass' | 'samCancelledClass' | 'samWithCasey';
const sessionRow =
  (trainer: string, capacity: number, extra: Record<string, unknown> = {}) =>
  async (scope: Scope): Promise<Row> => {
    const starts = nextSlot();
    return {
      id: randomUUID(),
      service_id: await arrangedService(scope, capacity),
      trainer_id: trainer,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
      busy: `[${starts.toISOString()},${new Date(starts.getTime() + 3_600_000).toISOString()})`,
      capacity,
      ...extra,
    };
  };
const samWithCasey: Subject = {
  label: "Sam's appointment with Casey",
  build: sessionRow(people.sam, 1),
  existing: async (scope) => {
    const b = await booking(scope, people.casey, people.sam);
    await scope.insert('bookings', b);
    const { data, error } = await svc().from('service_sessions').select('*').eq('id', b.session_id).single<Row>();
    if (error || !data) throw new Error(`arranging Sam's appointment with Casey: ${error?.message ?? 'none'}`);
    return data;
  },
};
const serviceSessions: TableMatrix<SessionSubject> = {
  table: 'service_sessions',
  subjects: {
    taylorAppointment: { label: "Taylor's appointment", build: sessionRow(people.taylor, 1) },
    samAppointment: { label: "Sam's appointment (nobody of ours in it)", build: sessionRow(people.sam, 1) },
    samClass: { label: "Sam's class", build: sessionRow(people.sam, 5) },
    samCancelledClass: {
      label: "Sam's cancelled class",
      build: sessionRow(people.sam, 5, { status: 'cancelled' }),
    },
    samWithCasey,
  },
  patch: { seats_taken: 1 },
  select: {
    anon: { denied: ['samClass'] },
    client: {
      allowed: ['samClass', 'samWithCasey'],
      denied: ['taylorAppointment', 'samAppointment', 'samCancelledClass'],
    },
    otherClient: { allowed: ['samClass'], denied: ['samAppointment', 'samWithCasey', 'taylorAppointment'] },
    trainer: { allowed: ['taylorAppointment', 'samClass', 'samWithCasey'], denied: ['samAppointment'] },
    otherTrainer: { allowed: ['samAppointment', 'samCancelledClass'], denied: ['taylorAppointment'] },
    admin: { allowed: ['taylorAppointment', 'samAppointment', 'samCancelledClass'] },
  },
  insert: readOnlyWrites('taylorAppointment'),
  update: readOnlyWrites('taylorAppointment'),
  delete: readOnlyWrites('taylorAppointment'),
};
describeMatrix(actors, serviceSessions);

// waitlist_entries ----------------------------------------------------------------------------------
type EntrySubject = 'caseyOnSam' | 'caseyOnTaylor' | 'jordanOnSam' | 'jordanOnTaylor';
const waitlist: TableMatrix<EntrySubject> = {
  table: 'waitlist_entries',
  subjects: {
    caseyOnSam: { label: "Casey waiting for Sam's class", build: (s) => waitlistEntry(s, people.casey, people.sam) },
    caseyOnTaylor: {
      label: "Casey waiting for Taylor's class",
      build: (s) => waitlistEntry(s, people.casey, people.taylor),
    },
    jordanOnSam: { label: "Jordan waiting for Sam's class", build: (s) => waitlistEntry(s, people.jordan, people.sam) },
    jordanOnTaylor: {
      label: "Jordan waiting for Taylor's class",
      build: (s) => waitlistEntry(s, people.jordan, people.taylor),
    },
  },
  patch: { status: 'left' },
  select: {
    anon: { denied: ['caseyOnSam'] },
    client: { allowed: ['caseyOnSam', 'caseyOnTaylor'], denied: ['jordanOnSam'] },
    otherClient: { allowed: ['jordanOnSam'], denied: ['caseyOnTaylor'] },
    trainer: { allowed: ['caseyOnSam', 'jordanOnTaylor'], denied: ['jordanOnSam'] },
    otherTrainer: { allowed: ['jordanOnTaylor', 'caseyOnSam'], denied: ['caseyOnTaylor'] },
    admin: { allowed: ['caseyOnSam', 'jordanOnTaylor'] },
  },
  insert: readOnlyWrites('caseyOnSam'),
  update: readOnlyWrites('caseyOnSam'),
  delete: readOnlyWrites('caseyOnSam'),
};
describeMatrix(actors, waitlist);

// services ------------------------------------------------------------------------------------------
type ServiceSubject = 'active' | 'archived';
const services: TableMatrix<ServiceSubject> = {
  table: 'services',
  subjects: {
    active: { label: 'an active service', build: () => service() },
    archived: { label: 'an archived service', build: () => service({ is_archived: true }) },
  },
  patch: { name: 'RLS probe service, renamed' },
  select: {
    anon: { denied: ['active'] },
    client: { allowed: ['active'], denied: ['archived'] },
    otherClient: { allowed: ['active'], denied: ['archived'] },
    trainer: { allowed: ['active', 'archived'] },
    otherTrainer: { allowed: ['active', 'archived'] },
    admin: { allowed: ['active', 'archived'] },
  },
  insert: {
    anon: { denied: ['active'] },
    client: { denied: ['active'] },
    otherClient: { denied: ['active'] },
    trainer: { denied: ['active'] },
    otherTrainer: { denied: ['active'] },
    admin: { allowed: ['active'] },
  },
  update: {
    anon: { denied: ['active'] },
    client: { denied: ['active'] },
    otherClient: { denied: ['active'] },
    trainer: { denied: ['active'] },
    otherTrainer: { denied: ['archived'] },
    admin: { allowed: ['active', 'archived'] },
  },
  delete: {
    anon: { denied: ['active'] },
    client: { denied: ['active'] },
    otherClient: { denied: ['active'] },
    trainer: { denied: ['active'] },
    otherTrainer: { denied: ['active'] },
    admin: { allowed: ['active'] },
  },
};
describeMatrix(actors, services);

// service_trainers ----------------------------------------------------------------------------------
type LinkSubject = 'taylorDelivers' | 'samDelivers';
const link =
  (trainer: string) =>
  async (scope: Scope): Promise<Row> => ({
    id: randomUUID(),
    service_id: await arrangedService(scope, 1),
    trainer_id: trainer,
  });
const serviceTrainers: TableMatrix<LinkSubject> = {
  table: 'service_trainers',
  subjects: {
    taylorDelivers: { label: 'Taylor delivering a service', build: link(people.taylor) },
    samDelivers: { label: 'Sam delivering a service', build: link(people.sam) },
  },
  patch: { trainer_id: people.alex },
  select: {
    anon: { denied: ['taylorDelivers'] },
    client: { allowed: ['taylorDelivers', 'samDelivers'] },
    otherClient: { allowed: ['samDelivers'] },
    trainer: { allowed: ['samDelivers'] },
    otherTrainer: { allowed: ['taylorDelivers'] },
    admin: { allowed: ['taylorDelivers'] },
  },
  insert: {
    anon: { denied: ['taylorDelivers'] },
    client: { denied: ['taylorDelivers'] },
    otherClient: { denied: ['samDelivers'] },
    trainer: { denied: ['taylorDelivers'] },
    otherTrainer: { denied: ['samDelivers'] },
    admin: { allowed: ['taylorDelivers'] },
  },
  update: readOnlyWrites('taylorDelivers'),
  delete: {
    anon: { denied: ['taylorDelivers'] },
    client: { denied: ['taylorDelivers'] },
    otherClient: { denied: ['samDelivers'] },
    trainer: { denied: ['taylorDelivers'] },
    otherTrainer: { denied: ['samDelivers'] },
    admin: { allowed: ['taylorDelivers'] },
  },
};
describeMatrix(actors, serviceTrainers);

// Availability: weekly hours, date overrides, blockouts ----------------------------------------------
type OwnSubject = 'taylors' | 'sams' | 'caseys';
let second = Math.floor(Math.random() * 1000);
function availabilityMatrix(
  table: string,
  noun: string,
  row: (trainer: string) => Row,
  patch: Record<string, unknown>,
) {
  const m: TableMatrix<OwnSubject> = {
    table,
    subjects: {
      taylors: { label: `Taylor's ${noun}`, build: () => row(people.taylor) },
      sams: { label: `Sam's ${noun}`, build: () => row(people.sam) },
      caseys: { label: `a ${noun} for Casey (a client)`, build: () => row(people.casey) },
    },
    patch,
    select: {
      anon: { denied: ['taylors'] },
      client: { denied: ['taylors'] },
      otherClient: { denied: ['sams'] },
      trainer: { allowed: ['taylors'], denied: ['sams'] },
      otherTrainer: { allowed: ['sams'], denied: ['taylors'] },
      admin: { allowed: ['taylors', 'sams'] },
    },
    insert: {
      anon: { denied: ['taylors'] },
      client: { denied: ['caseys', 'taylors'] },
      otherClient: { denied: ['sams'] },
      trainer: { allowed: ['taylors'], denied: ['sams'] },
      otherTrainer: { allowed: ['sams'], denied: ['taylors'] },
      admin: { allowed: ['sams'] },
    },
    update: {
      anon: { denied: ['taylors'] },
      client: { denied: ['taylors'] },
      otherClient: { denied: ['sams'] },
      trainer: { allowed: ['taylors'], denied: ['sams'] },
      otherTrainer: { allowed: ['sams'], denied: ['taylors'] },
      admin: { allowed: ['taylors'] },
    },
    delete: {
      anon: { denied: ['taylors'] },
      client: { denied: ['taylors'] },
      otherClient: { denied: ['sams'] },
      trainer: { allowed: ['taylors'], denied: ['sams'] },
      otherTrainer: { allowed: ['sams'], denied: ['taylors'] },
      admin: { allowed: ['taylors'] },
    },
  };
  return m;
}

const pad = (n: number) => String(n).padStart(2, '0');
describeMatrix(
  actors,
  availabilityMatrix(
    'trainer_hours',
    'weekly hours',
    (trainer) => {
      // A one-second range in the first hour of a weekday: arranged rows never overlap.
      second = (second + 1) % 3599;
      const start = `00:${pad(Math.floor(second / 60))}:${pad(second % 60)}`;
      const end = `00:${pad(Math.floor((second + 1) / 60))}:${pad((second + 1) % 60)}`;
      return { id: randomUUID(), trainer_id: trainer, weekday: second % 6, start_time: start, end_time: end };
    },
    { weekday: 6 },
  ),
);
let overrideDay = Math.floor(Math.random() * 10_000);
describeMatrix(
  actors,
  availabilityMatrix(
    'trainer_date_overrides',
    'date override',
    (trainer) => {
      overrideDay += 1;
      const day = new Date(Date.UTC(2150, 0, 1) + overrideDay * 86_400_000).toISOString().slice(0, 10);
      return { id: randomUUID(), trainer_id: trainer, on_date: day, note: 'RLS probe' };
    },
    { note: 'RLS probe, changed' },
  ),
);
describeMatrix(
  actors,
  availabilityMatrix(
    'trainer_blockouts',
    'blockout',
    (trainer) => {
      const starts = nextSlot();
      return {
        id: randomUUID(),
        trainer_id: trainer,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        reason: 'RLS probe',
      };
    },
    { reason: 'RLS probe, changed' },
  ),
);

// studio_settings: the seeded row ------------------------------------------------------------------
type SettingsSubject = 'studio' | 'second';
const studioSettings: TableMatrix<SettingsSubject> = {
  table: 'studio_settings',
  serial: true,
  subjects: {
    studio: seededSubject('studio_settings', '1', "the studio's settings"),
    second: { label: 'a second settings row', build: () => ({ id: '2', time_zone: 'UTC' }) },
  },
  patch: { min_notice_minutes: 121 },
  select: {
    anon: { denied: ['studio'] },
    client: { allowed: ['studio'] },
    otherClient: { allowed: ['studio'] },
    trainer: { allowed: ['studio'] },
    otherTrainer: { allowed: ['studio'] },
    admin: { allowed: ['studio'] },
  },
  insert: readOnlyWrites('second'),
  update: {
    anon: { denied: ['studio'] },
    client: { denied: ['studio'] },
    otherClient: { denied: ['studio'] },
    trainer: { denied: ['studio'] },
    otherTrainer: { denied: ['studio'] },
    admin: { allowed: ['studio'] },
  },
  delete: readOnlyWrites('studio'),
};
describeMatrix(actors, studioSettings);
