import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, stripLocale } from "./locale.ts";

describe("locale paths", () => {
  it("reads the edition from the path", () => {
    for (const path of ["/", "/identity"]) {
      expect(localeFromPath(path), path).toBe("en");
    }
    for (const path of ["/id", "/id/service/digital-ads"]) {
      expect(localeFromPath(path), path).toBe("id");
    }
  });

  it("moves a path between editions and back", () => {
    expect(localizePath("/", "id")).toBe("/id");
    expect(localizePath("/article/42", "id")).toBe("/id/article/42");
    expect(localizePath("/id/article/42", "en")).toBe("/article/42");
    expect(localizePath("/id", "en")).toBe("/");
    expect(localizePath("/#service", "id")).toBe("/id#service");
    expect(localizePath("/id/team", "id")).toBe("/id/team");
    expect(stripLocale("/id/clients/detail")).toBe("/clients/detail");
  });
});
