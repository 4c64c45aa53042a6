import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

const HOW = {
  completed: 'This workout was finished on another device.',
  discarded: 'This workout was discarded on another device.',
} as const;

/**
 * The session ended elsewhere while this device still holds sets the server may not have. Nothing
 * is dropped silently: the person saves them (a finish that amends the saved workout) or drops them.
 */
export function EndedElsewhereAlert({
  how,
  onSave,
  onDrop,
}: {
  how: keyof typeof HOW;
  onSave: () => void;
  onDrop: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const drop = async () => {
    setBusy(true);
    try {
      await onDrop();
    } catch (caught) {
      console.error('Dropping the copy on this device failed', caught);
      setError('Could not remove the sets from this device. Please try again.');
      setBusy(false);
    }
  };
  return (
    <Alert>
      <p data-testid="ended-elsewhere">
        {HOW[how]} Sets you logged here are still on this device and not saved with it yet. Save them, or remove them
        from this device.
      </p>
      {error && <p className="mt-1 font-semibold">{error}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={onSave} disabled={busy}>
          Save these sets
        </Button>
        <Button variant="secondary" onClick={() => void drop()} loading={busy}>
          Remove from this device
        </Button>
      </div>
    </Alert>
  );
}
