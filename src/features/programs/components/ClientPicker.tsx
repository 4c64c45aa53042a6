import { SelectField } from '@/components/ui/SelectField';
import { useAssignableClients } from '../api/assign-program';
import { clientName } from '@/lib/person-name';
import type { SelectedClient } from '../lib/program-draft';

/** The builder's selectedClient: save the new program straight to this client, or leave it a template. */
export function ClientPicker({
  value,
  onChange,
}: {
  value: SelectedClient | null;
  onChange: (client: SelectedClient | null) => void;
}) {
  const { data, error } = useAssignableClients();
  const clients = data ?? [];
  // The stored choice stays listed while the list loads (or if it no longer comes back).
  const options = clients.map((client) => ({ value: client.id, label: clientName(client) }));
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.name });
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label="Client"
        options={options}
        placeholder="No client: save as a template"
        value={value?.id ?? ''}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChange(chosen ? { id: chosen.value, name: chosen.label } : null);
        }}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {error
          ? 'Your clients could not be loaded; you can still save a template and assign it later.'
          : value
            ? `Saving makes this ${value.name}'s active program; their current one is marked completed.`
            : 'A template stays in your library; assign it to clients from its page.'}
      </p>
    </div>
  );
}
