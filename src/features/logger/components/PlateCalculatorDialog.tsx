import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { readStorage, writeStorage } from '@/lib/storage';
import { parseNumberInput } from '../lib/number-input';
import { BAR_CHOICES_KG, PLATE_CHOICES_KG, loadBar, parsePlateSettings, type PlateSettings } from '../lib/plates';

const SETTINGS_KEY = 'liftwise-plates';

/** Plate colours by the usual competition convention, so a glance matches the gym floor. */
const PLATE_STYLE: Record<string, string> = {
  '25': 'h-24 bg-red-600 text-white',
  '20': 'h-24 bg-blue-600 text-white',
  '15': 'h-20 bg-yellow-400 text-slate-900',
  '10': 'h-16 bg-emerald-600 text-white',
  '5': 'h-12 bg-slate-100 text-slate-900 border border-slate-400',
};
const plateStyle = (kg: number) => PLATE_STYLE[String(kg)] ?? 'h-9 bg-slate-600 text-white';

export function readPlateSettings(): PlateSettings {
  return parsePlateSettings(readStorage(SETTINGS_KEY));
}

/** Which plates go on each side of the bar for a weight; bar and plates are this device's settings. */
export function PlateCalculatorDialog({
  exerciseName,
  initialKg,
  onClose,
}: {
  exerciseName: string;
  initialKg: number | null;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialKg === null ? '' : String(initialKg));
  const [settings, setSettings] = useState(readPlateSettings);
  const save = (next: PlateSettings) => {
    setSettings(next);
    writeStorage(SETTINGS_KEY, JSON.stringify(next));
  };
  const parsed = parseNumberInput(text, 'weight');
  const target = parsed.ok ? parsed.value : null;
  const load = target === null ? null : loadBar(target, settings);
  const togglePlate = (plate: number) => {
    const has = settings.platesKg.includes(plate);
    const platesKg = has ? settings.platesKg.filter((kg) => kg !== plate) : [...settings.platesKg, plate];
    if (platesKg.length > 0) save({ ...settings, platesKg: platesKg.sort((a, b) => b - a) });
  };

  return (
    <Modal title="Plate calculator" open onClose={onClose}>
      <div className="space-y-4 p-4 sm:p-5">
        <p className="text-sm text-slate-600 dark:text-slate-300">{exerciseName}</p>
        <label className="block text-sm font-medium">
          Total weight (kg)
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
            <p className="text-sm">Lighter than the {load.barKg} kg bar: use a lighter bar or dumbbells.</p>
          ) : (
            <>
              <p className="text-base font-semibold">
                {load.perSide.length === 0
                  ? 'Just the bar'
                  : `Each side: ${load.perSide.map((kg) => `${kg}`).join(' + ')} kg`}
              </p>
              {load.shortKg > 0 && (
                <p className="text-sm text-amber-800 dark:text-amber-300">
                  Your plates make {load.totalKg} kg, {load.shortKg} kg short of {target} kg.
                </p>
              )}
              <div aria-hidden="true" className="mt-3 flex h-24 items-center">
                <span className="h-3 w-10 rounded-l bg-slate-400" />
                {load.perSide.map((kg, index) => (
                  <span
                    key={index}
                    className={`mx-px grid w-7 place-items-center rounded text-[10px] font-bold ${plateStyle(kg)}`}
                  >
                    {kg}
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
            {BAR_CHOICES_KG.map((kg) => (
              <button
                key={kg}
                type="button"
                aria-pressed={settings.barKg === kg}
                onClick={() => save({ ...settings, barKg: kg })}
                className={`min-h-11 min-w-11 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-500 ${
                  settings.barKg === kg
                    ? 'border-emerald-600 bg-emerald-600 text-white'
                    : 'border-slate-300 dark:border-slate-700'
                }`}
              >
                {kg === 0 ? 'No bar' : `${kg} kg`}
              </button>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">Plates you have</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {PLATE_CHOICES_KG.map((kg) => {
              const on = settings.platesKg.includes(kg);
              return (
                <button
                  key={kg}
                  type="button"
                  aria-pressed={on}
                  aria-label={`${kg} kg plates`}
                  onClick={() => togglePlate(kg)}
                  className={`min-h-11 min-w-11 rounded-lg border px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-500 ${
                    on
                      ? 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200'
                      : 'border-slate-300 text-slate-500 dark:border-slate-700'
                  }`}
                >
                  {kg}
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
