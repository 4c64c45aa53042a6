import { randomUUID } from 'node:crypto';
import {
  actorsForFile,
  describeMatrix,
  people,
  rows,
  Scope,
  type OpMatrix,
  type Row,
  type TableMatrix,
} from '../support/rls-fixtures';

// On demand (issue 30, 20261129200000_on_demand_schema.sql). The library is the studio's: every
// staff member and admin reads and writes it. A client reads a collection, a resource or an
// on-demand workout only through a published collection granted to them, and only while the item is
// published (private.can_see_on_demand). Labels: everyone signed in reads them. Grants: staff only
// (a client never learns who else may see a collection). A collection's items are written only by
// set_on_demand_collection_items. Progress: the client records their own on what they may see;
// their trainer and admins read it. Grants here name Casey (audience 'client'): the seeded Casey and
// Jordan share a client type, so a client-type grant could not tell them apart.
const actors = actorsForFile();

type Kind = 'resources' | 'workouts';

const resource = (extra: Record<string, unknown> = {}): Row => ({
  id: randomUUID(),
  kind: 'link',
  title: 'RLS probe resource',
  url: 'https://example.com/guide',
  is_published: true,
  ...extra,
});

/** A published collection holding the items, granted to the client (or to nobody). */
async function collectionWith(scope: Scope, kind: Kind, items: string[], grantedTo: string | null): Promise<string> {
  const collection = await scope.insert('on_demand_collections', {
    id: randomUUID(),
    kind,
    title: 'RLS probe collection',
    is_published: true,
  });
  for (const [position, item] of items.entries()) {
    await scope.insert('on_demand_collection_items', {
      id: randomUUID(),
      collection_id: collection.id,
      resource_id: kind === 'resources' ? item : null,
      workout_id: kind === 'workouts' ? item : null,
      position,
    });
  }
  if (grantedTo) {
    await scope.insert('on_demand_grants', {
      id: randomUUID(),
      collection_id: collection.id,
      audience: 'client',
      client_id: grantedTo,
    });
  }
  return collection.id;
}

/** A stored resource, in a published collection granted to the client (or in none granted). */
async function resourceFor(scope: Scope, grantedTo: string | null, extra: Record<string, unknown> = {}): Promise<Row> {
  const stored = await scope.insert('on_demand_resources', resource(extra));
  await collectionWith(scope, 'resources', [stored.id], grantedTo);
  return stored;
}

async function workoutRow(scope: Scope): Promise<Row> {
  const workout = await scope.insert('workouts', rows.workout(people.taylor, null));
  return { id: randomUUID(), workout_id: workout.id, is_published: true };
}

const signedOut = <S extends string>(subject: S) => ({ denied: [subject] });

function staffWrite<S extends string>(subjects: S[]): OpMatrix<S> {
  return {
    anon: signedOut(subjects[0]!),
    client: { denied: subjects },
    otherClient: { denied: subjects },
    trainer: { allowed: subjects },
    otherTrainer: { allowed: subjects },
    admin: { allowed: subjects },
  };
}

function nobody<S extends string>(subjects: S[]): OpMatrix<S> {
  return {
    anon: signedOut(subjects[0]!),
    client: { denied: subjects },
    otherClient: { denied: subjects },
    trainer: { denied: subjects },
    otherTrainer: { denied: subjects },
    admin: { denied: subjects },
  };
}

/** Casey sees the granted item only; Jordan nothing; every staff member everything. */
function grantedToCasey<S extends string>(granted: S, hidden: S[]): OpMatrix<S> {
  const all = [granted, ...hidden];
  return {
    anon: signedOut(granted),
    client: { allowed: [granted], denied: hidden },
    otherClient: { denied: all },
    trainer: { allowed: all },
    otherTrainer: { allowed: all },
    admin: { allowed: all },
  };
}

