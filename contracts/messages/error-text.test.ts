import { describe, expect, it } from "vitest";
import { errorText, errorTexts } from "./error-text.ts";
import { errors } from "./errors.ts";
import { type ErrorKey, msg } from "./message.ts";

/** A key with sample arguments, as many as its text takes. */
const sample = (key: ErrorKey) => {
  const text = errors[key];
  const args =
    typeof text === "function" ? Array.from({ length: text.length }, (_, i) => i + 7) : [];
  return (msg as (key: ErrorKey, ...args: number[]) => string)(key, ...args);
};

describe("the error catalogues", () => {
  const keys = Object.keys(errors) as ErrorKey[];

  it("word every key in both languages, Indonesian apart from English", () => {
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const [english, indonesian] = [errorText(sample(key), "en"), errorText(sample(key), "id")];
      expect(english.trim(), key).not.toBe("");
      expect(indonesian.trim(), key).not.toBe("");
      expect(english, key).not.toBe(sample(key));
      expect(indonesian, key).not.toBe(english);
    }
  });

  it("put the arguments in the text", () => {
    expect(errorText(msg("maxLength", 120), "en")).toBe("Must be at most 120 characters");
    expect(errorText(msg("maxLength", 120), "id")).toBe("Maksimal 120 karakter");
    expect(errorText(msg("fieldRequired", "Job title"), "id")).toBe("Jabatan wajib diisi");
    expect(errorText(msg("notFound", "Employee"), "id")).toBe("Karyawan tidak ditemukan");
  });

  it("leave a text that is no key as it is, and never read the object's own properties", () => {
    for (const text of [
      "Send JSON",
      "constructor",
      "toString",
      "__proto__",
      "maxLength[oops",
      "maxLength[oops]",
    ]) {
      expect(errorText(text, "id")).toBe(text);
    }
    expect(errorTexts({ a: msg("required"), b: "plain" }, "id")).toEqual({
      a: "Wajib diisi",
      b: "plain",
    });
  });
});
