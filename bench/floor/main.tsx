// The floor: a React 19 + react-dom "hello world", built and served exactly like the app, so the
// benchmark can report the app's cost as a ratio to the smallest possible React page.
import { createRoot } from 'react-dom/client';

function Hello() {
  return (
    <main>
      <h1>Hello world</h1>
      <p>The smallest React page, for comparison.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Hello />);
