// The page's module list: the server names each H5 page's JavaScript in this <meta> (space-separated URLs), and
// the H5's entry fetches them once the page is on screen. A file of its own, so the tiny entry imports nothing
// else of the contract.
export const MODULES_META = 'pautang-modules';
