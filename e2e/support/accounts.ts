/** Seeded demo accounts of the embedded backend (fresh in-memory database per e2e run). */
export const PASSWORD = 'LiftwiseDemo1';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.liftwise.app', firstName: 'Alex' },
  trainer: { email: 'trainer@demo.liftwise.app', phone: '5550100003', firstName: 'Taylor' },
  client: { email: 'client@demo.liftwise.app', phone: '5550100001', firstName: 'Casey' },
  virtual: { email: 'virtual@demo.liftwise.app', firstName: 'Victor' },
  inperson: { email: 'inperson@demo.liftwise.app', firstName: 'Ivy' },
  jordan: { email: 'jordan@demo.liftwise.app', firstName: 'Jordan' },
  trainer2: { email: 'trainer2@demo.liftwise.app', firstName: 'Sam' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

export const PUBLISHABLE_KEY = 'sb_publishable_liftwise_local_development';
