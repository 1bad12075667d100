// Whether the screen a component is in is the one shown. A screen just left stays mounted, hidden, for a few frames
// (app.tsx useLeaving); a modal it had open is portalled out of it, so it reads this to close with its screen
// rather than stay over the next one (and keep its scroll lock) until the left screen unmounts.
import { createContext, useContext } from 'react';

/** The app gives each screen `true` while it is the one shown, `false` while it is being left. */
export const ScreenShown = createContext(true);

/** False while the screen this component is in is being left. */
export const useScreenShown = (): boolean => useContext(ScreenShown);
