// Node module hooks for tests: a stylesheet import (handled by esbuild in the app) loads as an empty module.
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}
