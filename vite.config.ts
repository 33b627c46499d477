import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Fewer, larger shared chunks on the public pages' first load: see docs/decisions.md
    // ("Two hand-made chunks").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the Vite dev server proxies API and file calls to the Fastify process.
    proxy: { "/api": "http://localhost:3001", "/objects": "http://localhost:3001" },
  },
});
