// Which popups are open, for the widgets that show or wait for one. They subscribe here themselves, so opening or
// closing a popup renders only them: the engine services do not change with it, and the page around stays as it is.
import { useSnapshot } from 'valtio';
import { app } from '../state.ts';

/** The open popups by id (true when open), kept current. */
export const usePopups = (): Readonly<Record<string, boolean>> => useSnapshot(app.popups);
