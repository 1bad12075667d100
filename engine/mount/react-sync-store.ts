// React 19 has useSyncExternalStore built in: wouter's import of the pre-18 shim package resolves here instead
// (build.mjs), so the shim's code does not ship.
export { useSyncExternalStore } from 'react';
