export const ROLE_OPTIONS = [
  { value: 'client', label: 'Client' },
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

export const CLIENT_TYPE_OPTIONS = [
  { value: 'programming', label: 'Programming' },
  { value: 'virtual', label: 'Virtual' },
  { value: 'in-person', label: 'In-person' },
];
