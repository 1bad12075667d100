// Entry of the component gallery page (/gallery, a staff tool): the UI kit in every state, ?brand=light, ?dir=rtl.
import { createRoot } from 'react-dom/client';
import { Gallery } from './gallery.tsx';
import './ui.css';
import './gallery.css';

createRoot(document.getElementById('root')!).render(<Gallery />);
