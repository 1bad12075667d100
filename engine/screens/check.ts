// The compiled screen and app.json validators, loaded only when a live file differs from the text the
// build validated (see load.ts): the shipped screens need no validation code before the first paint.
import { validateScreen, validateApp } from '../../generated/validate-screens.js';
import type { CompiledValidator } from '../widget-module.ts';
import { describe, type Problem } from './describe.ts';

/** Validates a parsed file as a screen (or app.json), returning the first problem if any. */
export function check(file: string, value: unknown): Problem | null {
  const validate: CompiledValidator = file === 'app.json' ? validateApp : validateScreen;
  if (validate(value)) return null;
  return describe(file, value, validate.errors![0]!);
}
