// Copyright: the footer line, years from COPYRIGHT_YEARS; the owner and rights text come translated from config.
import { COPYRIGHT_YEARS } from '../../engine/page-constants.ts';

/** "© 2019-2025 Owner. All rights reserved." with the rights sentence optional. */
export function Copyright({ owner, rights }: { owner: string; rights?: string }) {
  return (
    <p className="ui-copyright">
      © {COPYRIGHT_YEARS} {owner}.{rights ? ` ${rights}` : ''}
    </p>
  );
}
