// The server's contexts, lowest first (issue 41): each may import only those before it. Read by the lint rules
// (.dependency-cruiser.cjs) and by the test that keeps docs/ARCHITECTURE.md's context map true.
module.exports.LAYERS = [
  'staff',
  'identity',
  'accounting',
  'lending',
  'collections',
  'support',
  'compliance',
  'notifications',
  'back-office',
  'site',
  'demo',
];
