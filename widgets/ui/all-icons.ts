// The icon component with the whole set loaded (icons-more.ts): for widgets outside home's first paint, whose
// icons then draw with them at once.
import './icons-more.ts';

export { Icon, type IconName } from './icons.tsx';
