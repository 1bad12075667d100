// Stands in for markdown-to-jsx in the studio bundle (studio/build.mjs aliases it here): rjsf renders
// descriptions as Markdown only when a form asks for it (enableMarkdownInDescription), which the studio's
// forms never do, so the 85 KB parser would never run. Shows the text as it is.
import type { ReactNode } from 'react';

/** The text, unparsed. */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
