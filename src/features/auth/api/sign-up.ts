import { supabase } from '@/lib/supabase';
import type { Gender } from '../lib/profile';
import { fullName } from '@/lib/person-name';

export interface SignUpInput {
  contact: { email: string } | { phone: string };
  password: string;
  firstName: string;
  lastName: string;
  /** Optional: left out of the metadata when not given (the database then stores null). */
  gender: Gender | null;
}

/** Self-registration always makes a client (the database ignores any role in metadata). */
export async function signUp({ contact, password, firstName, lastName, gender }: SignUpInput) {
  const data = {
    first_name: firstName,
    last_name: lastName,
    name: fullName(firstName, lastName),
    ...(gender ? { gender } : {}),
  };
  const { data: result, error } =
    'email' in contact
      ? await supabase.auth.signUp({
          email: contact.email,
          password,
          options: { data, emailRedirectTo: window.location.origin },
        })
      : await supabase.auth.signUp({ phone: contact.phone, password, options: { data } });
  if (error) throw error;
  return result;
}
