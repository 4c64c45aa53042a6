import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefusalNotice } from '@/features/scheduling/components/booking/RefusalNotice';
import { renderWithProviders } from '../support/render';

const refused = (message: string) => ({ code: '22023', message, details: null, hint: null });

describe('a refusal staff may pass', () => {
  it('says a client with no credit is booked unpaid', () => {
    renderWithProviders(<RefusalNotice error={refused('Casey has no credit for this service')} onOverride={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Casey has no credit for this service');
    expect(screen.getByRole('alert')).toHaveTextContent('book it anyway, unpaid');
    expect(screen.getByRole('button', { name: 'Book anyway (override)' })).toBeInTheDocument();
  });

  it('says nothing of payment for another rule', () => {
    renderWithProviders(<RefusalNotice error={refused('Bookings open 60 days ahead')} onOverride={vi.fn()} />);
    expect(screen.getByRole('alert')).not.toHaveTextContent('unpaid');
  });
});
