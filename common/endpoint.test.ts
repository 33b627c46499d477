import { describe, expect, it } from "vitest";
import { endpoint, pathOf, types, urlOf } from "./endpoint.ts";

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
