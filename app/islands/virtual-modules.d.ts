/** Provided by vite.config.ts (islandsEntry): the URL of app/islands/client.tsx's build. */
declare module "virtual:islands-script-url" {
  const url: string | undefined;
  export default url;
}
