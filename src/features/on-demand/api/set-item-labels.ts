import { supabase } from '@/lib/supabase';

/** Makes the item's labels exactly `labelIds`: adds the missing ones first, then removes the others. */
export async function setItemLabels(
  item: { resource_id: string } | { workout_id: string },
  labelIds: readonly string[],
) {
  const [column, id] =
    'resource_id' in item ? (['resource_id', item.resource_id] as const) : (['workout_id', item.workout_id] as const);
  const current = await supabase.from('on_demand_item_labels').select('id, label_id').eq(column, id);
  if (current.error) throw current.error;
  const gone = current.data.filter((row) => !labelIds.includes(row.label_id)).map((row) => row.id);
  const added = labelIds.filter((labelId) => !current.data.some((row) => row.label_id === labelId));
  if (added.length > 0) {
    const inserted = await supabase
      .from('on_demand_item_labels')
      .insert(
        added.map((labelId) =>
          column === 'resource_id' ? { label_id: labelId, resource_id: id } : { label_id: labelId, workout_id: id },
        ),
      );
    if (inserted.error) throw inserted.error;
  }
  if (gone.length > 0) {
    const removed = await supabase.from('on_demand_item_labels').delete().in('id', gone);
    if (removed.error) throw removed.error;
  }
}
