import { supabase } from '@/lib/supabase';

export const REPORT_BUCKET = 'assessment-reports';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** Uploads a lab report into the client's folder under a fresh name; returns its path. */
export async function uploadReport(clientId: string, file: File): Promise<string> {
  const path = `${clientId}/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'bin'}`;
  // As bytes, not the File: supabase-js sends a File as multipart form data, which the embedded
  // backend's storage does not read ("Missing file in multipart upload").
  const { error } = await supabase.storage
    .from(REPORT_BUCKET)
    .upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

export async function removeReport(path: string): Promise<void> {
  const { error } = await supabase.storage.from(REPORT_BUCKET).remove([path]);
  if (error) throw error;
}

/** A short-lived link that opens the report in a new tab. */
export async function getReportUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(REPORT_BUCKET).createSignedUrl(path, 300);
  if (error) throw error;
  return data.signedUrl;
}
