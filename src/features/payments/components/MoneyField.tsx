import { FieldError } from '@/components/ui/FieldError';
import { TextField } from '@/components/ui/TextField';
import { currencyDecimals } from '@/lib/money';

/** The currency's own sign ("£", "US$", "¥"), for the field's prefix. */
function currencySign(currency: string): string {
  const parts = new Intl.NumberFormat(undefined, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** A price typed in the studio's currency; the text is parsed by the form's check (parseMoney). */
export function MoneyField({
  id,
  label,
  value,
  currency,
  error,
  hint,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  currency: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const decimals = currencyDecimals(currency);
  return (
    <div className="flex flex-col gap-1">
      <TextField
        id={id}
        label={`${label} (${currency})`}
        prefix={currencySign(currency)}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        hint={hint}
        placeholder={placeholder ?? (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0')}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
