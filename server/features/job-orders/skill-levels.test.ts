/**
 * The arithmetic that lets matching read less than everyone: the subsets a level ORs, and
 * the bounds that say who cannot enter the answer (ranking.ts). Each is an upper bound the
 * walk trusts, so each is checked against a brute force over every way to list the skills.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { WantedSkill } from "./partial-credit.ts";
import { partialsNeeded, requiredOthers, type Scoring, scoreBound } from "./score-bounds.ts";
import { binomial, subsets } from "./skill-levels.ts";

const zero = sql`0`;
function scoringOf(
  must: string[],
  others: string[],
  partial: Record<string, number>,
  criteriaMost = 20,
): Scoring {
  const both = must.length > 0 && others.length > 0;
  const mustWeight = must.length === 0 ? 0 : both ? 35 : 60;
  const othersWeight = others.length === 0 ? 0 : both ? 25 : 60;
  const wanted = (list: string[], kind: WantedSkill["list"]): WantedSkill[] =>
    list.map((skill) => ({
      skill,
      list: kind,
      resumePoints: partial[skill] ?? 0,
      related: [],
    }));
  return {
    lists: { must, others, mustWeight, othersWeight },
    wanted: [...wanted(must, "must"), ...wanted(others, "others")],
    criteria: { seniority: zero, rate: zero, availability: zero, start: zero },
    criteriaMost,
  };
}

/** Weight × held ÷ n rounded half up, as SQL computes a list's share. */
const share = (held: number, n: number, w: number) =>
  n === 0 ? 0 : Math.floor((held * 2 * w + n) / (2 * n));

/** Every way to list a subset of the skills: the most points with the assessment's 10. */
function bruteForce(scoring: Scoring, accept: (listed: Set<string>) => boolean): number {
  const skills = scoring.wanted;
  let best = 0;
  for (let mask = 0; mask < 2 ** skills.length; mask++) {
    const listed = new Set(skills.filter((_, i) => mask & (2 ** i)).map((w) => w.skill));
    if (!accept(listed)) continue;
    const points = (list: "must" | "others", weight: number) => {
      const of = skills.filter((w) => w.list === list);
      const held = of.filter((w) => listed.has(w.skill)).length;
      const partial = of
        .filter((w) => !listed.has(w.skill))
        .reduce((s, w) => s + w.resumePoints, 0);
      return Math.min(weight, share(held, of.length, weight) + partial);
    };
    best = Math.max(
      best,
      points("must", scoring.lists.mustWeight) +
        points("others", scoring.lists.othersWeight) +
        scoring.criteriaMost +
        10,
    );
  }
  return Math.min(100, best);
}

