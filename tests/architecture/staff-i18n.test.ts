import { describe, expect, it } from "vitest";
import { admin } from "../../contracts/messages/admin";
import { blogAdmin } from "../../contracts/messages/blog-admin";
import { clientsAdmin } from "../../contracts/messages/clients-admin";
import { companyAdmin } from "../../contracts/messages/company-admin";
import { errors } from "../../contracts/messages/errors";
import { admin as adminId } from "../../contracts/messages/id/admin";
import { blogAdmin as blogAdminId } from "../../contracts/messages/id/blog-admin";
import { clientsAdmin as clientsAdminId } from "../../contracts/messages/id/clients-admin";
import { companyAdmin as companyAdminId } from "../../contracts/messages/id/company-admin";
import { errors as errorsId } from "../../contracts/messages/id/errors";
import { leadPipeline as leadPipelineId } from "../../contracts/messages/id/lead-pipeline";
import { servicesAdmin as servicesAdminId } from "../../contracts/messages/id/services-admin";
import { teamAdmin as teamAdminId } from "../../contracts/messages/id/team-admin";
import { websiteAdmin as websiteAdminId } from "../../contracts/messages/id/website-admin";
import { leadPipeline } from "../../contracts/messages/lead-pipeline";
import { servicesAdmin } from "../../contracts/messages/services-admin";
import { teamAdmin } from "../../contracts/messages/team-admin";
import { websiteAdmin } from "../../contracts/messages/website-admin";
import {
  checkAreaTexts,
  findEmptyTexts,
  findHardCodedTexts,
  shapeDifferences,
} from "./hard-coded-texts";

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
