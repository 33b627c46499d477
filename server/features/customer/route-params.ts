/** Path parameters and answers shared by the customer's routes. */
import * as z from "zod";

export const tokenParams = z.object({ token: z.string() });
export const developerParams = z.object({ token: z.string(), developerId: z.string() });
export const noContent = { 204: z.null().describe("No content") };
