import { describe, expect, it } from 'vitest';
import { badgeCount, notificationTime, safeInAppLink } from '@/features/notifications/lib/notification-time';

const now = new Date(2026, 11, 3, 15, 30); // Thu 3 Dec 2026, 15:30 local
const at = (y: number, m: number, d: number, h: number, min = 0) => new Date(y, m, d, h, min).toISOString();

describe('notificationTime', () => {
  it('says how long ago today, then yesterday, the weekday this week, and the date', () => {
    expect(notificationTime(at(2026, 11, 3, 15, 29), now)).toBe('1 min ago');
    expect(notificationTime(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('Just now');
    expect(notificationTime(at(2026, 11, 3, 12, 10), now)).toBe('3 h ago');
    expect(notificationTime(at(2026, 11, 3, 0, 5), now)).toBe('15 h ago');
    expect(notificationTime(at(2026, 11, 2, 23, 50), now)).toBe('Yesterday');
    expect(notificationTime(at(2026, 10, 28, 9), now)).toBe('Sat');
    expect(notificationTime(at(2026, 10, 20, 9), now)).toBe('20 Nov');
    expect(notificationTime(at(2025, 11, 20, 9), now)).toBe('20 Dec 2025');
  });
});

describe('badgeCount', () => {
  it('caps at 99+', () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
  });
});

describe('safeInAppLink', () => {
  it('follows only in-app paths', () => {
    expect(safeInAppLink('/inbox?with=abc')).toBe('/inbox?with=abc');
    expect(safeInAppLink('//evil.example')).toBeNull();
    expect(safeInAppLink('/\\evil.example')).toBeNull();
    expect(safeInAppLink('https://evil.example')).toBeNull();
    expect(safeInAppLink(null)).toBeNull();
  });
});
