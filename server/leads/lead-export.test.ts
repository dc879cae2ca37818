import { describe, expect, it } from "vitest";
import type { Lead } from "../../contracts/lead-schema.ts";
import { findFormulaCells } from "../../contracts/testing/find-formula-cells.ts";
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
    referrer: null,
    utm: null,
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
    const csv = leadsToCsv([
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
    ]);
    expect(findFormulaCells(csv)).toEqual([]);
  });
});
