import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

// Exercise media (issue 33): what 20261201500000_exercise_media.sql does to rows written before its
// rule, on a bare table (the project's migrations build on an empty library, so the integration
// backend never has such rows): the dataset's relative paths become its published addresses, and
// anything else the rule refuses is dropped, in order, before the check is added.

const MIGRATION = path.resolve(import.meta.dirname, '../../supabase/migrations/20261201500000_exercise_media.sql');
const BASE = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises';

describe('the exercise media migration', () => {
  it('rewrites relative dataset paths to addresses, drops what the rule refuses, then refuses it', async () => {
    const db = new PGlite();
    try {
      await db.exec(`
        create schema private;
        create role authenticated;
        create role service_role;
        create table public.exercises (id int primary key, source text not null, images text[] not null default '{}');
        insert into public.exercises values
          (1, 'free-exercise-db', array['Barbell_Squat/0.jpg', '/Barbell_Squat/1.jpg']),
          (2, 'liftwise', array['https://cdn.example/a.jpg', 'javascript:alert(1)', 'u1/x.png', 'http://cdn.example/y.jpg']),
          (3, 'free-exercise-db', array['https://cdn.example/b.jpg', 'data:image/png;base64,AA']),
          (4, 'liftwise', '{}'),
          (5, 'liftwise', array['row.png', null]);
      `);
      await db.exec(readFileSync(MIGRATION, 'utf8'));
      const { rows } = await db.query<{ id: number; images: string[] }>(
        'select id, images from public.exercises order by id',
      );
      expect(rows).toEqual([
        { id: 1, images: [`${BASE}/Barbell_Squat/0.jpg`, `${BASE}/Barbell_Squat/1.jpg`] },
        { id: 2, images: ['https://cdn.example/a.jpg', 'u1/x.png'] },
        { id: 3, images: ['https://cdn.example/b.jpg'] },
        { id: 4, images: [] },
        { id: 5, images: [] },
      ]);
      await expect(db.query(`update public.exercises set images = array['data:x'] where id = 4`)).rejects.toMatchObject(
        {
          code: '23514',
        },
      );
    } finally {
      await db.close();
    }
  }, 120_000);
});
