import { Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { toProviderMessage } from '@/lib/errors';
import { useDeleteLabel, useMergeLabels, useSaveLabel } from '../api/label-writes';
import { useLabels, useLabelUses, type Label } from '../api/labels';
import { FormDialog } from '@/components/ui/FormDialog';
import { OnDemandFrame } from './OnDemandFrame';

function usesText(count: number): string {
  return count === 1 ? 'Used on 1 item' : `Used on ${count} items`;
}

/** `/on-demand/labels`: create, rename, merge and delete the labels that organise the library. */
export default function LabelsPage() {
  const labels = useLabels();
  const uses = useLabelUses();
  const [editing, setEditing] = useState<{ id: string; name: string; isNew: boolean } | null>(null);
  const [merging, setMerging] = useState<Label | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const newButton = (
    <Button onClick={() => setEditing({ id: crypto.randomUUID(), name: '', isNew: true })}>
      <Plus aria-hidden="true" className="size-4" /> New label
    </Button>
  );
  return (
    <OnDemandFrame
      title="Labels"
      subtitle="Labels organise resources and workouts; clients browse the library by them."
      what="labels"
      reads={[labels, uses]}
      actions={newButton}
    >
      {() => {
        const count = (id: string) => uses.data!.filter((use) => use.label_id === id).length;
        return (
          <>
            {labels.data!.length === 0 ? (
              <EmptyState icon={<Tag className="size-6" />} title="No labels yet" action={newButton}>
                Labels such as “Mobility” or “Nutrition” let clients find what they need.
              </EmptyState>
            ) : (
              <ul aria-label="Labels" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
                {labels.data!.map((label) => (
                  <li key={label.id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words">{label.name}</p>
                      <p className="text-sm text-slate-500 dark:text-slate-400">{usesText(count(label.id))}</p>
                    </div>
                    <Button
                      variant="secondary"
                      aria-label={`Rename ${label.name}`}
                      onClick={() => setEditing({ ...label, isNew: false })}
                    >
                      Rename
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Merge ${label.name}`}
                      disabled={labels.data!.length < 2}
                      onClick={() => setMerging(label)}
                    >
                      Merge
                    </Button>
                    <Button variant="secondary" aria-label={`Delete ${label.name}`} onClick={() => setDeleting(label)}>
                      Delete
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {editing && <LabelDialog key={editing.id} {...editing} onClose={() => setEditing(null)} />}
            {merging && (
              <MergeDialog
                from={merging}
                others={labels.data!.filter((label) => label.id !== merging.id)}
                onClose={() => setMerging(null)}
              />
            )}
            {deleting && (
              <DeleteLabelDialog label={deleting} uses={count(deleting.id)} onClose={() => setDeleting(null)} />
            )}
          </>
        );
      }}
    </OnDemandFrame>
  );
}

function LabelDialog({
  id,
  name: initial,
  isNew,
  onClose,
}: {
  id: string;
  name: string;
  isNew: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const save = useSaveLabel();
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the label a name, e.g. “Mobility”.');
    if (trimmed.length > 60) return setError('Keep the name to 60 characters.');
    setError(undefined);
    save.mutate({ id, name: trimmed, isNew }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={isNew ? 'New label' : 'Rename label'}
      saving={save.isPending}
      saveLabel={isNew ? 'Create label' : 'Save name'}
      onClose={onClose}
      onSave={submit}
    >
      <TextField
        id="label-name"
        label="Name"
        value={name}
        maxLength={60}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      {save.error && (
        <Alert>
          {(save.error as { code?: string }).code === '23505'
            ? `There is already a label called “${name.trim()}”.`
            : toProviderMessage(save.error, 'The label could not be saved. Try again.')}
        </Alert>
      )}
    </FormDialog>
  );
}

function MergeDialog({ from, others, onClose }: { from: Label; others: Label[]; onClose: () => void }) {
  const uses = useLabelUses();
  const merge = useMergeLabels();
  const [into, setInto] = useState(others[0]?.id ?? '');
  return (
    <FormDialog
      title={`Merge “${from.name}”`}
      saving={merge.isPending}
      saveLabel="Merge labels"
      onClose={onClose}
      onSave={() => merge.mutate({ from: from.id, into, uses: uses.data ?? [] }, { onSuccess: onClose })}
    >
      <SelectField
        label="Into"
        value={into}
        options={others.map((label) => ({ value: label.id, label: label.name }))}
        onChange={(event) => setInto(event.target.value)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Every item labelled “{from.name}” gets the chosen label, then “{from.name}” is removed.
      </p>
      {merge.error && <Alert>{toProviderMessage(merge.error, 'The labels could not be merged. Try again.')}</Alert>}
    </FormDialog>
  );
}

function DeleteLabelDialog({ label, uses, onClose }: { label: Label; uses: number; onClose: () => void }) {
  const remove = useDeleteLabel();
  return (
    <ConfirmDialog
      open
      title={`Delete “${label.name}”?`}
      confirmLabel="Delete label"
      cancelLabel="Keep it"
      tone="danger"
      busy={remove.isPending}
      error={remove.error ? toProviderMessage(remove.error, 'The label could not be deleted. Try again.') : null}
      onConfirm={() => remove.mutate(label.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      {uses === 0
        ? 'No item uses it.'
        : `${usesText(uses)}: it comes off ${uses === 1 ? 'that item' : 'those items'}; the items stay.`}
    </ConfirmDialog>
  );
}
