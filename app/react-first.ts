// React and React DOM, run before the rest of the app's core (app/core.ts imports this first), then a task
// boundary: compiling and running React DOM is the largest part of the start-up script, and with the engine's
// modules in the same task it made one task of about 100 ms on a phone-speed CPU, in which the page could not
// answer a tap. The await (top level) lets the browser in before the core's other modules run.
import 'react';
import 'react-dom/client';

await new Promise((done) => setTimeout(done, 0));
