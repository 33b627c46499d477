/**
 * Skills learned from the talent pool: which skills active candidates list together. A job
 * (server/features/skills/refresh-job.ts) rewrites the table from the pool after candidate
 * changes and daily; matching and GET /api/admin/skills/related read it.
 */
import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const relatedSkills = pgTable(
  "related_skills",
  {
    /** The skill, lower-cased (as candidates.skills_lower holds it). */
    skill: text("skill").notNull(),
    /** A skill often listed with it, lower-cased. */
    related: text("related").notNull(),
    /** The related skill as the pool spells it most often. */
    relatedName: text("related_name").notNull(),
    /** 0–1: how much listing `related` says about also listing `skill` (related-skills.ts). */
    score: doublePrecision("score").notNull(),
    /** Active candidates listing both. */
    support: integer("support").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skill, t.related] }),
    check("related_skills_score_range", sql`${t.score} > 0 AND ${t.score} <= 1`),
    check("related_skills_support_positive", sql`${t.support} > 0`),
  ],
);
