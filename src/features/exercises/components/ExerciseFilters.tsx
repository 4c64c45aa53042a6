import { memo } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { ToggleChip } from '@/components/ui/Chip';
import { NO_EQUIPMENT, type ExerciseFilter, type FacetOption } from '@/features/training';

const equipmentLabel = (value: string) =>
  value === NO_EQUIPMENT ? 'No equipment' : value.charAt(0).toUpperCase() + value.slice(1);

/**
 * Muscle-group chips (one at a time; press again to clear) and an equipment select. Memoised and
 * given only the two facets it shows, so typing in the search box does not re-render it.
 */
export const ExerciseFilters = memo(function ExerciseFilters({
  filter,
  muscles,
  equipment,
  onChange,
}: {
  filter: Pick<ExerciseFilter, 'muscle' | 'equipment'>;
  muscles: readonly FacetOption[];
  equipment: readonly FacetOption[];
  onChange: (patch: Partial<ExerciseFilter>) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div
        role="group"
        aria-label="Muscle group"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <ToggleChip pressed={filter.muscle === null} onToggle={() => onChange({ muscle: null })}>
          All muscles
        </ToggleChip>
        {muscles.map((muscle) => (
          <ToggleChip
            key={muscle.value}
            pressed={filter.muscle === muscle.value}
            onToggle={() => onChange({ muscle: filter.muscle === muscle.value ? null : muscle.value })}
          >
            {muscle.value}
          </ToggleChip>
        ))}
      </div>
      <SelectField
        label="Equipment"
        className="sm:max-w-xs"
        value={filter.equipment ?? ''}
        placeholder="All equipment"
        options={equipment.map((option) => ({
          value: option.value,
          label: `${equipmentLabel(option.value)} (${option.count})`,
        }))}
        onChange={(event) => onChange({ equipment: event.target.value || null })}
      />
    </div>
  );
});
