// Renders a list of widget nodes: each behind its gate and inside its own error boundary and hydration boundary
// (a server-rendered page hydrates widget by widget, see hydration.ts); deferred nodes (`"defer"`) only
// once the page lets them (after its first screenful, one at a time; a "near" one shows an empty place meanwhile,
// watched for coming into view; a "code" one the server rendered mounts at once, its code arriving later; see
// deferred.ts). In the studio's preview only, each node sits in a box-less mark
// naming its JSON pointer in the screen file, so a click there selects it in the studio.
import { memo, type ComponentType, type ReactNode } from './react-deps.ts';
import type { WidgetNode } from '../schema-types.ts';
import type { WidgetModule, WidgetProps } from '../widget-module.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { HydrationBoundary } from './hydration.ts';
import { useEngine } from './use-engine.ts';
import type { Deferred } from './deferred.ts';

interface Props {
  nodes: readonly WidgetNode[] | undefined;
  modules: ReadonlyMap<string, WidgetModule>;
  broken: ReadonlySet<WidgetNode>;
  /** When deferred nodes may mount (default: at once). */
  deferred?: Pick<Deferred, 'mayMount' | 'place'> & Partial<Pick<Deferred, 'served'>>;
  /** In the studio's preview only: the JSON pointer of this list in the screen file (e.g. /widgets). */
  at?: string;
}

/** The config of a node without props: one object, so a widget's props stay the same from one render to the next. */
const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

const holding = new WeakMap<WidgetNode, boolean>();
/**
 * Whether a node has a deferred node among its descendants (its own tree then follows when they may mount);
 * remembered per node.
 */
function holdsDeferred(node: WidgetNode): boolean {
  let known = holding.get(node);
  if (known === undefined) {
    known = node.children?.some((c) => Boolean(c.defer) || holdsDeferred(c)) ?? false;
    holding.set(node, known);
  }
  return known;
}

interface MountedProps extends Omit<Props, 'nodes'> {
  node: WidgetNode;
  // biome-ignore lint/suspicious/noExplicitAny: the registry erases each widget's own props type; its compiled validator checked them before mounting
  Component: ComponentType<WidgetProps<any>>;
  /** The node's key, for the console when it fails. */
  name: string;
  label: string;
  retryLabel: string;
  /** In the studio's preview only: the node's JSON pointer in the screen file. */
  pointer?: string;
}

/**
 * One widget with its boundaries. Memoised: the page renders again each time a deferred widget may mount (one
 * commit per widget), and a widget whose node, module and labels are the same need not render again for it (on
 * home, each such commit rendered every widget mounted before it). It still renders for the services it reads
 * (useEngine), for its own state, and, when deferred nodes sit below it, for when they may mount.
 */
const Mounted = memo(function Mounted({ node, Component, name, label, retryLabel, modules, broken, deferred, pointer }: MountedProps) {
  const widget = (
    <ErrorBoundary
      label={label}
      retryLabel={retryLabel}
      onError={(err) => console.error(`[engine] widget "${node.type}" (${name}) failed:`, err)}
    >
      <HydrationBoundary>
        <Component config={node.props ?? NO_PROPS}>
          {node.children?.length ? (
            <WidgetTree
              nodes={node.children}
              modules={modules}
              broken={broken}
              deferred={deferred}
              at={pointer === undefined ? undefined : `${pointer}/children`}
            />
          ) : null}
        </Component>
      </HydrationBoundary>
    </ErrorBoundary>
  );
  return pointer === undefined ? widget : <StudioNode pointer={pointer}>{widget}</StudioNode>;
});

/** The studio preview's mark: a box-less element (display: contents, set as a property the CSP allows) naming the node. */
function StudioNode({ pointer, children }: { pointer: string; children: ReactNode }) {
  return (
    <div data-studio-node={pointer} ref={(el) => void (el && (el.style.display = 'contents'))}>
      {children}
    </div>
  );
}

/** Mounts widget nodes in order. */
export function WidgetTree({ nodes, modules, broken, deferred, at }: Props) {
  const { allowed, t } = useEngine();
  return (
    <>
      {(nodes ?? []).map((node, i) => {
        if (!allowed(node.gate)) return null;
        const key = node.id ?? `${node.type}-${i}`;
        if (node.defer && deferred && !deferred.mayMount(node))
          return node.defer === 'near' ? <div key={key} className="widget-later" ref={deferred.place(node)} /> : null;
        const mod = (node.defer && deferred?.served?.(node)) || modules.get(node.type);
        if (!mod || broken.has(node)) {
          return (
            <div key={key} className="widget-failed" role="alert">
              <span>{t('widget_unavailable')}</span>
            </div>
          );
        }
        return (
          <Mounted
            key={key}
            name={key}
            node={node}
            Component={mod.Component}
            label={t('widget_failed')}
            retryLabel={t('retry')}
            modules={modules}
            broken={broken}
            deferred={holdsDeferred(node) ? deferred : undefined}
            pointer={at === undefined ? undefined : `${at}/${i}`}
          />
        );
      })}
    </>
  );
}
