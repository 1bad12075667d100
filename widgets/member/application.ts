// Rules of the promotion application form: a comment of at most 140 characters and at most 3
// png/jpg images of at most 5 MB each. Pure, so the rules are unit-tested without a DOM.
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX, ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_TYPES } from '../../engine/page-constants.ts';

/** What the form needs of a picked file. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The label key of the comment's problem, or null when it is fine. */
export function commentError(comment: string): string | null {
  return [...comment].length > ACTIVITY_COMMENT_MAX ? 'promo_comment_too_long' : null;
}

/** Adds newly picked files to the current ones: keeps the acceptable ones and names the first problem. */
export function addImages<F extends PickedFile>(current: readonly F[], picked: readonly F[]): { files: F[]; error: string | null } {
  const files = [...current];
  let error: string | null = null;
  for (const file of picked) {
    if (!(ACTIVITY_IMAGE_TYPES as readonly string[]).includes(file.type)) error ??= 'promo_image_type';
    else if (file.size > ACTIVITY_IMAGE_MAX_BYTES) error ??= 'promo_image_size';
    else if (files.length >= ACTIVITY_IMAGE_MAX) error ??= 'promo_image_count';
    else files.push(file);
  }
  return { files, error };
}
