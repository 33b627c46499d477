/** A tiny HTTP client for the balancer: keeps cookies and says which replica answered. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  replica: string;
  headers: Headers;
}

export class Client {
  private cookies = new Map<string, string>();

  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** The Cookie header this client sends now. */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return res;
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const res = await this.send(method, path, body);
    const text = await res.text();
    const type = res.headers.get("content-type") ?? "";
    return {
      status: res.status,
      body: (type.includes("json") && text ? JSON.parse(text) : text) as T,
      replica: res.headers.get("x-replica") ?? "",
      headers: res.headers,
    };
  }

  /** A GET whose body is kept as bytes (files). */
  async getBytes(path: string): Promise<Answer<Buffer>> {
    const res = await this.send("GET", path);
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      body,
      replica: res.headers.get("x-replica") ?? "",
      headers: res.headers,
    };
  }

  get<T = unknown>(path: string) {
    return this.request<T>("GET", path);
  }

  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("POST", path, body ?? {});
  }

  put<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("PUT", path, body ?? {});
  }

  /**
   * Sends the same request until every replica has answered it (round robin makes that the
   * next one or two), returning each replica's answer.
   */
  async onEveryReplica<T = unknown>(
    replicas: number,
    send: () => Promise<Answer<T>>,
  ): Promise<Map<string, Answer<T>>> {
    const answers = new Map<string, Answer<T>>();
    for (let i = 0; i < replicas * 4 && answers.size < replicas; i++) {
      const answer = await send();
      if (!answers.has(answer.replica)) answers.set(answer.replica, answer);
    }
    if (answers.size < replicas) throw new Error(`only ${[...answers.keys()]} answered`);
    return answers;
  }
}
