import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { Lead } from "#contracts/lead-schema.ts";
import { findFormulaCells } from "#contracts/testing/find-formula-cells.ts";
import { leadsToCsv } from "./lead-export.ts";

function makeLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    source: "contact",
    status: "new",
    name: "Rina Wijaya",
    company: "Kopi Senja",
    email: "rina@kopisenja.id",
    phone: "+6281234567890",
    service: "digital-ads",
    message: "We want to grow online sales.",
    page: "/service/digital-ads",
    landingPage: null,
    referrer: null,
    utm: null,
    clickIds: null,
    ownerId: null,
    ownerName: null,
    nextFollowUp: null,
    locale: "en",
    createdAt: "2025-01-02T03:04:05.000Z",
    updatedAt: "2025-01-02T03:04:05.000Z",
    ...overrides,
  };
}

describe("leadsToCsv", () => {
  it("leaves no formula cell whether the file is read with , or ;", () => {
    const leads = [
      makeLead({
        name: '=HYPERLINK("https://evil.example","click")',
        company: "PT Maju;=1+1;Tbk",
        message: 'Hello, =2+2\n@SUM(A1)\r\n-3; "+4"\t=5',
        phone: "+6281234567890",
      }),
      makeLead({
        id: 2,
        source: "chat",
        name: null,
        company: null,
        email: null,
        phone: null,
        message: null,
        referrer: "https://search.example/?q=a;=1+1,@x; -2",
        utm: { utm_source: "x;=cmd|' /C calc'!A0" },
      }),
    ];
    const notes = new Map([
      [1, [{ id: 1, authorName: "=Ayu", body: "-1; @call", createdAt: "2025-01-02T03:04:05Z" }]],
    ]);
    for (const separator of ["comma", "semicolon"] as const) {
      const csv = leadsToCsv(leads, { locale: "en", separator, notes });
      expect(findFormulaCells(csv)).toEqual([]);
    }
  });

  it("writes times in Asia/Jakarta, names in the exporter's language and the notes", () => {
    const lead = makeLead({
      status: "contacted",
      service: "livestreaming",
      createdAt: "2025-01-02T20:30:00.000Z",
    });
    const notes = new Map([
      [
        1,
        [
          {
            id: 1,
            authorName: "Ayu",
            body: "Called, sends a brief",
            createdAt: "2025-01-03T01:00:00Z",
          },
          { id: 2, authorName: "Sinta", body: "Brief in", createdAt: "2025-01-04T02:15:00Z" },
        ],
      ],
    ]);
    const read = (csv: string, delimiter: string) =>
      Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
        header: true,
        delimiter,
        skipEmptyLines: true,
      }).data[0];
    const id = read(leadsToCsv([lead], { locale: "id", separator: "semicolon", notes }), ";");
    expect(id).toMatchObject({
      received: "2025-01-03 03:30",
      source: "Formulir kontak",
      status: "Sudah dihubungi",
      service: "Live Streaming",
      notes: "2025-01-03 08:00 Ayu: Called, sends a brief\n2025-01-04 09:15 Sinta: Brief in",
    });
    const en = read(leadsToCsv([lead], { locale: "en" }), ",");
    expect(en).toMatchObject({
      received: "2025-01-03 03:30",
      source: "Contact form",
      status: "Contacted",
    });
    expect(en.notes).toBe("");
  });
});

describe("the WhatsApp column", () => {
  it("holds every number in E.164, however the visitor typed it, unguarded", () => {
    const typed = ["081234567890", "6281399990000", "+62 857-1111-2222", "'+6285711112222"];
    const csv = leadsToCsv(
      typed.map((phone, index) => makeLead({ id: index + 1, phone })),
      { locale: "en" },
    );
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((row) => row.whatsapp)).toEqual([
      "+6281234567890",
      "+6281399990000",
      "+6285711112222",
      "+6285711112222",
    ]);
    for (const separator of ["comma", "semicolon"] as const) {
      expect(findFormulaCells(leadsToCsv([makeLead()], { locale: "en", separator }))).toEqual([]);
    }
  });
});
