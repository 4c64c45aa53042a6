import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { readStorage, writeStorage } from '@/lib/storage';
import { displayWeight, loadableIncrement, parseWeight, weightInputText, type WeightUnit } from '@/lib/units';
import { BAR_CHOICES, PLATE_CHOICES, loadBar, parsePlateSettings, type PlateSettings } from '../lib/plates';

/** Kilogram plates keep the key they had before units; pound plates are a separate set. */
const SETTINGS_KEY: Record<WeightUnit, string> = { kg: 'liftwise-plates', lb: 'liftwise-plates-lb' };

/** Plate colours by the usual competition convention (kg), sizes by weight, so a glance matches the gym floor. */
const PLATE_STYLE: Record<WeightUnit, Record<string, string>> = {
  kg: {
    '25': 'h-24 bg-red-600 text-white',
    '20': 'h-24 bg-blue-600 text-white',
    '15': 'h-20 bg-yellow-400 text-slate-900',
    '10': 'h-16 bg-emerald-600 text-white',
    '5': 'h-12 bg-slate-100 text-slate-900 border border-slate-400',
  },
  lb: {
    '55': 'h-24 bg-red-600 text-white',
    '45': 'h-24 bg-blue-600 text-white',
    '35': 'h-20 bg-yellow-400 text-slate-900',
    '25': 'h-16 bg-emerald-600 text-white',
    '10': 'h-12 bg-slate-100 text-slate-900 border border-slate-400',
  },
};
const plateStyle = (plate: number, unit: WeightUnit) =>
  PLATE_STYLE[unit][String(plate)] ?? 'h-9 bg-slate-600 text-white';

/** The step a target in `unit` is rounded to: a pair of the smallest plates in the person's settings. */
export const targetIncrement = (unit: WeightUnit): number => loadableIncrement(unit, readPlateSettings(unit).plates);

export function readPlateSettings(unit: WeightUnit): PlateSettings {
  return parsePlateSettings(readStorage(SETTINGS_KEY[unit]), unit);
}

/**
 * Which plates go on each side of the bar for a weight, in the person's unit: kilogram plates and a
 * 20 kg bar, or pound plates and a 45 lb bar. Bar and plates are this device's settings, per unit.
 */
export function PlateCalculatorDialog({
  exerciseName,
  initialKg,
  unit,
  onClose,
}: {
  exerciseName: string;
  initialKg: number | null;
  unit: WeightUnit;
  onClose: () => void;
}) {
  const [text, setText] = useState(() => weightInputText(initialKg, unit));
  const [settings, setSettings] = useState(() => readPlateSettings(unit));
  const save = (next: PlateSettings) => {
    setSettings(next);
    writeStorage(SETTINGS_KEY[unit], JSON.stringify(next));
  };
  const parsed = parseWeight(text, unit);
  // Back to the number typed, in the plates' unit (exact: the conversion round-trips).
  const target = parsed.ok && parsed.kg !== null ? displayWeight(parsed.kg, unit) : null;
  const load = target === null ? null : loadBar(target, settings);
  const togglePlate = (plate: number) => {
    const has = settings.plates.includes(plate);
    const plates = has ? settings.plates.filter((size) => size !== plate) : [...settings.plates, plate];
    if (plates.length > 0) save({ ...settings, plates: plates.sort((a, b) => b - a) });
  };

  return (
    <Modal title="Plate calculator" open onClose={onClose}>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-slate-600 dark:text-slate-300">{exerciseName}</p>
        <label className="block text-sm font-medium">
          Total weight ({unit})
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={parsed.ok ? undefined : true}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base tabular-nums dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        {!parsed.ok && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {parsed.message}
          </p>
        )}

        <div aria-live="polite" data-testid="plate-result">
          {load === null ? (
            <p className="text-sm text-slate-500">Type a weight to see the plates.</p>
          ) : load.kind === 'below-bar' ? (
            <p className="text-sm">
              Lighter than the {load.bar} {unit} bar: use a lighter bar or dumbbells.
            </p>
          ) : (
            <>
              <p className="text-base font-semibold">
                {load.perSide.length === 0 ? 'Just the bar' : `Each side: ${load.perSide.join(' + ')} ${unit}`}
              </p>
              {load.short > 0 && (
                <p className="text-sm text-amber-800 dark:text-amber-300">
                  Your plates make {load.total} {unit}, {load.short} {unit} short of {target} {unit}.
                </p>
              )}
              <div aria-hidden="true" className="mt-3 flex h-24 items-center">
                <span className="h-3 w-10 rounded-l bg-slate-400" />
                {load.perSide.map((plate, index) => (
                  <span
                    key={index}
                    className={`mx-px grid w-7 place-items-center rounded text-[10px] font-bold ${plateStyle(plate, unit)}`}
                  >
                    {plate}
                  </span>
                ))}
                <span className="h-3 w-6 rounded-r bg-slate-400" />
              </div>
            </>
          )}
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">Bar</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {BAR_CHOICES[unit].map((bar) => (
              <button
                key={bar}
                type="button"
                aria-pressed={settings.bar === bar}
                onClick={() => save({ ...settings, bar })}
                className={`min-h-11 min-w-11 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-500 ${
                  settings.bar === bar
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-300 dark:border-slate-700'
                }`}
              >
                {bar === 0 ? 'No bar' : `${bar} ${unit}`}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Plates you have</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {PLATE_CHOICES[unit].map((plate) => {
              const on = settings.plates.includes(plate);
              return (
                <button
                  key={plate}
                  type="button"
                  aria-pressed={on}
                  aria-label={`${plate} ${unit} plates`}
                  onClick={() => togglePlate(plate)}
                  className={`min-h-11 min-w-11 rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-500 ${
                    on
                      ? 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200'
                      : 'border-slate-300 text-slate-500 dark:border-slate-700'
                  }`}
                >
                  {plate}
                </button>
              );
            })}
          </div>
          <p className="mt-1 text-xs text-slate-500">Saved on this device. At least one plate stays selected.</p>
        </fieldset>
      </div>
    </Modal>
  );
}
