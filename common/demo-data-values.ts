/**
 * The demo candidates a first start loads (about thirty sample people, not real ones): how
 * they are marked and what the admin reads about them. Plain values, no zod, for the admin
 * dashboard's first load.
 */

/** The admin-only tag every demo candidate carries, so that anyone can tell them apart. */
export const DEMO_CANDIDATE_TAG = "demo";

export const DEMO_DATA_COPY = {
  // One short line: it appears once its count has arrived, after the dashboard's first
  // paint, and a longer block became the page's largest paint (4.1 s on a slow phone).
  notice: (count: number) =>
    `The talent pool holds ${count} demo candidate${count === 1 ? "" : "s"}, tagged "${DEMO_CANDIDATE_TAG}".`,
  remove: "Remove demo data",
  confirmTitle: "Remove the demo candidates?",
  confirmText:
    "They are sample people loaded on the first start: remove them before you share the site. They leave the pool, and with them any pipeline entries, shortlist places and engagements made with them. Your own candidates stay.",
  removed: (count: number) => `${count} demo candidate${count === 1 ? "" : "s"} removed.`,
} as const;
