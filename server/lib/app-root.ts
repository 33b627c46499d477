import path from "node:path";

/**
 * The checkout's root folder. This module is two folders deep both as source
 * (server/lib/) and inside the server bundle (build/server-bundle/main.js, see
 * scripts/build-server.ts), so the same expression holds for both; files the server reads
 * at run time are named from here, never from the importing module's own folder.
 */
export const appRoot = path.resolve(import.meta.dirname, "../..");
