/** The recruiter's workspace, read by the tab's label and its content. */
import { useQuery } from "@tanstack/react-query";
import { todayEndpoints } from "#common/endpoints/today.ts";
import { keyOf, readOf } from "~/lib/endpoint-client";

export const todayKey = keyOf(todayEndpoints.get);

export const todayQuery = () => readOf(todayEndpoints.get);
export const useToday = () => useQuery(todayQuery());
