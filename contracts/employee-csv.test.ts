import { describe, expect, it } from "vitest";
import { toCsv, toCsvCell } from "./csv-cells.ts";
import {
  buildRejectedCsv,
  CSV_COLUMNS,
  checkCsvRow,
  describeErrors,
  employeeImportSchema,
  employeeToCsvRow,
  parseEmployeeCsv,
} from "./employee-csv.ts";
import { errorText, errorTexts } from "./messages/error-text.ts";
import { findFormulaCells } from "./testing/find-formula-cells.ts";

const HEADER = "nama,nomor,jabatan,departmen,tanggal_masuk,foto,status";

describe("parseEmployeeCsv", () => {
  it("accepts a BOM, CRLF, quoted commas and line breaks, and skips blank lines", () => {
    const text = `\uFEFF${HEADER}\r\n"Lestari, Ayu",1,"Art\nDirector",Creative,2024-01-02,,active\r\n\r\n,,,,,,\r\nBudi,2,Dev,Tech,31/01/2024,,Active\r\n`;
    const parsed = parseEmployeeCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toMatchObject({
      line: 2,
      data: { name: "Lestari, Ayu", number: 1, position: "Art\nDirector", status: "Active" },
    });
    expect(parsed.rows[1]).toMatchObject({ line: 6, data: { joinDate: "2024-01-31" } });
  });

  it("reads semicolon-separated files", () => {
    const parsed = parseEmployeeCsv(
      `${HEADER.replaceAll(",", ";")}\nAyu;7;Designer;Creative;2024-01-02;;Intern\n`,
    );
    expect(parsed.ok && parsed.rows[0].data?.number).toBe(7);
  });

  it("reports each bad row with the column and reason, using the API schema", () => {
    const text = [
      HEADER,
      "Bad Date,1,Dev,Tech,2024-02-30,,Active",
      ",2,Dev,Tech,2024-02-01,,Active",
      "Words,12abc,Dev,Tech,2024-02-01,,Active",
      "First,5,Dev,Tech,2024-02-01,,Active",
      "Second,5,Dev,Tech,2024-02-01,,Active",
      "Status,6,Dev,Tech,2024-02-01,,Retired",
    ].join("\n");
    const parsed = parseEmployeeCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const errors = parsed.rows.map((row) => (row.errors ? errorTexts(row.errors, "en") : null));
    expect(errors[0]?.tanggal_masuk).toBe("Enter a real date, for example 2024-03-01");
    expect(errors[1]?.nama).toBe("Name is required");
    expect(errors[2]?.nomor).toBe("Enter the employee number in digits");
    expect(errors[3]).toBeNull();
    expect(errors[4]?.nomor).toBe("Number 5 is also on line 5");
    expect(parsed.rows[4].duplicate).toBe(true);
    expect(errors[5]?.status).toBe(
      "Choose a status: Active, Probation, Contract, Intern or Inactive",
    );
  });

  it("accepts the status in Indonesian, in any case", () => {
    const words = ["aktif", "Percobaan", "KONTRAK", "magang", "tidak aktif", "Active"];
    const text = [
      HEADER,
      ...words.map((word, i) => `Person ${i},${100 + i},Dev,Tech,2024-02-01,,${word}`),
    ].join("\n");
    const parsed = parseEmployeeCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows.map((row) => row.errors ?? row.data?.status)).toEqual([
      "Active",
      "Probation",
      "Contract",
      "Intern",
      "Inactive",
      "Active",
    ]);
  });

  it("rejects files without the required columns or rows", () => {
    expect(parseEmployeeCsv("name,number\nA,1\n")).toMatchObject({
      ok: false,
      error: "missing_columns",
    });
    expect(parseEmployeeCsv(`${HEADER}\n\n`)).toMatchObject({ ok: false, error: "empty" });
    expect(parseEmployeeCsv("")).toMatchObject({ ok: false, error: "empty" });
  });
});

