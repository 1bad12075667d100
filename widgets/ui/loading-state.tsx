// LoadingState: skeleton blocks in the shape of the content to come, so nothing shifts when it arrives.

/** Skeleton shapes: list rows, or a grid of game tiles. */
export type SkeletonShape = 'rows' | 'tiles';

/** Skeleton placeholders; label (translated "Loading") is what a screen reader hears. */
export function LoadingState({ label, count = 4, shape = 'rows' }: { label: string; count?: number; shape?: SkeletonShape }) {
  return (
    <div className={`ui-skeleton ui-skeleton--${shape}`} role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ui-skeleton__item" aria-hidden="true">
          <span className="ui-skeleton__block ui-skeleton__media" />
          <span className="ui-skeleton__lines">
            <span className="ui-skeleton__block ui-skeleton__line" />
            <span className="ui-skeleton__block ui-skeleton__line ui-skeleton__line--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
