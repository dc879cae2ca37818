import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { employeeInputSchema } from "../../contracts/employee-schema";
import { staleVersionMessage } from "../../contracts/site-content";
import { teamMemberInputSchema } from "../../contracts/site-content-schemas";
import { runInStaffLocale } from "./staff-messages";
import { translateError, translateErrors, translateReason } from "./translate-error";

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("translateError", () => {
  it("keeps every message word for word in English", () => {
    runInStaffLocale("en", () => {
      const messages = messagesOf(employeeInputSchema.safeParse({ number: "x", name: "" }));
      expect(messages.length).toBeGreaterThan(2);
      for (const message of messages) expect(translateError(message)).toBe(message);
    });
  });

  it("gives the schemas' messages in Indonesian, with their numbers and field names", () => {
    const indonesian = {
      Required: "Wajib diisi",
      "Name is required": "Nama wajib diisi",
      "Must be at most 120 characters": "Maksimal 120 karakter",
      "Must be at most 100": "Maksimal 100",
      "Must be at most 8 words": "Maksimal 8 kata",
      "Must be at most 20 when searching": "Maksimal 20 saat mencari",
      "Number 7 is also on line 3": "Nomor 7 juga ada di baris 3",
      "Number 7 is already in use": "Nomor 7 sudah dipakai",
      "Number 7 still belongs to an employee deleted a moment ago, until that delete is final":
        "Nomor 7 masih milik karyawan yang baru saja dihapus, sampai penghapusan itu tuntas",
      "Email or password is incorrect": "Email atau kata sandi salah",
    };
    runInStaffLocale("id", () => {
      for (const [message, translated] of Object.entries(indonesian)) {
        expect(translateError(message)).toBe(translated);
      }
    });
  });

  it("translates every message the employee form can get", () => {
    runInStaffLocale("id", () => {
      const messages = messagesOf(
        employeeInputSchema.safeParse({
          name: "",
          number: "1.5",
          status: "maybe",
          position: "x".repeat(200),
          department: "",
          joinDate: "2024-02-31",
          photo: "ftp://x",
        }),
      );
      expect(messages.length).toBeGreaterThan(4);
      for (const message of messages) expect(translateError(message), message).not.toBe(message);
    });
  });

  it("translates every message the team member form can get, and the refusals of its saves", () => {
    runInStaffLocale("id", () => {
      const form = (fields: Record<string, unknown>) => ({
        portrait: { url: "", width: "", height: "" },
        versions: { en: { jobTitle: "" }, id: { jobTitle: "" } },
        ...fields,
      });
      const typed = [
        form({}),
        form({
          employeeId: "x",
          role: "Chief",
          order: "1.5",
          portrait: { url: "javascript:alert(1)", width: "0", height: "20000" },
          versions: { en: { jobTitle: "" }, id: { jobTitle: "x".repeat(81) } },
          version: "-1",
        }),
        form({ order: "-1", employeeId: "0" }),
      ];
      const messages = typed.flatMap((input) => messagesOf(teamMemberInputSchema.safeParse(input)));
      expect(messages.length).toBeGreaterThan(8);
      const refusals = [
        staleVersionMessage("team member"),
        "This employee no longer exists",
        "Team member not found",
      ];
      for (const message of [...messages, ...refusals]) {
        expect(translateError(message), message).not.toBe(message);
      }
      expect(translateError("Job title is required")).toBe("Jabatan wajib diisi");
    });
  });

  it("leaves an unknown message as it is, and maps a whole error list", () => {
    runInStaffLocale("id", () => {
      expect(translateError("Something new")).toBe("Something new");
      expect(translateError(undefined)).toBeUndefined();
      expect(translateErrors({ nama: "Required", nomor: "Must be a number" })).toEqual({
        nama: "Wajib diisi",
        nomor: "Harus berupa angka",
      });
    });
  });

  it("translates a CSV row's reasons column by column", () => {
    runInStaffLocale("id", () => {
      expect(translateReason("nama: Name is required; nomor: Must be a number")).toBe(
        "nama: Nama wajib diisi; nomor: Harus berupa angka",
      );
      expect(translateReason("Employee number 12 already exists")).toBe(
        "Nomor karyawan 12 sudah terdaftar",
      );
    });
    runInStaffLocale("en", () => {
      expect(translateReason("nama: Name is required")).toBe("nama: Name is required");
    });
  });
});
