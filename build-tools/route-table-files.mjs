// Which screen file each path of the H5 route table (apps/h5/src/app/route-table.ts) loads, read from its source:
// `[paths.x]: { load: named(() => import('./routes/y'), …` or a shared entry `const z: RouteEntry = { load: …`
// used as `[paths.x]: z,`. Shared by the Vite build (route preloads) and scripts/size.mjs.
export function routeTableFiles(source) {
  const shared = Object.fromEntries(
    [
      ...source.matchAll(
        /const (\w+): RouteEntry = \{\s*load: named\(\(\) => import\('\.\/routes\/([\w-]+)'\)/g,
      ),
    ].map((m) => [m[1], m[2]]),
  );
  return [
    ...[
      ...source.matchAll(/\[paths\.(\w+)\]: \{\s*load: named\(\(\) => import\('\.\/routes\/([\w-]+)'\)/g),
    ].map((m) => [m[1], m[2]]),
    ...[...source.matchAll(/\[paths\.(\w+)\]: (\w+),/g)]
      .filter((m) => shared[m[2]])
      .map((m) => [m[1], shared[m[2]]]),
  ];
}
