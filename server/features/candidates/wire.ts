/**
 * Candidate answers as they go on the wire: the JSON bytes of one candidate, and of one page
 * of the pool's search with its count headers' values. Serialized once, by the serializer
 * the routes' response schemas would use, so an answer kept in memory (candidate-cache.ts)
 * is sent without any JSON work.
 */
import { serializerCompiler } from "fastify-type-provider-zod";
import { type CandidateSearch, candidateListSchema, candidateSchema } from "#common/candidate.ts";
import { routePath } from "#common/endpoint.ts";
import { candidateEndpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { searchCandidates } from "./search.ts";
import { getCandidate } from "./service.ts";

export interface ListPage {
  body: Buffer;
  /** Exact up to CANDIDATE_COUNT_CAP; past it the cap, and `capped`. */
  total: number;
  capped: boolean;
}

/** What Fastify sends JSON with. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

const serializeList = serializerCompiler({
  schema: candidateListSchema,
  method: "GET",
  url: routePath(candidateEndpoints.list.path),
});
const serializeOne = serializerCompiler({
  schema: candidateSchema,
  method: "GET",
  url: routePath(candidateEndpoints.get.path),
});

export async function listPage(db: Db, search: CandidateSearch): Promise<ListPage> {
  const { items, total, capped } = await searchCandidates(db, search);
  return { body: Buffer.from(serializeList(items)), total, capped };
}

/** One candidate's JSON; 404 for an unknown one. */
export async function candidateBody(db: Db, id: string): Promise<Buffer> {
  return Buffer.from(serializeOne(await getCandidate(db, id)));
}
