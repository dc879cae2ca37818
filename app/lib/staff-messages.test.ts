import { describe, expect, it } from "vitest";
import { messages, runInStaffLocale } from "./staff-messages.ts";

// Captured once, as the staff screens do at module level.
const t = messages.admin.employees;

describe("staff catalogue", () => {
  it("reads every text in the language of the request it is used in", async () => {
    expect(t.title).toBe("Employees");
    expect(runInStaffLocale("id", () => t.title)).toBe("Karyawan");
    expect(runInStaffLocale("en", () => t.title)).toBe("Employees");
    // Across awaits of one request, and for two requests in flight at once.
    const [indonesian, english] = await Promise.all([
      runInStaffLocale("id", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return t.bulkDeleted(2);
      }),
      runInStaffLocale("en", async () => t.bulkDeleted(2)),
    ]);
    expect(indonesian).toBe("2 karyawan dihapus");
    expect(english).toBe("2 employees deleted");
  });

  it("keeps the spec's English texts word for word in English, and translates them in Indonesian", () => {
    expect(messages.admin.employees.deleteDialog.confirmTitle).toBe("Are you sure?");
    expect(messages.admin.employees.deleteDialog.confirm).toBe("Yes, delete it!");
    expect(messages.admin.importWizard.importedSuccess).toBe("Employees imported successfully");
    expect(runInStaffLocale("id", () => messages.admin.employees.deleteDialog.confirmTitle)).toBe(
      "Anda yakin?",
    );
  });

  it("includes the public and blog texts of the same language", () => {
    expect(runInStaffLocale("id", () => messages.blog.formTitle)).toBe("Judul");
    expect(runInStaffLocale("id", () => messages.blog.relatedTitle)).toBe("Baca juga");
    expect(messages.blog.formTitle).toBe("Title");
  });
});
