// Which popups are open, for the widgets that show or wait for one. They subscribe here themselves, so opening or
// closing a popup renders only them: the engine services do not change with it, and the page around stays as it is.
import { snapshot } from 'valtio/vanilla';
import { app } from '../state.ts';
import { useStore } from './use-store.ts';

/** The open popups by id (true when open), kept current (valtio keeps one snapshot per change, so it is stable between). */
export const usePopups = (): Readonly<Record<string, boolean>> => useStore(app.popups, snapshot);
