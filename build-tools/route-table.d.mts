/** Every path of the H5 route table with its screen and the screen's file (relative to apps/h5). */
export function routeScreens(): Promise<{ path: string; screen: string; file: string }[]>;
