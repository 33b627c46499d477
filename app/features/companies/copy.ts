/** The company screens' words. Loaded by the server too (app/route-shells.ts): no `~` imports. */

export const companyCopy = {
  title: "Companies",
  intro: "Your customers' organisations: their people, links, job orders and engagements.",
  empty: "No companies yet. Create one, and job orders and links for its domains join it.",
  noMatch: "No company matches this search.",
  notFound: "Company not found",
  deletePrompt:
    "Delete this company? Its job orders, links and engagements stay and keep working, without a company.",
  domainsHelp:
    "New job orders and links for e-mail addresses at these domains join this company. Separate them with commas.",
  viewersHelp:
    "Everyone who opened one of the company's links. Viewers who never verified an e-mail address are one row: anonymous.",
  noViewers: "Nobody has opened the company's links yet.",
  noLinks: "No links for this company yet.",
  noJobOrders: "No job orders for this company yet.",
  noEngagements: "No engagements for this company yet.",
  noEvents: "Nothing has happened on the company's links and job orders yet.",
  /** The picker's empty choice on a new job order or link, and on an existing one. */
  byDomain: "Match by e-mail domain",
  none: "No company",
};

/** "1 job order", "2 job orders". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
