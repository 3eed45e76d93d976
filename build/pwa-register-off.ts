import type { Plugin } from 'vite';

const PWA_REGISTER_OFF = '\0pwa-register-off';

/** The pre-render registers no worker: a stand-in for vite-plugin-pwa's virtual module. */
export function pwaRegisterOff(): Plugin {
  return {
    name: 'pwa-register-off',
    resolveId: (id) => (id === 'virtual:pwa-register/react' ? PWA_REGISTER_OFF : null),
    load: (id) =>
      id === PWA_REGISTER_OFF
        ? 'const no = [false, () => {}]; export function useRegisterSW() { return { needRefresh: no, offlineReady: no, updateServiceWorker: async () => {} }; }'
        : null,
  };
}