// on_demand_labels -------------------------------------------------------------------------------
type LabelSubject = 'label';
const labels: TableMatrix<LabelSubject> = {
  table: 'on_demand_labels',
  subjects: {
    label: {
      label: 'a label',
      build: () => {
        const id = randomUUID();
        return { id, name: `RLS probe label ${id.slice(0, 8)}` };
      },
    },
  },
  patch: { name: `RLS probe label renamed ${randomUUID().slice(0, 8)}` },
  select: {
    anon: signedOut('label'),
    client: { allowed: ['label'] },
    otherClient: { allowed: ['label'] },
    trainer: { allowed: ['label'] },
    otherTrainer: { allowed: ['label'] },
    admin: { allowed: ['label'] },
  },
  insert: staffWrite(['label']),
  // Names are unique: the patch renames one row per case, and each case has its own row.
  update: {
    anon: signedOut('label'),
    client: { denied: ['label'] },
    otherClient: { denied: ['label'] },
    trainer: { allowed: [{ row: 'label', patch: { name: `RLS renamed ${randomUUID()}` }, note: 'a new name' }] },
    otherTrainer: { allowed: [{ row: 'label', patch: { name: `RLS renamed ${randomUUID()}` }, note: 'a new name' }] },
    admin: { allowed: [{ row: 'label', patch: { name: `RLS renamed ${randomUUID()}` }, note: 'a new name' }] },
  },
  delete: staffWrite(['label']),
};
describeMatrix(actors, labels);

// on_demand_resources ----------------------------------------------------------------------------
type ResourceSubject = 'granted' | 'draft' | 'ungranted';
const resources: TableMatrix<ResourceSubject> = {
  table: 'on_demand_resources',
  subjects: {
    granted: {
      label: 'a published resource granted to Casey',
      build: () => resource(),
      existing: (scope) => resourceFor(scope, people.casey),
    },
    draft: {
      label: "a draft resource in Casey's collection",
      build: () => resource({ is_published: false }),
      existing: (scope) => resourceFor(scope, people.casey, { is_published: false }),
    },
    ungranted: {
      label: 'a published resource granted to nobody',
      build: () => resource(),
      existing: (scope) => resourceFor(scope, null),
    },
  },
  patch: { title: 'RLS probe resource, renamed' },
  select: grantedToCasey('granted', ['draft', 'ungranted']),
  insert: staffWrite(['granted', 'draft', 'ungranted']),
  update: staffWrite(['granted', 'ungranted']),
  delete: staffWrite(['granted', 'ungranted']),
};
describeMatrix(actors, resources);

// on_demand_collections --------------------------------------------------------------------------
type CollectionSubject = 'granted' | 'draft' | 'ungranted';
const collection = (published: boolean): Row => ({
  id: randomUUID(),
  kind: 'resources',
  title: 'RLS probe collection',
  is_published: published,
});
async function grantedCollection(scope: Scope, published: boolean, to: string | null): Promise<Row> {
  const stored = await scope.insert('on_demand_collections', collection(published));
  if (to) {
    await scope.insert('on_demand_grants', {
      id: randomUUID(),
      collection_id: stored.id,
      audience: 'client',
      client_id: to,
    });
  }
  return stored;
}
const collections: TableMatrix<CollectionSubject> = {
  table: 'on_demand_collections',
  subjects: {
    granted: {
      label: 'a published collection granted to Casey',
      build: () => collection(true),
      existing: (scope) => grantedCollection(scope, true, people.casey),
    },
    draft: {
      label: 'a draft collection granted to Casey',
      build: () => collection(false),
      existing: (scope) => grantedCollection(scope, false, people.casey),
    },
    ungranted: {
      label: 'a published collection granted to nobody',
      build: () => collection(true),
      existing: (scope) => grantedCollection(scope, true, null),
    },
  },
  patch: { title: 'RLS probe collection, renamed' },
  select: grantedToCasey('granted', ['draft', 'ungranted']),
  insert: staffWrite(['granted']),
  update: staffWrite(['granted', 'ungranted']),
  delete: staffWrite(['granted', 'ungranted']),
};
describeMatrix(actors, collections);

