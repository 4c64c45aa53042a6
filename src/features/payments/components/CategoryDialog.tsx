import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { useSaveCreditCategory } from '../api/save-credit-category';
import { saveErrorMessage } from '../lib/catalogue-errors';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from './FormField';

/** Create or rename a credit category. */
export function CategoryDialog({
  id,
  initialName,
  isNew,
  onClose,
}: {
  id: string;
  initialName: string;
  isNew: boolean;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const save = useSaveCreditCategory();
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('Give the category a name, e.g. "1:1 PT" or "Group class".');
    if (trimmed.length > 60) return setError('Keep the name to 60 characters.');
    setError(undefined);
    save.mutate({ id, name: trimmed }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={isNew ? 'New credit category' : 'Rename credit category'}
      saving={save.isPending}
      saveLabel={isNew ? 'Create category' : 'Save name'}
      onClose={onClose}
      onSave={submit}
    >
      <FormField
        id="category-name"
        label="Name"
        value={name}
        maxLength={60}
        autoComplete="off"
        error={error}
        hint={
          isNew
            ? 'Clients see it on their balance: "3 Group class credits".'
            : 'The new name shows everywhere, on credits clients already hold too.'
        }
        onChange={(event) => setName(event.target.value)}
      />
      {save.error && (
        <Alert>
          {saveErrorMessage(
            save.error,
            `There is already a category called "${name.trim()}" (names ignore upper and lower case).`,
            'The category could not be saved. Try again.',
          )}
        </Alert>
      )}
      <button type="submit" hidden />
    </FormDialog>
  );
}
