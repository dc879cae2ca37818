import { describe, expect, it } from "vitest";
import {
  DESKTOP_ROWS,
  MOBILE_ROWS,
  membersByRole,
  splitIntoRows,
  TEAM_ROLES,
  team,
} from "../../../content/team";

describe("team content", () => {
  it("has 34 distinct members covering every role, BOD as the spec lists", () => {
    expect(team).toHaveLength(34);
    expect(new Set(team.map((item) => item.name)).size).toBe(34);
    for (const role of TEAM_ROLES) expect(membersByRole(role).length).toBeGreaterThan(0);
    expect(membersByRole("BOD").map((item) => item.position)).toEqual([
      "CEO",
      "Digital Marketing Director",
      "Creative Director",
    ]);
    expect(membersByRole("All")).toHaveLength(34);
  });

  it("splits into 12/11/11 and 9/8/9/8 rows", () => {
    expect(splitIntoRows(team, DESKTOP_ROWS).map((row) => row.length)).toEqual([12, 11, 11]);
    expect(splitIntoRows(team, MOBILE_ROWS).map((row) => row.length)).toEqual([9, 8, 9, 8]);
  });
});
