import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { formatMoney } from '@/lib/money';
import { toProviderMessage } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { BUY_OFFLINE_MESSAGE, usePreviewCheckout, useStartCheckout } from '../api/checkout-writes';
import type { OrderKind } from '../api/client-payment-rows';
import { withOrder } from '../lib/payment-return';

export interface CheckoutItem {
  kind: OrderKind;
  productId: string;
  name: string;
  /** The catalogue's price (the server decides the amount charged). */
  priceMinor: number;
  /** "10 credits of 1:1 PT, valid 120 days". */
  summary: string;
}

/**
 * Buying one product: what it is, a discount code previewed by the server (`preview_checkout`),
 * then the provider's checkout page. The code is sent only once the server has accepted it.
 */
export function CheckoutDialog({
  item,
  currency,
  returnPath,
  onClose,
}: {
  item: CheckoutItem | null;
  currency: string;
  returnPath: string;
  onClose: () => void;
}) {
  const online = useOnline();
  const navigate = useNavigate();
  const preview = usePreviewCheckout();
  const start = useStartCheckout();
  const [code, setCode] = useState('');
  const [leaving, setLeaving] = useState(false);
  const applied = preview.data && !preview.data.discount_error ? preview.data : null;
  const codeError = preview.data?.discount_error ?? (preview.error ? toProviderMessage(preview.error, '') : null);
  const typed = code.trim();
  const codePending = typed !== '' && applied?.discount_code?.toUpperCase() !== typed.toUpperCase();
  const total = applied ? applied.amount_minor : (item?.priceMinor ?? 0);
  const discountable = item?.kind !== 'drop_in' && item?.kind !== 'fee';

  const close = () => {
    preview.reset();
    start.reset();
    setCode('');
    setLeaving(false);
    onClose();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!item || !typed) return;
    preview.mutate({ kind: item.kind, productId: item.productId, discountCode: typed });
  };
  const pay = () => {
    if (!item) return;
    start.mutate(
      {
        kind: item.kind,
        productId: item.productId,
        ...(applied?.discount_code ? { discountCode: applied.discount_code } : {}),
        returnPath,
      },
      {
        onSuccess: (started) => {
          if (started.checkoutUrl) {
            setLeaving(true);
            window.location.assign(started.checkoutUrl);
          } else {
            close();
            navigate(withOrder(returnPath, started.orderId), { replace: true });
          }
        },
      },
    );
  };

  return (
    <Modal
      title={item ? `Buy ${item.name}` : 'Buy'}
      open={item !== null}
      onClose={close}
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={pay} loading={start.isPending || leaving} disabled={!online || codePending}>
            Pay {formatMoney(total, currency)}
          </Button>
        </div>
      }
    >
      {item && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.summary}</p>
          {discountable && (
            <form onSubmit={apply} className="flex items-end gap-2">
              <TextField
                label="Discount code"
                className="flex-1"
                value={code}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={32}
                onChange={(event) => {
                  setCode(event.target.value);
                  preview.reset();
                }}
              />
              <Button type="submit" variant="secondary" loading={preview.isPending} disabled={!typed || !online}>
                Apply
              </Button>
            </form>
          )}
          {codeError && <Alert>{codeError}</Alert>}
          {codePending && !codeError && !preview.isPending && (
            <p className="text-sm text-slate-600 dark:text-slate-400">Apply the code to see the price, or clear it.</p>
          )}
          {applied && (
            <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
              <dt>List price</dt>
              <dd className="text-right tabular-nums">{formatMoney(applied.list_price_minor, applied.currency)}</dd>
              <dt>Discount ({applied.discount_code})</dt>
              <dd className="text-right tabular-nums">−{formatMoney(applied.discount_minor, applied.currency)}</dd>
              <dt className="font-semibold">To pay</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatMoney(applied.amount_minor, applied.currency)}
              </dd>
            </dl>
          )}
          {!online && <Alert tone="info">{BUY_OFFLINE_MESSAGE}</Alert>}
          {start.error && (
            <Alert>{toProviderMessage(start.error, 'The payment could not be started. Try again.')}</Alert>
          )}
          {leaving && <Alert tone="info">Opening the payment page…</Alert>}
        </div>
      )}
    </Modal>
  );
}
