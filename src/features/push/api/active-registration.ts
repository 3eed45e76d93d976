/**
 * This app's own service worker registration once its worker is active: getToken needs it, or
 * Firebase registers a second worker of its own (PITFALLS: firebase-js-sdk #6584, #7693).
 */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) throw new Error('Service workers are not available');
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('The service worker is not active');
  if (worker.state === 'activated') return registration;
  await new Promise<void>((resolve) => {
    const onChange = () => {
      if (worker.state === 'activated') {
        worker.removeEventListener('statechange', onChange);
        resolve();
      }
    };
    worker.addEventListener('statechange', onChange);
  });
  return registration;
}
