/**
 * Development: the API server on :3001 (restarted on change by `node --watch`) and
 * React Router's Vite dev server on :5173, which proxies /api and /objects to it.
 */
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--watch-path=server", "--watch-path=common", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", NODE_ENV: "development" },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit", env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", () => stop());