describe("matching's levels and bounds", () => {
  it("count and list the subsets a level ORs", () => {
    expect(binomial(5, 2)).toBe(10);
    expect(binomial(40, 20)).toBe(137846528820);
    expect(binomial(3, 4)).toBe(0);
    expect(subsets(["a", "b", "c"], 2)).toEqual([
      ["a", "b"],
      ["a", "c"],
      ["b", "c"],
    ]);
    expect(subsets(["a", "b", "c", "d", "e"], 3)).toHaveLength(10);
  });

  it("bound the score of those listing at most so many must-haves, never below what they can reach", () => {
    const scoring = scoringOf(["a", "b", "c"], ["t"], { a: 5, b: 5, c: 5, t: 12 });
    for (let held = 0; held <= 3; held++) {
      const reachable = bruteForce(
        scoring,
        (listed) => ["a", "b", "c"].filter((s) => listed.has(s)).length <= held,
      );
      expect(scoreBound(scoring, 10, held), `${held} held`).toBeGreaterThanOrEqual(reachable);
    }
    // Tighter than assuming every must-have: one of three earns a third and two halves.
    expect(scoreBound(scoring, 10, 1)).toBe(Math.min(100, 12 + 5 + 5 + 25 + 20 + 10));
    expect(scoreBound(scoring, 10)).toBe(Math.min(100, 35 + 25 + 20 + 10));
  });

  it("require another skill only when nobody lacking it can score what is needed", () => {
    const scoring = scoringOf([], ["a", "b"], { a: 6, b: 30 });
    const most = (lacking: string) => bruteForce(scoring, (listed) => !listed.has(lacking)) - 10; // without the assessment
    // Lacking a: 30 (b's share of 60) + 6 (a's résumé credit) + 20 criteria = 56.
    expect(most("a")).toBe(56);
    expect(requiredOthers(scoring, 0, 57)).toEqual(["a"]);
    expect(requiredOthers(scoring, 0, 56)).toEqual([]);
    // b's credit is as large as its share: it is never required.
    expect(requiredOthers(scoring, 0, 80)).toEqual(["a"]);
  });

  it("rule out only those who cannot pass what is needed but through a credit or a skill that can", () => {
    const scoring = scoringOf(["a", "b", "c"], ["t"], { a: 5, b: 5, c: 0, t: 12 });
    const related = (pairs: Array<[string, number]>) =>
      pairs.map(([name, points]) => ({ related: name, score: points / 6, points }));
    scoring.wanted[0]!.related = related([
      ["ra1", 5],
      ["ra2", 1],
    ]);
    scoring.wanted[2]!.related = related([["rc", 3]]);
    scoring.wanted[3]!.related = related([["rt", 6]]);
    const must = scoring.wanted.filter((w) => w.list === "must");
    type Option = { points: number; kind: "none" | "resume" | "related"; name: string };
    // Each unlisted skill's credit: none, the résumé's, or one related skill's.
    const options = (w: WantedSkill): Option[] => [
      { points: 0, kind: "none", name: "" },
      ...(w.resumePoints > 0
        ? [{ points: w.resumePoints, kind: "resume" as const, name: "" }]
        : []),
      ...w.related.map((r) => ({ points: r.points, kind: "related" as const, name: r.related })),
    ];
    // t listed (its share), or not with each of its credits.
    const tWays = [
      { points: 25, listed: true },
      ...options(scoring.wanted[3]!).map((o) => ({ points: o.points, listed: false })),
    ];
    let ruledOut = 0;
    for (let held = 0; held <= 2; held++) {
      for (let need = 0; need <= 100; need++) {
        const needed = partialsNeeded(scoring, held, need);
        if (!needed) continue;
        for (let mask = 0; mask < 8; mask++) {
          const listed = must.filter((_, i) => mask & (2 ** i));
          if (listed.length > held) continue;
          const unlisted = must.filter((w) => !listed.includes(w));
          const choices = unlisted.reduce<Option[][]>(
            (acc, w) => acc.flatMap((c) => options(w).map((o) => [...c, o])),
            [[]],
          );
          for (const choice of choices) {
            for (const t of tWays) {
              const can =
                (needed.others && t.points > 0) ||
                choice.some((o, i) => {
                  const n = needed.must.find((x) => x.skill === unlisted[i]!.skill)!;
                  return o.kind === "resume" ? n.resume : n.related.includes(o.name);
                });
              if (can) continue;
              const credit = choice.reduce((sum, o) => sum + o.points, 0);
              const points = Math.min(35, share(listed.length, 3, 35) + credit) + t.points + 20;
              expect(points, `${held} held, ${need} needed`).toBeLessThanOrEqual(need);
              ruledOut++;
            }
          }
        }
      }
    }
    expect(ruledOut).toBeGreaterThan(0);
    // One of three listed (12) and the criteria (20) leave 32: past 31 the other skill or a
    // credit is needed; past 42 (a gap of 10), a must-have's credit only with the others'
    // best (5 + 5 + 3).
    expect(partialsNeeded(scoring, 1, 31)).toBeNull();
    expect(partialsNeeded(scoring, 1, 42)).toEqual({
      must: [
        { skill: "a", resume: true, related: ["ra1"] },
        { skill: "b", resume: true, related: [] },
        { skill: "c", resume: false, related: ["rc"] },
      ],
      others: true,
    });
    expect(partialsNeeded(scoring, 1, 70)).toEqual({
      must: [
        { skill: "a", resume: false, related: [] },
        { skill: "b", resume: false, related: [] },
        { skill: "c", resume: false, related: [] },
      ],
      others: false,
    });
  });
});
