import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useWeightUnit } from '@/features/auth';
import { useRefreshTraining } from '@/features/training';
import { toUserMessage } from '@/lib/errors';
import { importHistory, type ImportReport } from '../api/import-history';
import { listHistory } from '../api/list-history';
import { exportFileName, logsToCsv } from '../lib/export-mapping';
import { plural } from '@/lib/plural';
import { FORMAT_NAMES, mapImportFile, type MappedFile, type RowProblem, type WeightUnit } from '../lib/import-mapping';

/** The most file a phone reads comfortably; a decade of Strong logging is a few MB. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const SHOWN_PROBLEMS = 20;

interface Preview {
  fileName: string;
  text: string;
  mapped: MappedFile;
  report: ImportReport;
  problems: RowProblem[];
}

/** Settings → "Your training data": export the whole log as CSV, import a Strong or Hevy export. */
export function HistoryDataSection({ userId }: { userId: string }) {
  const refreshTraining = useRefreshTraining();
  const inputId = useId();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  // Strong writes weights in the person's display unit: most likely the one they use here too.
  const [unit, setUnit] = useState<WeightUnit>(useWeightUnit());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const exportLog = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const logs = await listHistory(userId);
      const blob = new Blob([logsToCsv(logs)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      setExportError(toUserMessage(caught, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  const check = async (fileName: string, text: string, weightUnit: WeightUnit) => {
    setBusy(true);
    setError(null);
    setDone(null);
    setPreview(null);
    try {
      const mapped = mapImportFile(text, weightUnit);
      if ('error' in mapped) {
        setError(mapped.error);
        return;
      }
      if (mapped.rows.length === 0) {
        setError(mapped.problems.length > 0 ? `No set in ${fileName} could be read.` : `${fileName} has no sets.`);
        return;
      }
      const report = await importHistory(mapped.rows, false);
      const problems = [...mapped.problems, ...report.errors].sort((a, b) => a.row - b.row);
      setPreview({ fileName, text, mapped, report, problems });
    } catch (caught) {
      setError(toUserMessage(caught, 'The file could not be checked. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setError('That file is larger than 20 MB. Export a shorter period and import it in parts.');
      return;
    }
    await check(file.name, await file.text(), unit);
  };

  const commit = async () => {
    if (!preview) return;
    setBusy(true);
    setError(null);
    try {
      const bad = new Set(preview.report.errors.map((problem) => problem.row));
      const rows = preview.mapped.rows.filter((row) => !bad.has(row.row));
      const report = await importHistory(rows, true);
      setPreview(null);
      setDone(
        report.new_sets === 0
          ? 'Nothing new: these workouts were already imported.'
          : `Imported ${plural(report.new_workouts, 'workout')} with ${plural(report.new_sets, 'set')}.`,
      );
      await refreshTraining();
    } catch (caught) {
      setError(toUserMessage(caught, 'Nothing was imported. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const good = preview ? preview.report.sets : 0;
  return (
    <>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your whole log as a CSV file: one row per set with date, workout, exercise, weight (always in kg, as stored,
          so nothing is rounded), reps, RPE and notes. It opens in any spreadsheet and imports back here.
        </p>
        <div>
          <Button variant="secondary" loading={exporting} onClick={() => void exportLog()}>
            <Download aria-hidden="true" className="size-4" />
            Export workout log (CSV)
          </Button>
        </div>
        {exportError && <Alert>{exportError}</Alert>}
      </div>
      <div id="import" className="flex flex-col gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Coming from Strong or Hevy? Import their CSV export (Strong: Settings → Export data; Hevy: Settings → Export
          &amp; import data). You see what will be imported first; importing the same file twice adds nothing.
        </p>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Weights in a Strong file without a unit column are in
          </span>
          <div className="w-40">
            <SegmentedControl<WeightUnit>
              label="Weight unit of the file"
              value={unit}
              onChange={(next) => {
                setUnit(next);
                if (preview) void check(preview.fileName, preview.text, next);
              }}
              options={[
                { value: 'kg', label: 'kg' },
                { value: 'lb', label: 'lb' },
              ]}
            />
          </div>
        </div>
        <div>
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
          >
            <Upload aria-hidden="true" className="size-4" />
            Choose a CSV file
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void readFile(file);
              }}
            />
          </label>
        </div>
        {busy && !preview && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            Checking the file…
          </p>
        )}
        {error && <Alert>{error}</Alert>}
        {done && <Alert tone="success">{done}</Alert>}
        {preview && (
          <div
            role="region"
            aria-label="Import preview"
            className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
          >
            <p className="text-sm text-slate-800 dark:text-slate-200">
              <strong>{preview.fileName}</strong> ({FORMAT_NAMES[preview.mapped.format]} export):{' '}
              {plural(preview.report.workouts, 'workout')} with {plural(good, 'set')} can be imported
              {preview.report.new_sets < good &&
                `, ${plural(good - preview.report.new_sets, 'set')} of them already here`}
              .
            </p>
            {preview.problems.length > 0 && (
              <div>
                <p className="text-sm font-medium text-red-700 dark:text-red-300">
                  {plural(preview.problems.length, 'row')} will be skipped:
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {preview.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                    <li key={`${problem.row}-${problem.message}`}>
                      Line {problem.row}: {problem.message}
                    </li>
                  ))}
                </ul>
                {preview.problems.length > SHOWN_PROBLEMS && (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    And {plural(preview.problems.length - SHOWN_PROBLEMS, 'more row')}.
                  </p>
                )}
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button loading={busy} disabled={good === 0} onClick={() => void commit()}>
                Import {plural(good, 'set')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setPreview(null)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
