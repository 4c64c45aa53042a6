import { supabase } from '@/lib/supabase';

export async function verifyPhoneCode(phone: string, token: string) {
  const { data, error } = await supabase.auth.verifyOtp({ phone, token, type: 'sms' });
  if (error) throw error;
  return data.session;
}
