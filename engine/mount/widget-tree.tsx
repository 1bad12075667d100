// Renders a list of widget nodes: each behind its gate and inside its own error boundary and hydration boundary
// (a server-rendered page hydrates widget by widget, see hydration.ts); deferred nodes (`"defer"`) only
// once the page lets them (after its first screenful, one at a time; a "near" one shows an empty place meanwhile,
// watched for coming into view; see deferred.ts).
import type { WidgetNode } from '../schema-types.ts';
import type { WidgetModule } from '../widget-module.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { HydrationBoundary } from './hydration.ts';
import { useEngine } from './use-engine.ts';
import type { Deferred } from './deferred.ts';

interface Props {
  nodes: readonly WidgetNode[] | undefined;
  modules: ReadonlyMap<string, WidgetModule>;
  broken: ReadonlySet<WidgetNode>;
  /** When deferred nodes may mount (default: at once). */
  deferred?: Pick<Deferred, 'mayMount' | 'place'>;
}

/** Mounts widget nodes in order. */
export function WidgetTree({ nodes, modules, broken, deferred }: Props) {
  const { allowed, t } = useEngine();
  return (
    <>
      {(nodes ?? []).map((node, i) => {
        if (!allowed(node.gate)) return null;
        const key = node.id ?? `${node.type}-${i}`;
        if (node.defer && deferred && !deferred.mayMount(node))
          return node.defer === 'near' ? <div key={key} className="widget-later" ref={deferred.place(node)} /> : null;
        const mod = modules.get(node.type);
        if (!mod || broken.has(node)) {
          return (
            <div key={key} className="widget-failed" role="alert">
              <span>{t('widget_unavailable')}</span>
            </div>
          );
        }
        const { Component } = mod;
        return (
          <ErrorBoundary
            key={key}
            label={t('widget_failed')}
            retryLabel={t('retry')}
            onError={(err) => console.error(`[engine] widget "${node.type}" (${key}) failed:`, err)}
          >
            <HydrationBoundary>
              <Component config={node.props ?? {}}>
                {node.children?.length ? <WidgetTree nodes={node.children} modules={modules} broken={broken} deferred={deferred} /> : null}
              </Component>
            </HydrationBoundary>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
