import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    // `npm run dev`: the Vite dev server proxies API and file calls to the Fastify process.
    proxy: { "/api": "http://localhost:3001", "/objects": "http://localhost:3001" },
  },
});
