// The server's architecture as rules (issue 41), checked by `npm run lint` at error, so it cannot rot quietly:
// routes → flows → contexts → platform, each context reached only through its door (index.ts), and no circle.
// The contexts' order is declared once (scripts/context-layers.cjs, lowest first): a context may import only the ones below it, so no
// two contexts can ever import each other, even through a third. docs/ARCHITECTURE.md draws the same map, and
// apps/server/src/context-map.test.ts checks the drawing against the tree and this list.
const SRC = '^apps/server/src/';
const { LAYERS } = require('./scripts/context-layers.cjs');

const layerRules = LAYERS.map((name, level) => ({
  name: `context-order-${name}`,
  comment: `${name} imports only the contexts below it (${LAYERS.slice(0, level).join(', ') || 'none'}): no circle between contexts`,
  severity: 'error',
  // Tests sit above every context (they build the whole app through test-helper.ts), so they may read any door.
  from: { path: `${SRC}contexts/${name}/`, pathNot: '\\.test\\.ts$' },
  to: {
    path: `${SRC}contexts/(${LAYERS.filter((other, i) => i > level).join('|') || '-none-'})/`,
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'context-door-only',
      comment: "Another context's files are reached only through its index.ts (its door)",
      severity: 'error',
      from: { path: `${SRC}contexts/([^/]+)/` },
      to: {
        path: `${SRC}contexts/[^/]+/`,
        pathNot: [`${SRC}contexts/$1/`, `${SRC}contexts/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-door-only',
      comment:
        'Outside the contexts (flows, app.ts, tests, benches), a context is reached only through its index.ts',
      severity: 'error',
      from: { pathNot: `${SRC}contexts/` },
      to: { path: `${SRC}contexts/[^/]+/`, pathNot: `${SRC}contexts/[^/]+/index\\.ts$` },
    },
    {
      name: 'platform-imports-no-context',
      comment: 'platform/ is below every context and flow: it imports neither (nor the composition root)',
      severity: 'error',
      from: { path: `${SRC}platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SRC}(contexts|flows)/|${SRC}(app|call-handlers)\\.ts$` },
    },
    {
      name: 'context-imports-no-flow',
      comment:
        'A flow runs contexts in sequence; a context never calls back up into a flow (nor the composition root)',
      severity: 'error',
      from: { path: `${SRC}contexts/` },
      to: { path: `${SRC}flows/|${SRC}(app|call-handlers)\\.ts$` },
    },
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'No import circle anywhere: between files, contexts or layers',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|\\.generated\\.' },
    // Type-only imports count: a circle through types is a circle of meaning all the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