// on_demand_workouts -----------------------------------------------------------------------------
type WorkoutSubject = 'granted' | 'ungranted';
async function onDemandWorkoutFor(scope: Scope, to: string | null): Promise<Row> {
  const stored = await scope.insert('on_demand_workouts', await workoutRow(scope));
  await collectionWith(scope, 'workouts', [stored.id], to);
  return stored;
}
const onDemandWorkouts: TableMatrix<WorkoutSubject> = {
  table: 'on_demand_workouts',
  subjects: {
    granted: {
      label: "an on-demand workout (Taylor's) granted to Casey",
      build: workoutRow,
      existing: (scope) => onDemandWorkoutFor(scope, people.casey),
    },
    ungranted: {
      label: "an on-demand workout (Taylor's) granted to nobody",
      build: workoutRow,
      existing: (scope) => onDemandWorkoutFor(scope, null),
    },
  },
  patch: { description: 'RLS probe, described' },
  select: grantedToCasey('granted', ['ungranted']),
  // Offering a workout on demand needs the right to read it: Sam cannot read Taylor's workout.
  insert: {
    anon: signedOut('granted'),
    client: { denied: ['granted'] },
    otherClient: { denied: ['granted'] },
    trainer: { allowed: ['granted'] },
    otherTrainer: { denied: ['granted'] },
    admin: { allowed: ['granted'] },
  },
  update: {
    anon: signedOut('granted'),
    client: { denied: ['granted'] },
    otherClient: { denied: ['granted'] },
    trainer: { allowed: ['granted'] },
    otherTrainer: { denied: ['granted'] },
    admin: { allowed: ['granted'] },
  },
  delete: staffWrite(['granted', 'ungranted']),
};
describeMatrix(actors, onDemandWorkouts);

// on_demand_item_labels --------------------------------------------------------------------------
type ItemLabelSubject = 'granted' | 'ungranted';
async function labelled(scope: Scope, to: string | null): Promise<Row> {
  const id = randomUUID();
  const label = await scope.insert('on_demand_labels', { id, name: `RLS probe label ${id.slice(0, 8)}` });
  const item = await resourceFor(scope, to);
  return { id: randomUUID(), label_id: label.id, resource_id: item.id, workout_id: null };
}
const itemLabels: TableMatrix<ItemLabelSubject> = {
  table: 'on_demand_item_labels',
  subjects: {
    granted: {
      label: 'a label on a resource granted to Casey',
      build: (scope) => labelled(scope, people.casey),
      existing: async (scope) => scope.insert('on_demand_item_labels', await labelled(scope, people.casey)),
    },
    ungranted: {
      label: 'a label on a resource granted to nobody',
      build: (scope) => labelled(scope, null),
      existing: async (scope) => scope.insert('on_demand_item_labels', await labelled(scope, null)),
    },
  },
  patch: { created_at: '2150-01-01T00:00:00.000Z' },
  select: grantedToCasey('granted', ['ungranted']),
  insert: staffWrite(['granted']),
  update: staffWrite(['granted']),
  delete: staffWrite(['granted', 'ungranted']),
};
describeMatrix(actors, itemLabels);

// on_demand_collection_items: read with the collection, written only by the RPC -------------------
type ItemSubject = 'granted' | 'ungranted';
async function item(scope: Scope, to: string | null): Promise<Row> {
  const stored = await scope.insert('on_demand_resources', resource());
  const collectionId = await collectionWith(scope, 'resources', [], to);
  return { id: randomUUID(), collection_id: collectionId, resource_id: stored.id, workout_id: null, position: 0 };
}
const collectionItems: TableMatrix<ItemSubject> = {
  table: 'on_demand_collection_items',
  subjects: {
    granted: {
      label: "an item of Casey's collection",
      build: (scope) => item(scope, people.casey),
      existing: async (scope) => scope.insert('on_demand_collection_items', await item(scope, people.casey)),
    },
    ungranted: {
      label: 'an item of a collection granted to nobody',
      build: (scope) => item(scope, null),
      existing: async (scope) => scope.insert('on_demand_collection_items', await item(scope, null)),
    },
  },
  patch: { position: 7 },
  select: grantedToCasey('granted', ['ungranted']),
  insert: nobody(['granted']),
  update: nobody(['granted']),
  delete: nobody(['granted']),
};
describeMatrix(actors, collectionItems);

