/**
 * Work other parts must do when a vendor signs out (delete the push token, stop timers), without
 * the sign-out code importing them. Each hook is best-effort: one failing does not stop the rest.
 */
type Hook = (token: string | undefined) => Promise<void> | void;

const hooks = new Set<Hook>();

export function onSignOut(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runSignOutHooks(token: string | undefined): Promise<void> {
  await Promise.allSettled([...hooks].map(async (hook) => hook(token)));
}
