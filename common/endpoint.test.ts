import { describe, expect, it } from "vitest";
import {
  endpoint,
  type ParamsOf,
  type PathParams,
  pathOf,
  restParamOf,
  routePath,
  types,
  urlOf,
} from "./endpoint.ts";

const list = endpoint(
  "GET",
  "/api/things/{id}/items",
  types<{ response: null; query: { a?: string | null; b?: number; c?: boolean } }>(),
);

describe("urlOf", () => {
  it("encodes each path parameter as one segment", () => {
    expect(pathOf(list, { id: "a/b c" })).toBe("/api/things/a%2Fb%20c/items");
  });

  it("leaves out undefined and empty fields, writes null as an empty value", () => {
    expect(urlOf(list, { id: "1" }, { a: "", b: undefined })).toBe("/api/things/1/items");
    expect(urlOf(list, { id: "1" }, { a: null })).toBe("/api/things/1/items?a=");
    expect(urlOf(list, { id: "1" }, { a: "x y", b: 2, c: false })).toBe(
      "/api/things/1/items?a=x+y&b=2&c=false",
    );
  });
});

const file = endpoint("GET", "/api/shared/files/{token}/{path*}", types<{ response: unknown }>());
const unsubscribe = endpoint("POST", "/api/unsubscribe/{token*}", types<{ response: null }>());

describe("rest parameters", () => {
  it("keep the value's slashes and encode each segment on its own", () => {
    expect(pathOf(file, { token: "a/b", path: "photos/x y/1.jpg" })).toBe(
      "/api/shared/files/a%2Fb/photos/x%20y/1.jpg",
    );
    expect(pathOf(unsubscribe, { token: "abc.def" })).toBe("/api/unsubscribe/abc.def");
  });

  it("are Fastify's wildcard, the other parameters its `:name`", () => {
    expect(routePath(file.path)).toBe("/api/shared/files/:token/*");
    expect(routePath("/objects/{path*}")).toBe("/objects/*");
    expect(routePath(list.path)).toBe("/api/things/:id/items");
  });

  it("are named without the star", () => {
    expect(restParamOf(file.path)).toBe("path");
    expect(restParamOf(list.path)).toBeUndefined();
    const params: PathParams<"/objects/{path*}"> = { path: "a/b" };
    // @ts-expect-error the star is not part of the name
    const starred: PathParams<"/objects/{path*}"> = { "path*": "a/b" };
    // @ts-expect-error a rest parameter is required like any other
    const missing: ParamsOf<typeof file> = { token: "t" };
    expect([params, starred, missing]).toHaveLength(3);
    // @ts-expect-error the file's path is required
    expect(() => pathOf(file, { token: "t" })).toThrow('missing path parameter "path"');
  });
});
