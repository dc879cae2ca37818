import { describe, expect, it } from "vitest";
import { admin } from "#contracts/messages/admin.ts";
import { blogAdmin } from "#contracts/messages/blog-admin.ts";
import { clientsAdmin } from "#contracts/messages/clients-admin.ts";
import { companyAdmin } from "#contracts/messages/company-admin.ts";
import { errors } from "#contracts/messages/errors.ts";
import { admin as adminId } from "#contracts/messages/id/admin.ts";
import { blogAdmin as blogAdminId } from "#contracts/messages/id/blog-admin.ts";
import { clientsAdmin as clientsAdminId } from "#contracts/messages/id/clients-admin.ts";
import { companyAdmin as companyAdminId } from "#contracts/messages/id/company-admin.ts";
import { errors as errorsId } from "#contracts/messages/id/errors.ts";
import { leadPipeline as leadPipelineId } from "#contracts/messages/id/lead-pipeline.ts";
import { servicesAdmin as servicesAdminId } from "#contracts/messages/id/services-admin.ts";
import { teamAdmin as teamAdminId } from "#contracts/messages/id/team-admin.ts";
import { websiteAdmin as websiteAdminId } from "#contracts/messages/id/website-admin.ts";
import { leadPipeline } from "#contracts/messages/lead-pipeline.ts";
import { servicesAdmin } from "#contracts/messages/services-admin.ts";
import { teamAdmin } from "#contracts/messages/team-admin.ts";
import { websiteAdmin } from "#contracts/messages/website-admin.ts";
import {
  checkAreaTexts,
  findEmptyTexts,
  findHardCodedTexts,
  shapeDifferences,
} from "./hard-coded-texts.ts";

/** The staff area (ADR 0008, issue 14): every text a member reads comes from a staff catalogue. */
const STAFF_AREA = [
  "app/routes/admin",
  "app/features/admin",
  "app/features/employees",
  "app/features/auth",
  "app/components/admin",
  "app/features/articles/admin-article-form-screen.tsx",
  "app/features/articles/admin-article-list-screen.tsx",
  "app/features/articles/admin-categories-screen.tsx",
  "app/features/articles/article-preview.tsx",
  "app/features/articles/article-side-panel.tsx",
  "app/features/articles/article-version-fields.tsx",
  "app/features/articles/category-input.tsx",
  "app/features/articles/cover-upload.tsx",
  "app/features/articles/image-insert-dialog.tsx",
  "app/features/articles/link-dialog.tsx",
  "app/features/articles/rich-text-editor.tsx",
  "app/features/leads/follow-up-badge.tsx",
  "app/features/team/admin-team-list-screen.tsx",
  "app/features/team/admin-team-member-form-screen.tsx",
  "app/features/team/admin-team-picker.tsx",
  "app/features/team/admin-team-preview.tsx",
  "app/features/site/admin-company-screen.tsx",
  "app/features/site/company-preview.tsx",
  "app/features/clients/admin-client-form-screen.tsx",
  "app/features/clients/admin-client-list-screen.tsx",
  "app/features/clients/admin-client-preview.tsx",
  "app/features/services/admin-service-form-screen.tsx",
  "app/features/services/admin-service-item-list.tsx",
  "app/features/services/admin-service-list-screen.tsx",
  "app/features/services/admin-service-preview.tsx",
];

/** The staff catalogues, English (the source) and Indonesian, area by area. */
const CATALOGUES = {
  admin: [admin, adminId],
  blogAdmin: [blogAdmin, blogAdminId],
  leadPipeline: [leadPipeline, leadPipelineId],
  errors: [errors, errorsId],
  websiteAdmin: [websiteAdmin, websiteAdminId],
  teamAdmin: [teamAdmin, teamAdminId],
  clientsAdmin: [clientsAdmin, clientsAdminId],
  servicesAdmin: [servicesAdmin, servicesAdminId],
  companyAdmin: [companyAdmin, companyAdminId],
} as const;

describe("the staff catalogues", () => {
  for (const [area, [english, indonesian]] of Object.entries(CATALOGUES)) {
    it(`${area}: the same keys, lists and functions in English and Indonesian`, () => {
      expect(shapeDifferences(english, indonesian)).toEqual({
        onlyInEnglish: [],
        onlyInIndonesian: [],
      });
    });

    it(`${area}: no empty text in either language`, () => {
      expect([...findEmptyTexts(english, "en"), ...findEmptyTexts(indonesian, "id")]).toEqual([]);
    });
  }
});

describe("the staff area", () => {
  // No allow-list: the brand name and the language names come from the catalogues and
  // contracts/locale.ts too, and symbols (·, →, —) are not words, so the check skips them.
  checkAreaTexts("staff area", STAFF_AREA);

  it("catches toasts and confirmations written in the component", () => {
    const source = [
      "export function save() {",
      '  toast.success("Saved");',
      '  toast.error(failed ? "Could not save" : message);',
      '  if (!confirm("Delete it?")) return;',
      "  toast(t.saved);",
      "}",
    ].join("\n");
    expect(findHardCodedTexts(source).map((line) => line.replace(/^x\.tsx:\d+: /, ""))).toEqual([
      "Saved",
      "Could not save",
      "Delete it?",
    ]);
  });
});
