// Logo: the brand logo from the theme (--logo-url, set by applyTheme), so it changes with the brand config.

/** The current brand's logo; label is the brand name screen readers hear. */
export function Logo({ label }: { label: string }) {
  return <span className="ui-logo" role="img" aria-label={label} />;
}
