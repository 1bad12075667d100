// Ambient declarations for what esbuild handles: stylesheet imports and the NODE_ENV define.
declare module '*.css';
