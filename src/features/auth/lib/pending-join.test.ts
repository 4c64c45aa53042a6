import { afterEach, describe, expect, it } from 'vitest';
import { savePendingJoin, takePendingJoin } from './pending-join';

afterEach(() => localStorage.clear());

describe('pending join', () => {
  it('keeps an invitation token or a code until it is taken, once', () => {
    savePendingJoin({ token: 'a'.repeat(64) });
    expect(takePendingJoin()).toEqual({ token: 'a'.repeat(64) });
    expect(takePendingJoin()).toBeNull();
    savePendingJoin({ code: 'ABCD2345' });
    expect(takePendingJoin()).toEqual({ code: 'ABCD2345' });
  });
  it('drops anything else stored under the key', () => {
    localStorage.setItem('pendingJoin', '{"token":"<script>"}');
    expect(takePendingJoin()).toBeNull();
    localStorage.setItem('pendingJoin', 'not json');
    expect(takePendingJoin()).toBeNull();
    expect(localStorage.getItem('pendingJoin')).toBeNull();
  });
});
