/** [path key of config/paths, screen file under app/routes] for every entry of the route table's source. */
export function routeTableFiles(source: string): [string, string][];
