import { SegmentedControl } from '@/components/ui/SegmentedControl';

export type Shown = 'active' | 'archived';

/** Active / Archived, with how many of each. */
export function ShownToggle({
  value,
  onChange,
  active,
  archived,
}: {
  value: Shown;
  onChange: (shown: Shown) => void;
  active: number;
  archived: number;
}) {
  return (
    <div className="max-w-xs">
      <SegmentedControl<Shown>
        label="Show"
        value={value}
        onChange={onChange}
        options={[
          { value: 'active', label: `Active (${active})` },
          { value: 'archived', label: `Archived (${archived})` },
        ]}
      />
    </div>
  );
}
