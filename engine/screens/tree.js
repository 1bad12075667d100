// The one walker of a screen's widget tree (the header's block, the body, each node's children), shared by the
// engine, the generator, the build and the server. Plain JS with JSDoc types: Node runs it in scripts/gen.mjs
// and build.mjs without a TypeScript loader.

/**
 * A widget node as far as the walk needs it: the screen schema's `Widget` fits (popups are widgets too).
 * @typedef {{ type: string, defer?: boolean, children?: readonly TreeNode[] }} TreeNode
 */

/**
 * Every widget node of a screen, header block first, depth first: the node, its JSON pointer, and whether it
 * is deferred (`"defer": true` on it or on a parent).
 * @template {TreeNode} N
 * @param {{ header?: unknown, widgets?: readonly N[] }} screen
 * @returns {Generator<[N, string, boolean]>}
 */
export function* walkWidgets(screen) {
  /**
   * @param {readonly N[] | undefined} nodes
   * @param {string} base
   * @param {boolean} deferred
   * @returns {Generator<[N, string, boolean]>}
   */
  function* inner(nodes, base, deferred) {
    for (const [i, node] of (nodes ?? []).entries()) {
      const late = deferred || node.defer === true;
      yield [node, `${base}/${i}`, late];
      yield* inner(/** @type {readonly N[] | undefined} */ (node.children), `${base}/${i}/children`, late);
    }
  }
  const header = /** @type {{ widgets?: readonly N[] } | undefined} */ (screen.header);
  yield* inner(header?.widgets, '/header/widgets', false);
  yield* inner(screen.widgets, '/widgets', false);
}

/**
 * Every widget node of a screen, in walk order.
 * @template {TreeNode} N
 * @param {{ header?: unknown, widgets?: readonly N[] }} screen
 * @returns {N[]}
 */
export function widgetsOf(screen) {
  return [...walkWidgets(screen)].map(([node]) => node);
}

/**
 * The widget types a screen uses, each once, in walk order: all of them, only those of nodes that mount with
 * the first paint (`now`), or only those of deferred nodes (`later`; a type may be in both).
 * @param {{ header?: unknown, widgets?: readonly TreeNode[] }} screen
 * @param {'all' | 'now' | 'later'} [which]
 * @returns {string[]}
 */
export function widgetTypesOf(screen, which = 'all') {
  const types = new Set();
  for (const [node, , deferred] of walkWidgets(screen)) if (which === 'all' || deferred === (which === 'later')) types.add(node.type);
  return /** @type {string[]} */ ([...types]);
}
