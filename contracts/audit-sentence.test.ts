import { describe, expect, it } from "vitest";
import { describeAuditEvent } from "./audit-sentence.ts";
import { admin } from "./messages/admin.ts";
import { admin as adminId } from "./messages/id/admin.ts";

const event = (action: string, details: Record<string, unknown> | null, extra = {}) => ({
  action,
  actorEmail: "dewi@projingga.test",
  actorName: "Dewi",
  entity: "employee",
  entityId: "12",
  details,
  ...extra,
});

describe("audit entries as sentences", () => {
  it("names the employees of a bulk delete, in each staff language", () => {
    const bulk = event("employee.bulk_delete", {
      count: 3,
      ids: 3,
      names: ["Andi", "Budi", "Citra"],
    });
    expect(describeAuditEvent(admin.audit, bulk)).toBe(
      "Dewi deleted 3 employees: Andi, Budi, Citra",
    );
    expect(describeAuditEvent(adminId.audit, bulk)).toBe(
      "Dewi menghapus 3 karyawan: Andi, Budi, Citra",
    );
    const many = event("employee.bulk_delete", { count: 25, names: ["Andi", "Budi"] });
    expect(describeAuditEvent(admin.audit, many)).toBe(
      "Dewi deleted 25 employees: Andi, Budi and 23 more",
    );
    expect(describeAuditEvent(adminId.audit, many)).toBe(
      "Dewi menghapus 25 karyawan: Andi, Budi, dan 23 lainnya",
    );
  });

  it("says what an update changed, masking the photo", () => {
    const update = event("employee.update", {
      name: "Ayu",
      changes: [
        { field: "status", from: "Active", to: "Inactive" },
        { field: "position", from: "", to: "Designer" },
        { field: "photo", masked: true },
      ],
    });
    expect(describeAuditEvent(admin.audit, update)).toBe(
      "Dewi updated employee Ayu: status: Active → Inactive; position: (empty) → Designer; photo changed",
    );
    expect(describeAuditEvent(adminId.audit, update)).toBe(
      "Dewi mengubah data karyawan Ayu: status: Active → Inactive; jabatan: (kosong) → Designer; foto diganti",
    );
  });

  it("reads older entries without the new details sensibly", () => {
    expect(
      describeAuditEvent(admin.audit, event("employee.bulk_delete", { count: 3, ids: 3 })),
    ).toBe("Dewi deleted 3 employees");
    expect(describeAuditEvent(admin.audit, event("employee.update", null))).toBe(
      "Dewi updated employee #12",
    );
    expect(
      describeAuditEvent(adminId.audit, event("employee.update", null, { actorName: null })),
    ).toBe("dewi@projingga.test mengubah data karyawan #12");
    expect(
      describeAuditEvent(
        admin.audit,
        event("auth.login_failed", { email: "x@y.z" }, { actorName: null, actorEmail: null }),
      ),
    ).toBe("Failed sign-in as x@y.z");
    expect(describeAuditEvent(admin.audit, event("site.team.update", { name: "Raka" }))).toBe(
      "Dewi updated team member Raka",
    );
    expect(
      describeAuditEvent(
        adminId.audit,
        event("employee.bulk_status", { count: 2, status: "Inactive", ids: 2 }),
      ),
    ).toBe("Dewi mengubah status 2 karyawan menjadi Nonaktif");
    expect(describeAuditEvent(adminId.audit, event("something.new", null))).toBe(
      "Dewi: something.new",
    );
  });
});
