// Shows staff what is wrong in the screen files (development builds, or any build with ?staff=1).
import { snapshot } from 'valtio/vanilla';
import { app } from '../state.ts';
import { formatProblem } from '../screens/format-problem.ts';
import { useStore } from './use-store.ts';

const enabled = () => process.env.NODE_ENV !== 'production' || new URLSearchParams(location.search).has('staff');

/** A dismissable list of screen-file problems, for staff only. */
export function ProblemsBanner() {
  // Problems are pushed onto the list in place: valtio's snapshot of it is new with each change.
  const problems = useStore(app, (a) => snapshot(a.problems));
  if (!problems.length || !enabled()) return null;
  return (
    <aside className="problems" aria-label="Screen definition problems">
      <strong>{problems.length} screen definition problem(s) — the shipped definitions are used meanwhile</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <code>{formatProblem(p)}</code>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          app.problems = [];
        }}
      >
        Dismiss
      </button>
    </aside>
  );
}
