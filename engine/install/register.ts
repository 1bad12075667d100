// Registers the service worker (placeholder until the worker lands).
export function registerServiceWorker(): void {}
