import { useMutation } from '@tanstack/react-query';
import { isOnline } from '@/lib/connectivity';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import type { CheckoutPreview, OrderKind, OrderStatus } from './client-payment-rows';

export const BUY_OFFLINE_MESSAGE =
  'Paying needs a connection: nothing was charged. Try again when you are back online.';

function requireConnection(): void {
  if (!isOnline()) throw new Error(BUY_OFFLINE_MESSAGE);
}

export interface CheckoutProduct {
  kind: OrderKind;
  productId: string;
}

/** What the server would charge for a product with a code (the code's error in words, or null). */
async function previewCheckout(input: CheckoutProduct & { discountCode: string | null }): Promise<CheckoutPreview> {
  requireConnection();
  const { data, error } = await supabase.rpc('preview_checkout', {
    p_kind: input.kind,
    p_product_id: input.productId,
    ...(input.discountCode ? { p_discount_code: input.discountCode } : {}),
  });
  if (error) throw error;
  // jsonb: its shape is the contract's (docs/payments.md), not in the generated types.
  return data as unknown as CheckoutPreview;
}

export interface CheckoutStarted {
  orderId: string;
  status: OrderStatus;
  /** Where the provider takes the payment; null when nothing is due (a free order, already paid). */
  checkoutUrl: string | null;
}

export type CheckoutRequest =
  (CheckoutProduct & { discountCode?: string; returnPath: string }) | { orderId: string; returnPath: string };

/** Starts paying: a new order for a product, or an existing pending one (a fee). The server sets the amount. */
async function startCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
  requireConnection();
  const { data, error } = await supabase.functions.invoke<CheckoutStarted>('payments-checkout', { body: request });
  if (error) throw new Error((await functionErrorMessage(error)) ?? 'The payment could not be started. Try again.');
  if (!data) throw new Error('The payment could not be started. Try again.');
  return data;
}

export const usePreviewCheckout = () => useMutation({ mutationFn: previewCheckout, networkMode: 'always' });
export const useStartCheckout = () => useMutation({ mutationFn: startCheckout, networkMode: 'always' });
