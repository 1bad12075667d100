// Lets TypeScript accept the studio's CSS import (esbuild bundles it into studio.css).
declare module '*.css';
