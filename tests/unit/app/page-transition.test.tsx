import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTransition } from '@/app/layout/PageTransition';

const page = (key: string) => (
  <PageTransition pageKey={key} durationMs={200}>
    <p>{key}</p>
  </PageTransition>
);

describe('PageTransition', () => {
  it('shows the page the app opens on at once, and fades every page navigated to after it', () => {
    const { container, rerender } = render(page('/'));
    expect(container.firstElementChild?.className).toBe('');
    rerender(page('/progression'));
    expect(container.firstElementChild?.className).toBe('page-fade');
    expect((container.firstElementChild as HTMLElement).style.animationDuration).toBe('200ms');
    rerender(page('/'));
    expect(container.firstElementChild?.className).toBe('page-fade');
  });
});
