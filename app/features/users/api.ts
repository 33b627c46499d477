/**
 * The admin dashboard's user calls and their toasts. After every
 * successful change the user list and the stats are fetched again; a change to the
 * signed-in admin's own account also refreshes the current user (header, role).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { userEndpoints } from "#common/endpoints/users.ts";
import { toast } from "~/components/ui/use-toast";
import { currentUserQueryKey, useAuth } from "~/features/auth/api";
import { call, keyOf, readOf } from "~/lib/endpoint-client";

export const usersKey = keyOf(userEndpoints.list);
export const adminStatsKey = keyOf(userEndpoints.stats);

export const usersQuery = () => readOf(userEndpoints.list);
export const useUsers = () => useQuery(usersQuery());

export const adminStatsQuery = () => readOf(userEndpoints.stats);
export const useAdminStats = () => useQuery(adminStatsQuery());

/** A mutation with the spec's Success/Error toasts and the refreshes after it. */
function useUserMutation<TVars>(options: {
  mutationFn: (vars: TVars) => Promise<unknown>;
  targetId: (vars: TVars) => string | undefined;
  success: string;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { user: me } = useAuth();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (_data, vars) => {
      toast({ title: "Success", description: options.success });
      const refreshes = [
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsKey }),
      ];
      if (me && options.targetId(vars) === me.id) {
        refreshes.push(queryClient.invalidateQueries({ queryKey: currentUserQueryKey }));
      }
      await Promise.all(refreshes);
    },
    onError: () => {
      toast({ title: "Error", description: options.failure, variant: "destructive" });
    },
  });
}

export function useCreateUser() {
  return useUserMutation({
    mutationFn: (input: BodyOf<typeof userEndpoints.create>) =>
      call(userEndpoints.create, { body: input }),
    targetId: () => undefined,
    success: "User created successfully",
    failure: "Failed to create user",
  });
}

export function useUpdateUser() {
  return useUserMutation({
    mutationFn: ({ id, input }: { id: string; input: BodyOf<typeof userEndpoints.update> }) =>
      call(userEndpoints.update, { params: { userId: id }, body: input }),
    targetId: (vars) => vars.id,
    success: "User updated successfully",
    failure: "Failed to update user",
  });
}

export function useSetPrivileges() {
  return useUserMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      call(userEndpoints.setPrivileges, { params: { userId: id }, body: { isAdmin } }),
    targetId: (vars) => vars.id,
    success: "User privileges updated successfully",
    failure: "Failed to update user privileges",
  });
}

/** POOL_ACCESS=approved: lets a waiting account read the talent pool. */
export function useApproveUser() {
  return useUserMutation({
    mutationFn: (id: string) => call(userEndpoints.approve, { params: { userId: id } }),
    targetId: (id) => id,
    success: "User approved: they can now see developers",
    failure: "Failed to approve the user",
  });
}

export function useChangePassword() {
  return useUserMutation({
    mutationFn: ({ id, input }: { id: string; input: BodyOf<typeof userEndpoints.setPassword> }) =>
      call(userEndpoints.setPassword, { params: { userId: id }, body: input }),
    targetId: (vars) => vars.id,
    success: "Password changed successfully",
    failure: "Failed to change password",
  });
}

export function useDeleteUser() {
  return useUserMutation({
    mutationFn: (id: string) => call(userEndpoints.remove, { params: { userId: id } }),
    targetId: () => undefined,
    success: "User deleted successfully",
    failure: "Failed to delete user",
  });
}

export const DELETE_USER_PROMPT =
  "Are you sure you want to delete this user? This action cannot be undone.";
