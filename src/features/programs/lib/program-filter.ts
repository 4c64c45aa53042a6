import { clientName } from '@/lib/person-name';

export type ProgramKind = 'all' | 'templates' | 'clients';

interface Filterable {
  name: string;
  description: string | null;
  goals: string[];
  client: { first_name: string | null; last_name: string | null; email: string | null } | null;
}

/** A coach's program list filtered by kind (templates have no client) and by words in name, goals or client. */
export function filterPrograms<T extends Filterable>(programs: readonly T[], kind: ProgramKind, query: string): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return programs.filter((program) => {
    if (kind === 'templates' && program.client) return false;
    if (kind === 'clients' && !program.client) return false;
    const text = [
      program.name,
      program.description ?? '',
      ...program.goals,
      program.client ? clientName(program.client) : '',
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
