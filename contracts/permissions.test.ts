import { describe, expect, it } from "vitest";
import { can, listRolesWith, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from "./permissions.ts";

describe("the permission table", () => {
  it("gives admins every permission and editors the articles, the site's content, its media and the content part of analytics only", () => {
    for (const permission of PERMISSIONS) expect(can("admin", permission)).toBe(true);
    expect(PERMISSIONS.filter((permission) => can("editor", permission))).toEqual([
      "articles:manage",
      "site:manage",
      "media:manage",
      "analytics:content",
    ]);
  });

  it("gives sales the leads and analytics only: nothing of employees, staff accounts, the audit log or HR figures", () => {
    expect(PERMISSIONS.filter((permission) => can("sales", permission))).toEqual([
      "leads:manage",
      "analytics:read",
      "analytics:content",
    ]);
  });

  it("lets every role do what needs no permission (dashboard, own account, search)", () => {
    for (const role of STAFF_ROLES) expect(can(role)).toBe(true);
  });

  it("names the roles holding a permission", () => {
    expect(listRolesWith("articles:manage")).toEqual(["admin", "editor"]);
    expect(listRolesWith("leads:manage")).toEqual(["admin", "sales"]);
    expect(listRolesWith("site:manage")).toEqual(["admin", "editor"]);
    expect(listRolesWith("staff:manage")).toEqual(["admin"]);
    expect(listRolesWith("analytics:read")).toEqual(["admin", "sales"]);
    expect(listRolesWith("analytics:content")).toEqual(["admin", "editor", "sales"]);
  });

  it("lists only known permissions for each role", () => {
    for (const role of STAFF_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(permission);
    }
  });
});
