// The page's module list: the server names each H5 page's JavaScript in this <meta> (space-separated URLs, the
// app's entry first), and the H5's first script (apps/h5/src/main.tsx) fetches them once the page is on screen.
// A file of its own, imported by nothing the app bundles: that script imports no chunk of the app.
export const MODULES_META = 'pautang-modules';
