import { createValueStore } from './value-store';

/**
 * Whether the API answered the last time this context asked. `navigator.onLine` only says that a
 * network interface is up: a tablet on a Wi-Fi with no way out, a captive portal or a browser whose
 * network emulation misses a page all report `true` while every request fails. Any answer, even
 * an error status, proves the way to the server; a request that gets none says it is gone.
 */
export const serverReachable = createValueStore(true);
