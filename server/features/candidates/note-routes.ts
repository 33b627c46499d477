/** Internal notes on a candidate (product-extensions §5): admin-only. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  candidateNoteListSchema,
  candidateNoteSchema,
  noteInputSchema,
} from "#common/candidate-note.ts";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../auth/session.ts";
import { addNote, listNotes } from "./notes.ts";

const idParams = z.object({ id: z.string() });

export async function noteRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/candidates/:id/notes",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List the recruiters' notes on a candidate",
        params: idParams,
        response: { 200: candidateNoteListSchema },
      },
    },
    async (request) => listNotes(db, request.params.id),
  );

  r.post(
    "/api/candidates/:id/notes",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Add a note to a candidate",
        params: idParams,
        body: noteInputSchema,
        response: { 201: candidateNoteSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNote(db, request.params.id, request.body, request.user!.id)),
  );
}
