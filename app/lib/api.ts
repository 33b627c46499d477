/**
 * The API client: every call sends cookies, JSON bodies carry a JSON content
 * type, and a non-success status becomes an Error whose message is
 * "<status>: <response text or status text>".
 */
import type { QueryFunction } from "@tanstack/react-query";

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The `message` of the JSON error body, for screens that show only the words. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : this.body;
    } catch {
      return this.body;
    }
  }

  /** Field messages of a 400 answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest, then the parsed JSON body (or null for 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/**
 * A GET through the same client, answering the parsed body and the response's headers (the
 * developer list reads its X-Total-Count from them). The one way screens read the API.
 */
export async function apiFetch<T>(
  url: string,
  init: { signal?: AbortSignal } = {},
): Promise<{ data: T; headers: Headers; status: number }> {
  const res = await fetch(url, { credentials: "include", signal: init.signal });
  await throwIfResNotOk(res);
  return { data: (await res.json()) as T, headers: res.headers, status: res.status };
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The URL the default query fetch reads for `queryKey`: its parts joined with slashes. */
export const queryUrl = (queryKey: readonly unknown[]): string => queryKey.join("/");

/** The default data fetch: joins the query key with slashes and parses JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryUrl(queryKey), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