describe("CSV writing", () => {
  it("neutralises formulas and quotes what needs quoting", () => {
    for (const formula of ["=SUM(A1)", "+62 811", "-1", "@handle"]) {
      expect(toCsvCell(formula)).toBe(`'${formula}`);
    }
    expect(toCsvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(toCsvCell(null)).toBe("");
    expect(toCsv(["a"], [["x"]])).toBe("a\r\nx\r\n");
  });

  it("leaves no formula cell in the employee export, read with , or ;, and it imports back", () => {
    const employee = {
      name: "Ayu Lestari",
      number: 7,
      position: 'Designer;=1+1;Senior, =HYPERLINK("http://evil")',
      department: "Creative;\t@x\n+1",
      joinDate: "2024-03-01",
      photo: null,
      status: "Active",
    };
    const csv = toCsv(CSV_COLUMNS, [employeeToCsvRow(employee)]);
    expect(findFormulaCells(csv)).toEqual([]);
    const parsed = parseEmployeeCsv(csv);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.rows[0].data).toMatchObject({
      name: employee.name,
      position: employee.position,
      department: employee.department,
    });
  });

  it("writes rejected rows with their reason so they can be fixed and re-imported", () => {
    const parsed = parseEmployeeCsv(`${HEADER}\n,2,Dev,Tech,2024-02-01,,Active\n`);
    if (!parsed.ok) throw new Error(parsed.error);
    const csv = buildRejectedCsv([{ raw: parsed.rows[0].raw, reason: "nama: Name is required" }]);
    expect(csv).toBe(
      `${HEADER},error\r\n,2,Dev,Tech,2024-02-01,,Active,nama: Name is required\r\n`,
    );
    const fixed = parseEmployeeCsv(csv.replace(",2,", "Fixed,2,"));
    expect(fixed.ok && fixed.rows[0].data?.name).toBe("Fixed");
  });
});

describe("employee photo link", () => {
  it("says what to do with a link that is not a web address", () => {
    const text = [HEADER, "Ayu,1,Dev,Tech,2024-02-01,javascript:alert(1),Active"].join("\n");
    const parsed = parseEmployeeCsv(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(errorText(parsed.rows[0].errors?.foto ?? "", "en")).toBe(
      "Paste a web address starting with https://, or upload a photo instead",
    );
  });
});

describe("checkCsvRow (a row fixed in the import preview)", () => {
  const raw = {
    nama: "Ayu",
    nomor: "7",
    jabatan: "Designer",
    departmen: "Creative",
    tanggal_masuk: "2024-13-45",
    foto: "",
    status: "aktif",
  };
  const noOther = () => undefined;

  it("checks a row with the schema, and again once a cell is fixed", () => {
    expect(errorTexts(checkCsvRow(4, raw, noOther).errors ?? {}, "en")).toEqual({
      tanggal_masuk: "Enter a real date, for example 2024-03-01",
    });
    const fixed = checkCsvRow(4, { ...raw, tanggal_masuk: "15/03/2024" }, noOther);
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data).toMatchObject({ number: 7, joinDate: "2024-03-15", status: "Active" });
  });

  it("flags a number another line of the file has", () => {
    const row = checkCsvRow(4, { ...raw, tanggal_masuk: "2024-01-01" }, (n) =>
      n === 7 ? 2 : undefined,
    );
    expect(row.duplicate).toBe(true);
    expect(describeErrors(row.errors ?? {}, "en")).toBe("nomor: Number 7 is also on line 2");
    expect(describeErrors(row.errors ?? {}, "id")).toBe("nomor: Nomor 7 juga ada di baris 2");
  });

  it("describes a row's problems column by column in the reader's language", () => {
    const { errors = {} } = checkCsvRow(4, { ...raw, nama: "", nomor: "x" }, noOther);
    expect(describeErrors(errors, "en")).toBe(
      "nama: Name is required; nomor: Enter the employee number in digits; tanggal_masuk: Enter a real date, for example 2024-03-01",
    );
    expect(describeErrors(errors, "id")).toBe(
      "nama: Nama wajib diisi; nomor: Isi nomor karyawan dengan angka; tanggal_masuk: Isi tanggal yang benar, misalnya 2024-03-01",
    );
  });
});

describe("employeeImportSchema", () => {
  it("skips existing numbers unless asked to update, and refuses other modes", () => {
    expect(employeeImportSchema.parse({ rows: [{}] }).existing).toBe("skip");
    expect(employeeImportSchema.parse({ rows: [{}], existing: "update" }).existing).toBe("update");
    expect(employeeImportSchema.safeParse({ rows: [{}], existing: "merge" }).success).toBe(false);
  });
});
