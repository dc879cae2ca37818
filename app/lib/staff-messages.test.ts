import { describe, expect, it } from "vitest";
import { runInLocale } from "#server/http/request-locale.ts";
import { messages } from "./staff-messages.ts";

// Captured once, as the staff screens do at module level.
const t = messages.admin.employees;

describe("staff catalogue", () => {
  it("reads every text in the language of the request it is used in", async () => {
    expect(t.title).toBe("Employees");
    expect(runInLocale("id", () => t.title)).toBe("Karyawan");
    expect(runInLocale("en", () => t.title)).toBe("Employees");
    // Across awaits of one request, and for two requests in flight at once.
    const [indonesian, english] = await Promise.all([
      runInLocale("id", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return t.bulkDeleted(2);
      }),
      runInLocale("en", async () => t.bulkDeleted(2)),
    ]);
    expect(indonesian).toBe("2 karyawan dihapus");
    expect(english).toBe("2 employees deleted");
  });

  it("keeps the spec's English texts word for word in English, and translates them in Indonesian", () => {
    expect(messages.admin.employees.deleteDialog.confirmTitle).toBe("Are you sure?");
    expect(messages.admin.employees.deleteDialog.confirm).toBe("Yes, delete it!");
    expect(messages.admin.importWizard.importedSuccess).toBe("Employees imported successfully");
    expect(runInLocale("id", () => messages.admin.employees.deleteDialog.confirmTitle)).toBe(
      "Anda yakin?",
    );
  });

  it("includes the public and blog texts of the same language", () => {
    expect(runInLocale("id", () => messages.blog.formTitle)).toBe("Judul");
    expect(runInLocale("id", () => messages.blog.relatedTitle)).toBe("Baca juga");
    expect(messages.blog.formTitle).toBe("Title");
  });
});
