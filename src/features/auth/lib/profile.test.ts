import { describe, expect, it } from 'vitest';
import {
  displayName,
  parseUserProfile,
  ProfileShapeError,
  resolveCycleTracking,
  resolveGender,
  toAuthUser,
  type UserProfileRow,
} from './profile';

describe('gender defaults', () => {
  it('keeps a known gender whatever the source', () => {
    expect(resolveGender('female', 'login')).toBe('female');
    expect(resolveGender('male', 'recovery')).toBe('male');
    expect(resolveGender('other', 'login')).toBe('other');
  });

  it('defaults a missing gender to male at login and female at session recovery', () => {
    expect(resolveGender(null, 'login')).toBe('male');
    expect(resolveGender(null, 'recovery')).toBe('female');
  });
});

describe('cycle tracking', () => {
  it('is available to women and keeps their choice', () => {
    expect(resolveCycleTracking('female', true)).toEqual({ available: true, enabled: true });
    expect(resolveCycleTracking('female', false)).toEqual({ available: true, enabled: false });
  });

  it('is forced off and unavailable for everyone else', () => {
    expect(resolveCycleTracking('male', true)).toEqual({ available: false, enabled: false });
    expect(resolveCycleTracking('other', true)).toEqual({ available: false, enabled: false });
  });
});

describe('profile mapping', () => {
  const row: UserProfileRow = {
    id: 'u1',
    email: 'a@b.c',
    phone: null,
    first_name: 'Casey',
    last_name: 'Nguyen',
    role: 'client',
    staff_role: null,
    gender: 'female',
    client_type: null,
    cycle_tracking_enabled: true,
    weight_unit: 'lb',
  };

  it('gives clients a client type (programming by default)', () => {
    expect(toAuthUser(row).clientType).toBe('programming');
    expect(toAuthUser({ ...row, client_type: 'virtual' }).clientType).toBe('virtual');
  });

  it('names people by their name, else their email or phone', () => {
    expect(displayName(toAuthUser(row))).toBe('Casey Nguyen');
    expect(displayName({ firstName: '', lastName: '', email: null, phone: '15550100001' })).toBe('+15550100001');
    expect(displayName(null)).toBe('');
  });
});

describe('profile row check', () => {
  const row = {
    id: 'u1',
    email: null,
    phone: '15551234567',
    first_name: 'Casey',
    last_name: 'Nguyen',
    role: 'staff',
    staff_role: 'trainer',
    gender: null,
    client_type: 'virtual',
    cycle_tracking_enabled: false,
    weight_unit: 'kg',
  };

  it('returns a well-formed row field by field, without extra columns', () => {
    expect(parseUserProfile({ ...row, extra: 1 })).toEqual(row);
  });

  it('reads a missing or unknown weight unit as not chosen', () => {
    const { weight_unit: _omitted, ...older } = row;
    expect(parseUserProfile(older).weight_unit).toBeNull();
    expect(parseUserProfile({ ...row, weight_unit: 'stone' }).weight_unit).toBeNull();
    expect(parseUserProfile({ ...row, weight_unit: 'lb' }).weight_unit).toBe('lb');
  });

  it.each([
    ['id', 7],
    ['email', undefined],
    ['first_name', null],
    ['role', 'owner'],
    ['staff_role', 'coach'],
    ['gender', 'unknown'],
    ['client_type', ''],
    ['cycle_tracking_enabled', 'yes'],
  ])('rejects a row whose %s is %j', (field, value) => {
    expect(() => parseUserProfile({ ...row, [field]: value })).toThrow(new ProfileShapeError(field));
  });

  it('rejects something that is not a row', () => {
    expect(() => parseUserProfile(null)).toThrow(ProfileShapeError);
    expect(() => parseUserProfile('row')).toThrow(ProfileShapeError);
  });
});
