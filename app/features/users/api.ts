/**
 * The admin dashboard's user calls (spec §7) and their toasts (spec §8). After every
 * successful change the user list and the stats are fetched again; a change to the
 * signed-in admin's own account also refreshes the current user (header, role).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminStats,
  AdminUser,
  ChangePasswordInput,
  CreateUserInput,
  UpdateUserInput,
} from "#common/auth.ts";
import { toast } from "~/components/ui/use-toast";
import { currentUserQueryKey, useAuth } from "~/features/auth/api";
import { apiJson, apiRequest } from "~/lib/api";

export const usersKey = ["/api/admin/users"] as const;
export const adminStatsKey = ["/api/admin/stats"] as const;

export const usersQuery = () => queryOptions<AdminUser[]>({ queryKey: usersKey });
export const useUsers = () => useQuery(usersQuery());

export const adminStatsQuery = () => queryOptions<AdminStats>({ queryKey: adminStatsKey });
export const useAdminStats = () => useQuery(adminStatsQuery());

const userUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

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
    mutationFn: (input: CreateUserInput) => apiJson<AdminUser>("POST", "/api/admin/users", input),
    targetId: () => undefined,
    success: "User created successfully",
    failure: "Failed to create user",
  });
}

export function useUpdateUser() {
  return useUserMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      apiJson<AdminUser>("PUT", userUrl(id), input),
    targetId: (vars) => vars.id,
    success: "User updated successfully",
    failure: "Failed to update user",
  });
}

export function useSetPrivileges() {
  return useUserMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      apiJson<AdminUser>("PUT", `${userUrl(id)}/privileges`, { isAdmin }),
    targetId: (vars) => vars.id,
    success: "User privileges updated successfully",
    failure: "Failed to update user privileges",
  });
}

/** POOL_ACCESS=approved (§9): lets a waiting account read the talent pool. */
export function useApproveUser() {
  return useUserMutation({
    mutationFn: (id: string) => apiJson<AdminUser>("POST", `${userUrl(id)}/approve`),
    targetId: (id) => id,
    success: "User approved: they can now see developers",
    failure: "Failed to approve the user",
  });
}

export function useChangePassword() {
  return useUserMutation({
    mutationFn: ({ id, input }: { id: string; input: ChangePasswordInput }) =>
      apiRequest("PUT", `${userUrl(id)}/password`, input),
    targetId: (vars) => vars.id,
    success: "Password changed successfully",
    failure: "Failed to change password",
  });
}

export function useDeleteUser() {
  return useUserMutation({
    mutationFn: (id: string) => apiRequest("DELETE", userUrl(id)),
    targetId: () => undefined,
    success: "User deleted successfully",
    failure: "Failed to delete user",
  });
}

export const DELETE_USER_PROMPT =
  "Are you sure you want to delete this user? This action cannot be undone.";
