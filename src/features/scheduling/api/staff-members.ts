import { personName } from '@/lib/person-name';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const staffMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  role: z.enum(['staff', 'admin']),
  status: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The people who can deliver a service: staff and admins, active first, by name. */
async function listStaffMembers(): Promise<StaffMember[]> {
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name, last_name, email, role, status')
    .in('role', ['staff', 'admin'])
    .order('first_name')
    .order('last_name')
    .order('id');
  if (error) throw error;
  return z.array(staffMemberSchema).parse(data);
}

export const staffMembersOptions = () =>
  queryOptions({ queryKey: schedulingKeys.staff(), queryFn: listStaffMembers, staleTime: 60_000 });

export const useStaffMembers = () => useQuery(staffMembersOptions());

export const staffMemberName = (person: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>) =>
  personName(person, 'Unnamed');
