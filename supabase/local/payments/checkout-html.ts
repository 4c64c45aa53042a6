import { formatMoney } from '../../../src/lib/money.ts';

// The local checkout page: plain server-rendered HTML, no script and no external asset, every value
// escaped. It stands in for Stripe Checkout while developing and in tests (docs/payments.md).

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  confirm: '4000002500003155',
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface CheckoutView {
  description: string;
  amountMinor: number;
  currency: string;
  interval: 'week' | 'month' | 'year' | null;
  /** The form's own URL (path and query), posted back to. */
  action: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:8px 0}.amount{font-size:1.8rem;font-weight:600}
label{display:block;margin-top:16px;font-weight:500}input{width:100%;box-sizing:border-box;font-size:1.1rem;padding:10px;margin-top:6px;border:1px solid #a1a1aa;border-radius:8px}
button{font-size:1rem;padding:10px 16px;border-radius:8px;border:1px solid #18181b;background:#18181b;color:#fff;margin-top:16px;width:100%}
button.secondary{background:#fff;color:#18181b}.error{color:#b91c1c}.note{color:#52525b;font-size:.9rem}
ul{padding-left:20px;color:#52525b;font-size:.9rem}code{font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function price(view: CheckoutView): string {
  const amount = formatMoney(view.amountMinor, view.currency.toUpperCase(), 'en-GB');
  return view.interval ? `${amount} per ${view.interval}` : amount;
}

function summary(view: CheckoutView): string {
  return `<p class="note">Liftwise test checkout: no real card is charged.</p>
<h1>${escapeHtml(view.description)}</h1><p class="amount">${escapeHtml(price(view))}</p>`;
}

const backButton = `<button class="secondary" type="submit" name="decision" value="back" formnovalidate>Back to the app</button>`;

export function renderCheckoutForm(view: CheckoutView, error?: string): string {
  return page(
    'Pay',
    `${summary(view)}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="step" value="pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="off" maxlength="23" required placeholder="4242 4242 4242 4242">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit" name="decision" value="pay">Pay ${escapeHtml(price(view))}</button>
${backButton}
</form>
<p class="note">Test cards:</p><ul>
<li><code>4242 4242 4242 4242</code> succeeds</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
<li><code>4000 0025 0000 3155</code> asks you to confirm</li></ul>`,
  );
}

export function renderConfirmStep(view: CheckoutView): string {
  return page(
    'Confirm the payment',
    `${summary(view)}
<h1>Confirm this payment</h1><p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="step" value="confirm">
<input type="hidden" name="card" value="${TEST_CARDS.confirm}">
<button type="submit" name="decision" value="confirm">Confirm</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

/** A checkout that cannot be paid (unknown, closed or already paid), with the way back. */
export function renderMessage(title: string, message: string, backUrl: string | null): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${
      backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the app</a></p>` : ''
    }`,
  );
}
