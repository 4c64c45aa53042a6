import { SelectField } from '@/components/ui/SelectField';
import type { WorkoutFilter } from '../lib/workout-search';

const options = (values: string[]) => values.map((value) => ({ value, label: value }));

/** Type, difficulty, muscle and author menus for the staff list. */
export function WorkoutFilters({
  filter,
  choices,
  onChange,
}: {
  filter: WorkoutFilter;
  choices: { types: string[]; difficulties: string[]; muscles: string[]; authors: { value: string; label: string }[] };
  onChange: (patch: Partial<WorkoutFilter>) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <SelectField
        label="Type"
        placeholder="Any type"
        options={options(choices.types)}
        value={filter.type}
        onChange={(event) => onChange({ type: event.target.value })}
      />
      <SelectField
        label="Difficulty"
        placeholder="Any difficulty"
        options={options(choices.difficulties)}
        value={filter.difficulty}
        onChange={(event) => onChange({ difficulty: event.target.value })}
      />
      <SelectField
        label="Muscle"
        placeholder="Any muscle"
        options={options(choices.muscles)}
        value={filter.muscle}
        onChange={(event) => onChange({ muscle: event.target.value })}
      />
      <SelectField
        label="Author"
        placeholder="Anyone"
        options={choices.authors}
        value={filter.author}
        onChange={(event) => onChange({ author: event.target.value })}
      />
    </div>
  );
}
