import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { formatMoney } from '@/lib/money';
import type { OrderRow } from '../api/client-payment-rows';
import { dayText, ORDER_STATUS_TEXT } from '../lib/credit-words';

/** A receipt for one order: product, list price, discount, paid, refunded, date and order id; printable. */
export function ReceiptDialog({ order, onClose }: { order: OrderRow | null; onClose: () => void }) {
  const money = (minor: number) => (order ? formatMoney(minor, order.currency) : '');
  const lines: Array<[string, string]> = order
    ? [
        ['Product', order.description],
        ['Status', ORDER_STATUS_TEXT[order.status]],
        ['List price', money(order.list_price_minor)],
        ...(order.discount_minor > 0 ? [['Discount', `−${money(order.discount_minor)}`] as [string, string]] : []),
        ['Paid', order.paid_at ? money(order.amount_minor) : money(0)],
        ...(order.refunded_minor > 0 ? [['Refunded', money(order.refunded_minor)] as [string, string]] : []),
        ['Date', dayText(order.paid_at ?? order.created_at)],
        ['Order', order.id],
      ]
    : [];
  return (
    <Modal
      title="Receipt"
      open={order !== null}
      onClose={onClose}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {lines.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="break-all text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
