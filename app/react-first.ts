// React and React DOM, run on their own (app/main.tsx loads this before the app): compiling and running React
// DOM is the largest part of the app's start-up script, and with the app's own modules in the same task it made
// one task of about 100 ms on a phone-speed CPU, in which the page could not answer a tap.
import 'react';
import 'react-dom/client';
