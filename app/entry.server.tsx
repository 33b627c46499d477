/**
 * Build-time rendering only (ssr: false): every page this renders is prerendered HTML or
 * the SPA fallback, so nothing is gained by streaming. React Router's default streams a
 * shell for non-bot requests, and React outlines large Suspense boundaries: the public
 * pages shipped the root boundary's spinner first, with the page swapped in later by a
 * script. That cost them their first paint of real content and a layout shift
 * (Lighthouse CLS 0.32) when the page pushed the footer down. Here every page is written
 * whole: all content ready, no boundary outlined.
 *
 * A content page (anything but the SPA fallback) is then made static HTML with islands:
 * each island is rendered here as a root of its own (app/islands/island.tsx), and the
 * page's scripts are swapped for the islands' script (static-page.ts).
 */
import { Writable } from "node:stream";
import islandsScriptUrl from "virtual:islands-script-url";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { type IslandRenderer, IslandRendererContext } from "./islands/island.tsx";
import { StaticPageRouter } from "./islands/page-router.tsx";
import { toStaticPage } from "./static-page.ts";

export const streamTimeout = 5_000;

function islandRenderer(url: string): IslandRenderer {
  return (element, identifierPrefix) =>
    renderToString(<StaticPageRouter url={url}>{element}</StaticPageRouter>, {
      identifierPrefix,
    });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Under the dev server there is no islands' script: content pages hydrate whole there.
    const contentPage = !routerContext.isSpaMode && islandsScriptUrl !== undefined;
    const router = <ServerRouter context={routerContext} url={request.url} />;
    const { pipe, abort } = renderToPipeableStream(
      contentPage ? (
        <IslandRendererContext value={islandRenderer(request.url)}>{router}</IslandRendererContext>
      ) : (
        router
      ),
      {
        // React outlines a boundary larger than this (12.8 kB by default) even when it is
        // ready: its fallback goes first and the content is swapped in by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allReady = true;
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              try {
                const html = Buffer.concat(chunks).toString("utf8");
                const body = contentPage ? toStaticPage(html, islandsScriptUrl as string) : html;
                responseHeaders.set("Content-Type", "text/html");
                resolve(new Response(body, { headers: responseHeaders, status }));
              } catch (error) {
                reject(error);
              }
              callback();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before all content is ready reject through React Router and are
          // logged there; later ones would otherwise go unseen.
          if (allReady) console.error(error);
        },
      },
    );
  });
}
