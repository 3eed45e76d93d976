import type * as NotistackModule from 'notistack';
import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_MAX } from '../config/constants';
import { createValueStore } from '../lib/value-store';

type Notistack = typeof NotistackModule;

// notistack loads with the first message, not with the app: most screens, sign-in first, never
// show one before the vendor does something.
const wanted = createValueStore(false);
let markReady: (api: Notistack) => void = () => undefined;
const ready = new Promise<Notistack>((resolve) => {
  markReady = resolve;
});
let counter = 0;

/** Shows a snackbar (SPEC 9: at most 3, 5 s). Returns its key at once, for closeSnackbar. */
export function enqueueSnackbar(
  message: SnackbarMessage,
  options: OptionsObject = {},
): SnackbarKey {
  const key = options.key ?? `snack-${(counter += 1)}`;
  wanted.set(true);
  void ready.then((api) => api.enqueueSnackbar(message, { ...options, key }));
  return key;
}

export function closeSnackbar(key?: SnackbarKey): void {
  void ready.then((api) => api.closeSnackbar(key));
}

/** The same two functions as notistack's hook, for components. */
export function useSnackbar() {
  return { enqueueSnackbar, closeSnackbar };
}

const Provider = lazy(async () => {
  // Beside the routes, so with MUI's theme of its own: messages carry MUI buttons.
  const [api, { WithTheme }, { styled }] = await Promise.all([
    import('notistack'),
    import('../theme/theme-frame'),
    import('@mui/material/styles'),
  ]);
  // The theme's colours, not notistack's own: its success green and warning orange carry white
  // text at 3.3:1 and 2.2:1, under WCAG's 4.5:1.
  const Content = styled(api.MaterialDesignContent)(({ theme }) => ({
    '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
    '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
    '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
    '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  }));
  const variants = { success: Content, error: Content, warning: Content, info: Content };
  function LoadedProvider() {
    // notistack's global functions work once its provider has mounted.
    useEffect(() => markReady(api), []);
    return (
      <WithTheme>
        <api.SnackbarProvider
          maxSnack={SNACKBAR_MAX}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
          Components={variants}
        />
      </WithTheme>
    );
  }
  return { default: LoadedProvider };
});

/** Where the snackbars appear: mount once, beside the app. */
export function SnackbarHost() {
  const show = useSyncExternalStore(wanted.subscribe, wanted.get, wanted.get);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Provider />
    </Suspense>
  );
}
