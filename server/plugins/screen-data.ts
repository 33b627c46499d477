/**
 * Paints the signed-in screens whose largest paint is data (a developer's profile, the
 * developer list, a job order, the candidate's own profile) on the server, for the app's
 * page (./client-pages.ts; docs/decisions/077-…): the screen's first API reads are made
 * here, through the API itself (`inject`, with the request's cookies), so the answers and
 * who may see them are exactly the API's; the screen is rendered from them
 * (app/screen-data/server.tsx) into the route shell, and the answers are inlined for the
 * app to start with.
 *
 * Nothing is painted when a read is refused (an unverified account, a candidate the pool
 * no longer has, no session): the app's page then answers as before and the screen says
 * why itself. Nor without the server bundle's renderer (`npm run dev` runs from source).
 *
 * Nor when `limit` screens are being painted already (SCREEN_PAINT_CONCURRENCY): a paint
 * costs ~10–20 ms of CPU (React's render of the whole screen) and holds its answers and
 * markup until sent: unbounded, a burst of them queued behind each other (bench:load, 100
 * connections on `/developers`: 68 pages a second, 640 ms median, 308 MB peak). A page
 * past the limit is the app's page, sent at once; the app then reads what it needs as it
 * does without painting, so a burst costs the server no more than those API reads.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { inlineJson } from "../../app/features/customer/page/data.ts";
import type { ScreenEntry } from "../../app/screen-data/screen-data.ts";
import { SCREEN_DATA_ID } from "../../app/screen-data/screen-data.ts";
import { SECURE_TALENT_COOKIE, TALENT_COOKIE } from "../features/talent/session.ts";

type Renderer = typeof import("../../app/screen-data/server.tsx");

export interface PaintedScreen {
  /** The screen's markup, for the route shell. */
  html: string;
  /** The inlined answers, as a `<script type="application/json">` for the page's body. */
  dataScript: string;
  /** The URLs read here, which the page must not preload again. */
  urls: string[];
}

export interface ScreenPainter {
  /** Whether this request may be painted here at all (before any read is made). */
  paints(routeId: string, request: FastifyRequest, mayBeSignedIn: boolean): boolean;
  paint(
    request: FastifyRequest,
    routeId: string,
    params: Record<string, string | undefined>,
    search: string,
  ): Promise<PaintedScreen | null>;
}

/** The cookies that say a candidate may be signed in. */
const CANDIDATE_COOKIES = [TALENT_COOKIE, SECURE_TALENT_COOKIE];

export async function createScreenPainter(
  app: FastifyInstance,
  limit: number,
): Promise<ScreenPainter | null> {
  if (limit === 0) return null;
  let renderer: Renderer;
  try {
    renderer = await import("../../app/screen-data/server.tsx");
  } catch (error) {
    app.log.warn({ err: error }, "signed-in screens: no server renderer; the app paints them");
    return null;
  }

  const read = async (request: FastifyRequest, url: string) => {
    const response = await app.inject({
      method: "GET",
      url,
      remoteAddress: request.ip,
      headers: {
        cookie: request.headers.cookie ?? "",
        "user-agent": request.headers["user-agent"] ?? "",
        "accept-language": request.headers["accept-language"] ?? "",
        host: request.headers.host ?? "localhost",
      },
    });
    return response;
  };

  /** Screens being painted now (their reads awaited, or rendering). */
  let inFlight = 0;

  return {
    paints(routeId, request, mayBeSignedIn) {
      if (inFlight >= limit) return false;
      const session = renderer.screenSession(routeId);
      if (session === "user") return mayBeSignedIn;
      if (session === "candidate") return CANDIDATE_COOKIES.some((c) => request.cookies?.[c]);
      return false;
    },

    async paint(request, routeId, params, search) {
      const reads = renderer.screenReads(routeId, params, search);
      if (!reads) return null;
      // Whatever goes wrong here, the visitor gets the app's page, which reads for itself.
      inFlight += 1;
      try {
        const answers = await Promise.all(reads.map((r) => read(request, r.url)));
        const entries: ScreenEntry[] = [];
        for (const [i, r] of reads.entries()) {
          const answer = answers[i]!;
          if (answer.statusCode === 200) {
            const headers = answer.headers as Record<string, string | undefined>;
            entries.push(r.entry(answer.json(), headers));
          } else if (r.required || answer.statusCode !== 401) {
            return null;
          } else {
            entries.push(r.entry(null, {}));
          }
        }
        return {
          html: renderer.renderScreen(routeId, request.url, entries),
          dataScript: `<script type="application/json" id="${SCREEN_DATA_ID}">${inlineJson(entries)}</script>`,
          urls: reads.map((r) => r.url),
        };
      } catch (error) {
        request.log.warn({ err: error, routeId }, "signed-in screen: not painted on the server");
        return null;
      } finally {
        inFlight -= 1;
      }
    },
  };
}
