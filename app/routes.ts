import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type RouteEntry, routeTable } from "./route-table.ts";

function toConfig(entry: RouteEntry): RouteConfigEntry {
  const children = entry.children?.map(toConfig);
  if (entry.index) return index(entry.file);
  return children
    ? route(entry.path ?? null, entry.file, children)
    : route(entry.path ?? null, entry.file);
}

export default routeTable.map(toConfig) satisfies RouteConfig;
