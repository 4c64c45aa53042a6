import type { LocalBackend } from './backend.ts';

/** The password of every seeded demo account (local development data only). */
export const DEMO_PASSWORD = 'LiftwiseDemo1';

interface DemoRow {
  email: string | null;
  phone: string | null;
  role: string;
  client_type: string | null;
  name: string;
}

export async function listDemoAccounts(backend: LocalBackend): Promise<DemoRow[]> {
  const { rows } = await backend.db.query<DemoRow>(
    `select email, phone, role, client_type, name from public.users
     where email like '%@demo.liftwise.app'
     order by case role when 'admin' then 0 when 'staff' then 1 else 2 end, email`,
  );
  return rows;
}

export async function printDemoAccounts(backend: LocalBackend): Promise<void> {
  const rows = await listDemoAccounts(backend);
  if (rows.length === 0) return;
  console.log(`\n  Demo accounts (password for all: ${DEMO_PASSWORD})`);
  for (const row of rows) {
    const kind = row.role === 'client' ? `client, ${row.client_type ?? 'programming'}` : row.role;
    const phone = row.phone ? `  phone +${row.phone}` : '';
    console.log(`    ${(row.email ?? '').padEnd(32)} ${kind.padEnd(22)} ${row.name}${phone}`);
  }
  console.log('');
}
