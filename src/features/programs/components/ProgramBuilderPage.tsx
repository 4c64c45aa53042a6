import { ClipboardList, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import { useShellIdentity } from '@/features/auth';
import { errorMessageOf } from '@/lib/errors';
import { useSaveProgram } from '../api/save-program';
import {
  addAiProgram,
  DEFAULT_TRAINING_STYLE,
  hasContent,
  isValid,
  toSavePayload,
  TRAINING_STYLES,
  validateDraft,
  type ProgramDraft,
} from '../lib/program-draft';
import { resetProgramBuilder, useBuilderSessionStore, useProgramDraftStore } from '../stores/program-builder-store';
import type { ProgramBuilderParts } from './builder-parts';
import { ClientPicker } from './ClientPicker';
import { ProgramSettingsForm } from './ProgramSettingsForm';
import { ScheduleEditor } from './ScheduleEditor';
import { WeeksEditor } from './WeeksEditor';

const VIEWS = [
  { value: 'schedule', label: 'Schedule' },
  { value: 'weeks', label: 'Weeks' },
] as const;

const selectDraft = (state: ProgramDraft): ProgramDraft => ({
  programWorkouts: state.programWorkouts,
  pendingWorkouts: state.pendingWorkouts,
  programSettings: state.programSettings,
  aiPromptData: state.aiPromptData,
  selectedClient: state.selectedClient,
  selectedTrainingStyles: state.selectedTrainingStyles,
  weekPlan: state.weekPlan,
});

/**
 * `/programs/builder`: build (or edit) a program; the draft survives reloads until it is saved or
 * discarded. The app passes in the workout builder's form and the AI trainer's dialog.
 */
export function ProgramBuilderPage({ WorkoutEditor, AiProgramDialog, openAiProgramDialog }: ProgramBuilderParts) {
  const role = useShellIdentity().userRole;
  const draft = useProgramDraftStore(useShallow(selectDraft));
  const change = useProgramDraftStore((state) => state.change);
  const session = useBuilderSessionStore(
    useShallow((state) => ({ editingProgramId: state.editingProgramId, expectedUpdatedAt: state.expectedUpdatedAt })),
  );
  const [restored] = useState(() => hasContent(draft));
  const [showErrors, setShowErrors] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [aiAdded, setAiAdded] = useState(0);
  const [view, setView] = useState<'schedule' | 'weeks'>('schedule');
  const save = useSaveProgram();
  const navigate = useNavigate();

  if (role === 'client') {
    return (
      <EmptyState icon={<ClipboardList className="size-6" />} title="Programs are built by your coach">
        Your coach builds and assigns your program; you will find it under Programs.
      </EmptyState>
    );
  }

  const errors = validateDraft(draft);
  const shownErrors = showErrors ? errors : {};
  const editing = session.editingProgramId !== null;
  const onSave = () => {
    setShowErrors(true);
    if (!isValid(errors)) return;
    save.mutate(toSavePayload(draft, session), {
      onSuccess: (program) => {
        resetProgramBuilder();
        void navigate(`/programs/${program.id}`);
      },
    });
  };
  const discard = () => {
    resetProgramBuilder();
    save.reset();
    setShowErrors(false);
    setConfirmDiscard(false);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 pb-8">
      <PageHeader
        eyebrow={<BackLink to="/programs">Programs</BackLink>}
        title={editing ? `Edit ${draft.programSettings.programName || 'program'}` : 'Program Builder'}
        subtitle="Your draft is kept on this device until you save it."
        actions={
          <>
            <Button variant="secondary" onClick={openAiProgramDialog}>
              <Sparkles className="size-4" aria-hidden />
              Generate with AI
            </Button>
            <Button
              variant="ghost"
              onClick={() => (hasContent(draft) || editing ? setConfirmDiscard(true) : discard())}
            >
              Discard draft
            </Button>
            <Button onClick={onSave} loading={save.isPending}>
              {editing ? 'Save changes' : draft.selectedClient ? `Save and assign` : 'Save program'}
            </Button>
          </>
        }
      />
      {restored && <Alert tone="info">We restored the draft you were working on. Discard it to start over.</Alert>}
      {aiAdded > 0 && (
        <Alert tone="success">
          The AI drafted {aiAdded} workouts into this program. Review and edit them (Edit on each workout), then save.
        </Alert>
      )}
      {showErrors && !isValid(errors) && <Alert>Some details need fixing before the program can be saved.</Alert>}
      {save.error && <Alert>{errorMessageOf(save.error) || 'The program could not be saved. Please try again.'}</Alert>}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <ProgramSettingsForm draft={draft} errors={shownErrors} />
          {!editing && (
            <ClientPicker
              value={draft.selectedClient}
              onChange={(client) => change((d) => ({ ...d, selectedClient: client }))}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="max-w-xs">
            <SegmentedControl label="Builder view" options={VIEWS} value={view} onChange={setView} />
          </div>
          {view === 'schedule' ? (
            <ScheduleEditor draft={draft} errors={shownErrors} WorkoutEditor={WorkoutEditor} />
          ) : (
            <WeeksEditor draft={draft} />
          )}
        </div>
      </div>
      <AiProgramDialog
        styles={TRAINING_STYLES}
        defaultClient={draft.selectedClient}
        defaultStyle={draft.selectedTrainingStyles[0] ?? DEFAULT_TRAINING_STYLE}
        onDraft={(program) => {
          change((d) => addAiProgram(d, program, () => crypto.randomUUID()));
          setAiAdded(program.workouts.length);
        }}
      />
      <ConfirmDialog
        title="Discard this draft?"
        open={confirmDiscard}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        tone="danger"
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      >
        Everything in this draft will be lost. Saved programs are not affected.
      </ConfirmDialog>
    </div>
  );
}
