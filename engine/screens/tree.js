// The one walker of a screen's widget tree (the header's block, the body, each node's children), shared by the
// engine, the generator, the build and the server. Plain JS with JSDoc types: Node runs it in scripts/gen.mjs
// and build.mjs without a TypeScript loader.

/**
 * A widget node as far as the walk needs it: the screen schema's `Widget` fits (popups are widgets too).
 * @typedef {{ type: string, defer?: boolean | 'near' | 'code', gate?: TreeGate, children?: readonly TreeNode[] }} TreeNode
 */

/**
 * The part of a gate that says who may see a node (the screen schema's `Gate` fits).
 * @typedef {{ roles?: readonly string[], memberTypes?: unknown }} TreeGate
 */

/**
 * Every widget node of a screen, header block first, depth first: the node, its JSON pointer, whether it
 * is deferred (`"defer": true` or `"near"` on it or on a parent), and the gates it shows behind (its own and its parents').
 * @template {TreeNode} N
 * @param {{ header?: unknown, widgets?: readonly N[] }} screen
 * @returns {Generator<[N, string, boolean, TreeGate[]]>}
 */
export function* walkWidgets(screen) {
  /**
   * @param {readonly N[] | undefined} nodes
   * @param {string} base
   * @param {boolean} deferred
   * @param {TreeGate[]} gates
   * @returns {Generator<[N, string, boolean, TreeGate[]]>}
   */
  function* inner(nodes, base, deferred, gates) {
    for (const [i, node] of (nodes ?? []).entries()) {
      const late = deferred || (node.defer !== undefined && node.defer !== false);
      const behind = node.gate ? [...gates, node.gate] : gates;
      yield [node, `${base}/${i}`, late, behind];
      yield* inner(/** @type {readonly N[] | undefined} */ (node.children), `${base}/${i}/children`, late, behind);
    }
  }
  const header = /** @type {{ widgets?: readonly N[] } | undefined} */ (screen.header);
  yield* inner(header?.widgets, '/header/widgets', false, []);
  yield* inner(screen.widgets, '/widgets', false, []);
}

/**
 * Whether a visitor (nobody signed in) may see a node behind these gates, as far as who they are goes: no gate
 * asks for a signed-in role or a member type. The build uses it to leave member-only widgets out of a visitor's
 * first paint (engine/gates.ts decides the same for a known player at run time).
 * @param {readonly TreeGate[]} gates
 */
export function visitorMaySee(gates) {
  return gates.every((g) => g.memberTypes === undefined && (!g.roles || g.roles.includes('visitor')));
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
 * the first paint (`now`), or only those of deferred nodes (`later`; a type may be in both). With `may`, only
 * those of nodes whose gates it lets through.
 * @param {{ header?: unknown, widgets?: readonly TreeNode[] }} screen
 * @param {'all' | 'now' | 'later'} [which]
 * @param {(gates: readonly TreeGate[]) => boolean} [may]
 * @returns {string[]}
 */
export function widgetTypesOf(screen, which = 'all', may = () => true) {
  const types = new Set();
  for (const [node, , deferred, gates] of walkWidgets(screen))
    if ((which === 'all' || deferred === (which === 'later')) && may(gates)) types.add(node.type);
  return /** @type {string[]} */ ([...types]);
}
