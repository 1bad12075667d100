// Builds the service worker (engine/install/sw.ts) into <outdir>/sw.js with the precache list of this build.
/** Placeholder until the worker lands. */
export async function buildServiceWorker() {}
