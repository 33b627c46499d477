/**
 * What an app screen looks like before its script has run: the server's fallback
 * page for these routes (server/plugins/client-pages.ts) paints the site header and the
 * screen's own heading and introduction at once, instead of a blank page with a spinner,
 * while the screen's code and data load. The words are the screens' own (the same
 * constants), laid out with the screens' classes, so when the screen renders it appears
 * in the same place.
 *
 * The shell is a `<route-shell>` element laid over the page (fixed, opaque), hidden from
 * assistive technology (the fallback's spinner says "Loading..."). React skips an element
 * it did not render among the body's children when it hydrates, and a small script removes
 * the shell as soon as the screen's own `<h1>` is in `<main>` (in the same task, before the
 * browser paints) or after ten seconds at most.
 *
 * The shell is not inert: a tap on a painted control is taken by the page's early-taps
 * script (app/lib/early-taps.ts) and played again on the app's own control once the shell
 * is gone, and what was typed into a painted field is carried over with the focus
 * (docs/decisions/087-no-tap-lost.md). A painted link is followed by the browser. The
 * shell scrolls (a control below the fold can be reached), and the page takes its place.
 */
import { companyCopy } from "./features/companies/copy.ts";
import { engagementCopy } from "./features/engagements/copy.ts";
import { jobOrderCopy, reportCopy } from "./features/job-orders/copy.ts";
import { screenHeadings } from "./screen-headings.ts";

interface Shell {
  /** The screen's outer container, as the screen renders it. */
  container: string;
  title: string;
  intro: string;
  /** The ScreenHeading layout: a back link above the title. */
  back?: string;
}

const shells: Record<string, Shell> = {
  "routes/candidates/candidate-list": {
    container: "mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8",
    ...screenHeadings.developers,
  },
  "routes/admin/dashboard": {
    container: "mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8",
    ...screenHeadings.adminDashboard,
  },
  "routes/admin/job-orders": {
    container: "mx-auto min-h-screen max-w-6xl space-y-6 px-4 py-8",
    back: "Back to Admin Dashboard",
    title: jobOrderCopy.title,
    intro: jobOrderCopy.intro,
  },
  "routes/admin/engagements": {
    container: "mx-auto min-h-screen max-w-6xl space-y-6 px-4 py-8",
    back: "Back to Job Orders",
    title: engagementCopy.title,
    intro: engagementCopy.intro,
  },
  "routes/admin/companies": {
    container: "mx-auto min-h-screen max-w-5xl space-y-6 px-4 py-8",
    back: "Back to Admin Dashboard",
    title: companyCopy.title,
    intro: companyCopy.intro,
  },
  "routes/admin/reports": {
    container: "mx-auto min-h-screen max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8",
    back: "Back to Admin Dashboard",
    title: reportCopy.title,
    intro: reportCopy.intro,
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const svg = (className: string, paths: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${paths.map((d) => `<path d="${d}"></path>`).join("")}</svg>`;

const arrowLeft = svg("h-4 w-4", ["m12 19-7-7 7-7", "M19 12H5"]);
const spinner = svg("h-8 w-8 animate-spin text-primary", ["M21 12a9 9 0 1 1-6.219-8.56"]);

/**
 * Removes the shell once the screen's heading is there (see above), and hands what was done
 * on the painted screen to the app's: the scroll, the typed values and the focus at once, the held taps
 * in the next task once the root is hydrated (React has committed the screen by then), each
 * once. A control the app has not rendered yet is looked for again for up to half a minute
 * (the shell also goes after ten seconds without the app: a slow phone's held tap is still
 * played when the app comes), and one the app replaces within five seconds of the replay
 * (the screen mounted again, its state new) gets the tap again on its successor.
 */
export const ROUTE_SHELL_SCRIPT = `(()=>{
const s=document.getElementById("route-shell");if(!s)return;
let t;const o=new MutationObserver(()=>{if(document.querySelector("main h1"))d()});
function d(){o.disconnect();clearTimeout(t);
const e=window.__earlyTaps;if(!e){s.remove();return}
const taps=e.stop(),m=document.querySelector("main");
const fields=m?Array.prototype.filter.call(s.querySelectorAll("input,textarea"),(f)=>f.value!==f.defaultValue).map((f)=>[f.value,e.find(f,s,m)]):[];
const a=document.activeElement,focus=m&&a&&s.contains(a)?e.find(a,s,m):null,top=s.scrollTop;
const wanted=taps.map((x)=>(l)=>e.find(x,s,l));
s.remove();
if(top)window.scrollTo({top,behavior:"instant"});
for(const [v,f] of fields){if(!f)continue;
const set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value").set;set.call(f,v);
f.dispatchEvent(new Event("input",{bubbles:true}))}
if(focus)focus.focus();
const main=()=>document.querySelector("main");
const watch=(w,l)=>{let n=0;const c=()=>{if(!l.isConnected){const again=main()&&w(main());if(again)e.replay(again);return}if(++n<50)setTimeout(c,100)};setTimeout(c,100)};
let tries=0;const play=()=>{if((!main()||document.documentElement.dataset.hydrated!=="true")&&++tries<300){setTimeout(play,100);return}
for(let i=0;i<wanted.length;i++){const w=wanted[i],l=w&&main()&&w(main());if(l){wanted[i]=null;e.replay(l);watch(w,l)}}
if(wanted.some(Boolean)&&++tries<300)setTimeout(play,100)};
if(wanted.length)setTimeout(play)}
o.observe(document.body,{childList:true,subtree:true});t=setTimeout(d,10000)})();`;

/**
 * The shell of a route's screen, or null when it has none: `header` is the site header's
 * markup (the server takes it from a prerendered page, without its sign-in area).
 */
export function routeShellHtml(routeId: string | undefined, header: string): string | null {
  const shell = routeId ? shells[routeId] : undefined;
  if (!shell) return null;
  const heading = shell.back
    ? `<div class="space-y-2"><span class="inline-flex items-center gap-1 text-sm text-muted-foreground">${arrowLeft}${escapeHtml(shell.back)}</span><div class="text-3xl font-bold tracking-tight">${escapeHtml(shell.title)}</div><p class="text-muted-foreground">${escapeHtml(shell.intro)}</p></div>`
    : `<div class="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"><div><div class="text-3xl font-bold tracking-tight">${escapeHtml(shell.title)}</div><p class="mt-1 text-muted-foreground">${escapeHtml(shell.intro)}</p></div></div>`;
  return routeShellElement(
    header,
    `<div class="${shell.container}">${heading}<div class="flex justify-center py-12 text-muted-foreground">${spinner}</div></div>`,
  );
}

/**
 * The shell around `screen`, the screen's own markup painted by the server with its data
 * (app/screen-data/server.tsx), or the heading and spinner above.
 */
export function routeShellElement(header: string, screen: string): string {
  return `<route-shell id="route-shell" aria-hidden="true" class="fixed inset-0 z-[70] overflow-y-auto overscroll-contain bg-background">${header}${screen}</route-shell>`;
}

/**
 * The site header of a prerendered page, as the shell shows it: the brand and the main
 * navigation, without the sign-in area and the phone menu (who is signed in is not known
 * yet). Empty when the page has no header.
 */
export function shellHeader(pageHtml: string): string {
  const start = pageHtml.indexOf("<header");
  const navEnd = pageHtml.indexOf("</nav>", start);
  if (start < 0 || navEnd < 0) return "";
  return `${pageHtml.slice(start, navEnd + "</nav>".length)}</div></header>`;
}
