/** Answers shared by the customer's routes (their paths' parameters come from the table). */
import * as z from "zod";

export const noContent = { 204: z.null().describe("No content") };
