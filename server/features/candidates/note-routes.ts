/** The recruiters' internal notes on a candidate: admin-only. */
import type { FastifyInstance } from "fastify";
import {
  candidateNoteListSchema,
  candidateNoteSchema,
  noteInputSchema,
} from "#common/candidate-note.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../auth/session.ts";
import { addNote, listNotes } from "./notes.ts";

export async function noteRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  route(
    app,
    endpoints.notes,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List the recruiters' notes on a candidate",
        response: { 200: candidateNoteListSchema },
      },
    },
    async (request) => listNotes(db, request.params.id),
  );

  route(
    app,
    endpoints.addNote,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Add a note to a candidate",
        body: noteInputSchema,
        response: { 201: candidateNoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(db, request.params.id, request.body, request.user!.id)),
  );
}
