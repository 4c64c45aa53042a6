import { describe, expect, it } from 'vitest';
import { clientTypeLabel, statusLabel } from '@/features/client-profile/lib/labels';

describe('profile labels', () => {
  it('writes client types and statuses as words, not stored values', () => {
    expect(clientTypeLabel('in-person')).toBe('In-person');
    expect(clientTypeLabel('programming')).toBe('Programming');
    expect(clientTypeLabel(null)).toBe('Not set');
    expect(statusLabel('archived')).toBe('Archived');
  });
});
