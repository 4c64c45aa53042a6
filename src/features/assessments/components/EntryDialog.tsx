import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { useWeightUnit } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import type { Assessment } from '../api/types';
import { useSaveAssessment } from '../api/use-assessments';
import {
  checkReportFile,
  draftFrom,
  emptyDraft,
  labRangeKey,
  REPORT_TYPES,
  validateEntry,
  type EntryErrors,
} from '../lib/entry-form';
import { ASSESSMENT_META, MARKERS, type AssessmentType, type Sex } from '../lib/markers';
import { entryInKg, formValuesIn, markersIn } from '../lib/mass-units';
import { implausibleChanges, nearestScan, type ImplausibleChange } from '../lib/scan-plausibility';
import { MarkerInput } from './MarkerInput';

/**
 * Records or edits one assessment. Nothing typed is lost on an error: the draft stays in the form
 * until it is saved or the dialog is closed.
 */
export function EntryDialog({
  type,
  clientId,
  authorId,
  sex,
  editing,
  others = [],
  open,
  onClose,
}: {
  type: AssessmentType;
  clientId: string;
  authorId: string;
  sex: Sex | null;
  editing: Assessment | null;
  /** The client's other results of this type (kg), to catch a body scan that changed too fast. */
  others?: readonly Assessment[];
  open: boolean;
  onClose: () => void;
}) {
  // Masses are typed in the person's unit and stored in kg (lib/mass-units).
  const unit = useWeightUnit();
  const markers = markersIn(MARKERS[type], unit);
  const [draft, setDraft] = useState(() =>
    editing
      ? draftFrom(editing.measuredOn, editing.notes, formValuesIn(editing.values, unit), editing.labRanges)
      : emptyDraft(new Date()),
  );
  const [errors, setErrors] = useState<EntryErrors>({});
  const [report, setReport] = useState<File | null | undefined>(undefined);
  // Changes too fast to be real, shown until the trainer corrects a value or saves anyway. `entry`
  // is the entry they were shown for: a second Save of the same figures goes through.
  const [doubts, setDoubts] = useState<{ changes: ImplausibleChange[]; entry: string } | null>(null);
  const save = useSaveAssessment(clientId, type);
  const groups = [...new Set(markers.map((marker) => marker.group))];
  // Labs print their own ranges on blood and DUTCH reports; a body scan's figures have none.
  const hasLabRanges = type !== 'body_scan';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEntry(markers, draft, new Date());
    const fileError = report ? checkReportFile(report) : null;
    if (!result.ok || fileError) {
      setErrors({ ...(result.ok ? {} : result.errors), ...(fileError && { report: fileError }) });
      return;
    }
    setErrors({});
    const entry = entryInKg(result.entry, unit, editing?.values);
    if (type === 'body_scan') {
      const scans = others.filter((scan) => scan.id !== editing?.id);
      const next = { measuredOn: entry.measuredOn, values: entry.data };
      const changes = implausibleChanges(nearestScan(scans, entry.measuredOn), next, unit);
      const key = JSON.stringify(next);
      if (changes.length > 0 && doubts?.entry !== key) {
        setDoubts({ changes, entry: key });
        return;
      }
    }
    save.mutate(
      {
        id: editing?.id,
        clientId,
        authorId,
        type,
        entry,
        report,
        previousFilePath: editing?.filePath ?? null,
      },
      { onSuccess: onClose },
    );
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <Modal
      title={`${editing ? 'Edit' : 'New'} ${ASSESSMENT_META[type].title.toLowerCase()}`}
      open={open}
      onClose={onClose}
      className="w-[min(100%-1rem,56rem)]"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Date of the test"
          type="date"
          required
          value={draft.measuredOn}
          max={emptyDraft(new Date()).measuredOn}
          onChange={(event) => {
            setDraft({ ...draft, measuredOn: event.target.value });
            setDoubts(null);
          }}
          hint={errors.measuredOn && <span className="text-red-700 dark:text-red-300">{errors.measuredOn}</span>}
          className="max-w-56"
        />
        {groups.map((group) => (
          <fieldset key={group} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{group}</legend>
            <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {markers
                .filter((marker) => marker.group === group)
                .map((marker) => (
                  <MarkerInput
                    key={marker.key}
                    marker={marker}
                    sex={sex}
                    value={draft.values[marker.key] ?? ''}
                    error={errors[marker.key]}
                    onChange={(value) => {
                      setDraft({ ...draft, values: { ...draft.values, [marker.key]: value } });
                      setDoubts(null);
                      // The message is about the old value: it goes once the value changes.
                      if (errors[marker.key]) setErrors({ ...errors, [marker.key]: undefined, form: undefined });
                    }}
                    {...(hasLabRanges && {
                      labRange: draft.labRanges[marker.key],
                      labRangeError: errors[labRangeKey(marker.key)],
                      onLabRangeChange: (range) => {
                        setDraft({ ...draft, labRanges: { ...draft.labRanges, [marker.key]: range } });
                        if (errors[labRangeKey(marker.key)])
                          setErrors({ ...errors, [labRangeKey(marker.key)]: undefined });
                      },
                    })}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="assessment-notes" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Notes
          </label>
          <textarea
            id="assessment-notes"
            rows={3}
            maxLength={10000}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
          <FieldError message={errors.notes} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="assessment-report" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Lab report (PDF or image, up to 10 MB)
          </label>
          <input
            id="assessment-report"
            type="file"
            accept={REPORT_TYPES.join(',')}
            onChange={(event) => setReport(event.target.files?.[0] ?? undefined)}
            className="text-sm text-slate-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-medium dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          {editing?.filePath && report === undefined && (
            <p className="text-xs text-slate-500 dark:text-slate-400">
              A report is attached; choosing a file replaces it.{' '}
              <button
                type="button"
                className="font-medium text-red-700 underline dark:text-red-300"
                onClick={() => setReport(null)}
              >
                Remove it
              </button>
            </p>
          )}
          {report === null && (
            <p className="text-xs text-slate-500 dark:text-slate-400">The report will be removed when you save.</p>
          )}
          <FieldError message={errors.report} />
        </div>
        {errorCount > 0 && (
          <Alert>
            {errors.form ?? `Check the ${errorCount === 1 ? 'field' : `${errorCount} fields`} marked above.`}
          </Alert>
        )}
        {doubts && (
          <Alert>
            <p className="font-semibold">Check before saving: these changed faster than a body can.</p>
            <ul className="mt-1 list-disc pl-5">
              {doubts.changes.map((change) => (
                <li key={change.key}>{change.message}</li>
              ))}
            </ul>
            <p className="mt-1">Correct the value, or save again if it is right.</p>
          </Alert>
        )}
        {save.error && <Alert>{toUserMessage(save.error, 'Unable to save the result. Please try again.')}</Alert>}
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-white pt-3 dark:border-slate-800 dark:bg-slate-900">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {doubts ? 'Save anyway' : 'Save result'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
