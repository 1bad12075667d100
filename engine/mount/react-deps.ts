// React for the mount layer: every module of engine/mount/ imports React from here (as wouter does with its
// react-deps.js), so the bundle holds one binding to React's CommonJS module instead of one per module. wouter's
// import of the pre-18 useSyncExternalStore shim resolves here too (scripts/build/plugins.mjs): React 19 has it.
export {
  Component,
  createContext,
  createElement,
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
export type { ComponentType, ReactNode } from 'react';
