import { Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ProgramDetail } from '../api/get-program';
import { draftFromProgram, hasContent } from '../lib/program-draft';
import { loadIntoBuilder, useBuilderSessionStore, useProgramDraftStore } from '../stores/program-builder-store';
import { AssignProgramDialog } from './AssignProgramDialog';
import { PushToClientsButton } from './PushToClientsButton';

/** A coach's actions on a program: edit it in the builder, assign it to clients. */
export function ProgramStaffActions({ program }: { program: ProgramDetail }) {
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);
  const [assigned, setAssigned] = useState<string[] | null>(null);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const openInBuilder = () => {
    const { draft, session } = draftFromProgram(program);
    loadIntoBuilder(draft, session);
    void navigate('/programs/builder');
  };
  const edit = () => {
    const unsaved = hasContent(useProgramDraftStore.getState());
    const sameProgram = useBuilderSessionStore.getState().editingProgramId === program.id;
    if (sameProgram) void navigate('/programs/builder');
    else if (unsaved) setConfirmReplace(true);
    else openInBuilder();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={edit}>
          <Pencil aria-hidden="true" className="size-4" /> Edit program
        </Button>
        <Button onClick={() => setAssigning(true)} disabled={program.program_workouts.length === 0}>
          <UserPlus aria-hidden="true" className="size-4" /> Assign to clients
        </Button>
        {program.client_id === null && program.program_workouts.length > 0 && (
          <PushToClientsButton templateId={program.id} />
        )}
      </div>
      {assigned && (
        <Alert tone="success">
          Assigned to {assigned.join(', ')}. It is now their active program and today's workout follows it.
        </Alert>
      )}
      <AssignProgramDialog
        programId={program.id}
        open={assigning}
        onClose={() => setAssigning(false)}
        onAssigned={(names) => {
          setAssigning(false);
          setAssigned(names);
        }}
      />
      <ConfirmDialog
        title="Replace your draft?"
        open={confirmReplace}
        confirmLabel="Open this program"
        cancelLabel="Keep my draft"
        tone="danger"
        onConfirm={openInBuilder}
        onClose={() => setConfirmReplace(false)}
      >
        The program builder holds an unsaved draft. Opening this program replaces it.
      </ConfirmDialog>
    </div>
  );
}
