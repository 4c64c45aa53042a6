/**
 * Seeded demo accounts of the embedded backend. Only the Development Access panel imports this,
 * and that panel is only built when VITE_DEV_LOGIN is 'true', so production bundles never carry it.
 */
export const DEMO_PASSWORD = 'LiftwiseDemo1';

export interface DemoAccount {
  email: string;
  label: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.liftwise.app', label: 'Admin', description: 'Alex Morgan · full access and Dev Tools' },
  { email: 'trainer@demo.liftwise.app', label: 'Trainer', description: 'Taylor Reyes · staff trainer' },
  { email: 'client@demo.liftwise.app', label: 'Client', description: 'Casey Nguyen · programming, cycle tracking' },
  { email: 'virtual@demo.liftwise.app', label: 'Virtual client', description: 'Victor Hale · virtual' },
  { email: 'inperson@demo.liftwise.app', label: 'In-person client', description: 'Ivy Brooks · in-person' },
];
