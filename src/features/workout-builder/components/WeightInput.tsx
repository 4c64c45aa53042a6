import { useState } from 'react';
import { parseWeight, weightInputText, type WeightUnit } from '@/lib/units';
import { NumberInput } from './NumberInput';

/** The draft's kilogram text as the trainer reads it in their unit; anything not a number as is. */
function shownIn(kgText: string, unit: WeightUnit): string {
  const trimmed = kgText.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? weightInputText(Number(trimmed), unit) : kgText;
}

/**
 * The prescribed weight, typed in the trainer's own unit. The draft keeps kilograms (what the
 * database stores), so a draft saved on the device or reopened reads the same whatever the unit;
 * a weight left untouched is saved exactly as loaded (no drift from rounding the display).
 */
export function WeightInput({
  value,
  unit,
  error,
  onChange,
}: {
  value: string;
  unit: WeightUnit;
  error: string | undefined;
  onChange: (kgText: string) => void;
}) {
  const [text, setText] = useState(() => shownIn(value, unit));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // Changed elsewhere (duplicate, a recovered draft): show it.
    setSeen(value);
    setText(shownIn(value, unit));
  }
  const change = (next: string) => {
    setText(next);
    const parsed = parseWeight(next, unit);
    // Text that is not a weight stays as typed (with its unit, so it can never pass as kilograms)
    // and the builder's check reports it on save.
    const kgText = parsed.ok ? (parsed.kg === null ? '' : String(parsed.kg)) : `${next} ${unit}`;
    setSeen(kgText);
    onChange(kgText);
  };
  return <NumberInput label="Weight" suffix={unit} decimal value={text} onChange={change} error={error} />;
}
