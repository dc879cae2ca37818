import { describe, expect, it } from "vitest";
import { plural } from "./plural.ts";

describe("plural", () => {
  it("follows each language's rules", () => {
    const forms = { one: "article", other: "articles" };
    expect(plural("en-US", 1, forms)).toBe("article");
    expect(plural("en-US", 0, forms)).toBe("articles");
    expect(plural("en-US", 2, forms)).toBe("articles");
    expect(plural("id-ID", 1, { other: "artikel" })).toBe("artikel");
  });
});