// on_demand_grants: staff only -------------------------------------------------------------------
type GrantSubject = 'caseys';
async function grant(scope: Scope): Promise<Row> {
  const stored = await scope.insert('on_demand_collections', collection(true));
  return { id: randomUUID(), collection_id: stored.id, audience: 'client', client_id: people.casey };
}
const grants: TableMatrix<GrantSubject> = {
  table: 'on_demand_grants',
  subjects: { caseys: { label: 'a grant to Casey', build: grant } },
  patch: { client_id: people.jordan },
  select: {
    anon: signedOut('caseys'),
    // Not even the client it names.
    client: { denied: ['caseys'] },
    otherClient: { denied: ['caseys'] },
    trainer: { allowed: ['caseys'] },
    otherTrainer: { allowed: ['caseys'] },
    admin: { allowed: ['caseys'] },
  },
  insert: staffWrite(['caseys']),
  update: staffWrite(['caseys']),
  delete: staffWrite(['caseys']),
};
describeMatrix(actors, grants);

// on_demand_progress -----------------------------------------------------------------------------
type ProgressSubject = 'caseysGranted' | 'caseysUngranted' | 'jordans';
async function progress(scope: Scope, client: string, to: string | null): Promise<Row> {
  const stored = await resourceFor(scope, to);
  return { id: randomUUID(), client_id: client, resource_id: stored.id, position_seconds: 10 };
}
const progressRows: TableMatrix<ProgressSubject> = {
  table: 'on_demand_progress',
  subjects: {
    caseysGranted: {
      label: "Casey's progress on a resource granted to her",
      build: (scope) => progress(scope, people.casey, people.casey),
    },
    caseysUngranted: {
      label: "Casey's progress on a resource not granted to her",
      build: (scope) => progress(scope, people.casey, null),
    },
    jordans: { label: "Jordan's progress", build: (scope) => progress(scope, people.jordan, people.jordan) },
  },
  patch: { position_seconds: 42 },
  select: {
    anon: signedOut('caseysGranted'),
    client: { allowed: ['caseysGranted'], denied: ['jordans'] },
    otherClient: { allowed: ['jordans'], denied: ['caseysGranted'] },
    trainer: { allowed: ['caseysGranted'], denied: ['jordans'] },
    otherTrainer: { allowed: ['jordans'], denied: ['caseysGranted'] },
    admin: { allowed: ['caseysGranted', 'jordans'] },
  },
  insert: {
    anon: signedOut('caseysGranted'),
    client: { allowed: ['caseysGranted'], denied: ['caseysUngranted', 'jordans'] },
    otherClient: { denied: ['caseysGranted'] },
    trainer: { denied: ['caseysGranted'] },
    otherTrainer: { denied: ['caseysGranted'] },
    admin: { denied: ['caseysGranted'] },
  },
  update: {
    anon: signedOut('caseysGranted'),
    client: { allowed: ['caseysGranted'], denied: ['caseysUngranted', 'jordans'] },
    otherClient: { denied: ['caseysGranted'] },
    trainer: { denied: ['caseysGranted'] },
    otherTrainer: { denied: ['caseysGranted'] },
    admin: { denied: ['caseysGranted'] },
  },
  delete: nobody(['caseysGranted', 'jordans']),
};
describeMatrix(actors, progressRows);
