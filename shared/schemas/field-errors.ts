// A validation result as { field: [codes] } (form-codes.ts), worded by
// form-messages.ts for the 400 answer and the inline errors. Typed
// structurally so the browser needs no zod to use it.
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
