import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_UPDATE_DELAY_MS, useLibraryFilter } from '@/features/exercises/hooks/use-library-filter';
import { providers } from '../support/render';

function setup(at = '/library/exercises') {
  return renderHook(() => ({ library: useLibraryFilter(), location: useLocation() }), { wrapper: providers({ at }) });
}

describe('library search in the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('updates the filter at once and the address only after a typing pause', () => {
    const { result } = setup();
    for (const query of ['s', 'sq', 'squ']) act(() => result.current.library.update({ query }));
    expect(result.current.library.filter.query).toBe('squ');
    expect(result.current.location.search).toBe('');
    act(() => vi.advanceTimersByTime(URL_UPDATE_DELAY_MS - 1));
    expect(result.current.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.location.search).toBe('?q=squ');
  });

  it('writes a chip change at once, with the query typed so far', async () => {
    const { result } = setup('/library/exercises?q=row');
    act(() => result.current.library.update({ query: 'rows' }));
    await act(async () => result.current.library.update({ muscle: 'Back' }));
    expect(result.current.location.search).toBe('?q=rows&muscle=Back');
  });

  it('writes a pending search when the box is left', () => {
    const { result } = setup();
    act(() => result.current.library.update({ query: 'press' }));
    act(() => result.current.library.commitUrl());
    expect(result.current.location.search).toBe('?q=press');
  });
});
