/** Errors in GoTrue's wire format, which supabase-js turns into AuthApiError (code, message). */
export function authError(status: number, errorCode: string, message: string): Response {
  return Response.json({ code: status, error_code: errorCode, msg: message }, { status });
}

export function invalidCredentials(): Response {
  return authError(400, 'invalid_credentials', 'Invalid login credentials');
}

export function validationFailed(message: string): Response {
  return authError(400, 'validation_failed', message);
}

/** The shape of the gateway's answer to a missing or wrong API key. */
export function invalidApiKey(): Response {
  return Response.json(
    { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    { status: 401 },
  );
}
