import { describe, expect, it } from 'vitest';
import { clientName, fullName, personName } from '@/lib/person-name';

describe("a person's display name", () => {
  it('joins first and last name, leaving out a blank or missing part', () => {
    expect(fullName('Casey', 'Lee')).toBe('Casey Lee');
    expect(fullName('Casey', '')).toBe('Casey');
    expect(fullName(null, 'Lee')).toBe('Lee');
    expect(fullName(undefined, null)).toBe('');
  });

  it('falls back to the email, then to the placeholder', () => {
    expect(personName({ first_name: 'Casey', last_name: 'Lee', email: 'c@example.com' }, 'Unnamed')).toBe('Casey Lee');
    expect(personName({ first_name: ' ', last_name: '', email: 'c@example.com' }, 'Unnamed')).toBe('c@example.com');
    expect(personName({ first_name: '', last_name: '', email: null }, 'Unnamed user')).toBe('Unnamed user');
    expect(clientName({ first_name: null, last_name: null, email: '' })).toBe('Unnamed client');
  });
});
