import type { ChipTone } from '@/components/ui/Chip';
import type { BillingInterval, MembershipStatus, OrderKind, OrderStatus } from '../api/client-money-rows';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  void: 'Void',
};

export const ORDER_STATUS_TONES: Record<OrderStatus, ChipTone> = {
  pending: 'warning',
  paid: 'accent',
  failed: 'warning',
  expired: 'neutral',
  refunded: 'neutral',
  partially_refunded: 'info',
  void: 'neutral',
};

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  paused: 'Paused',
  ended: 'Ended',
};

export const MEMBERSHIP_STATUS_TONES: Record<MembershipStatus, ChipTone> = {
  active: 'accent',
  past_due: 'warning',
  paused: 'info',
  ended: 'neutral',
};

const INTERVALS: Record<BillingInterval, string> = { week: 'week', month: 'month', year: 'year' };
export const intervalLabel = (interval: BillingInterval) => INTERVALS[interval];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  pack: 'Pack',
  membership: 'Membership',
  drop_in: 'Drop-in',
  fee: 'Fee',
};
