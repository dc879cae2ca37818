import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as team from "#app/routes/site/team.tsx";
import { createApp } from "#server/app.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents, employees, teamMembers } from "#server/db/schema.ts";
import {
  deleteEmployee,
  PURGE_GRACE_SECONDS,
  purgeDeletedEmployees,
  UNDO_SECONDS,
} from "#server/employees/employee-service.ts";
import { createPublicCache } from "#server/http/public-cache.ts";
import {
  findTeamMemberRecord,
  listTeamMemberRecords,
  listTeamMembers,
} from "#server/site/site-content.ts";
import { createTestEmployee } from "#server/test/factories.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action as listAction, loader as listLoader } from "./team-list.tsx";
import { action as formAction, loader as formLoader } from "./team-member-form.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
  editor = await createSessionUser(ctx, "editor");
});

beforeEach(async () => {
  // Removing the employees takes their team records with them (ON DELETE CASCADE).
  await ctx.db.delete(employees);
});

type Reply = {
  status?: string;
  error?: Record<string, string[] | null>;
  initialValue?: Record<string, unknown>;
  message?: string;
  answers?: string;
};

/** The member's form as the screen posts it; `undefined` leaves a field out. */
function memberFields(
  employeeId: number,
  overrides: Record<string, string | undefined> = {},
): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    employeeId: String(employeeId),
    visible: "on",
    role: "Design Graphic",
    order: "3",
    "portrait.url": "/media/photos/ayu-512.webp",
    "portrait.width": "512",
    "portrait.height": "512",
    "versions.en.jobTitle": "Graphic Designer",
    "versions.en.portraitAlt": "Ayu smiling in the studio",
    "versions.id.jobTitle": "Desainer Grafis",
    "versions.id.portraitAlt": "Ayu tersenyum di studio",
    version: "0",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const saveMember = (
  employeeId: number,
  overrides: Record<string, string | undefined> = {},
  user: SessionUser | null = admin,
) =>
  callRoute(
    ctx,
    formAction,
    formPost(`/admin/team/${employeeId}`, memberFields(employeeId, overrides)),
    { user, params: { employeeId: String(employeeId) } },
  );

const openForm = (employeeId: string, user: SessionUser | null = admin) =>
  callRoute(ctx, formLoader, new Request(`http://localhost/admin/team/${employeeId}`), {
    user,
    params: { employeeId },
  });

const openList = (query = "", user: SessionUser | null = admin) =>
  callRoute(ctx, listLoader, new Request(`http://localhost/admin/team${query}`), { user });

const postToList = (fields: Record<string, string>, user: SessionUser | null = admin) =>
  callRoute(ctx, listAction, formPost("/admin/team", fields), { user });

async function addMember(name = "Ayu Lestari", overrides: Record<string, string | undefined> = {}) {
  const employee = await createTestEmployee(ctx, { name, position: "Senior Designer" });
  const saved = await saveMember(employee.id, overrides);
  expect(saved.status).toBe(302);
  return employee;
}

describe("adding an employee to the team", () => {
  it("saves a new member (version 0) and both editions of the site list them", async () => {
    const employee = await createTestEmployee(ctx, { name: "Ayu Lestari" });
    const result = await saveMember(employee.id);
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/team?saved=added");

    expect(await listTeamMembers(ctx.db, "en")).toEqual([
      {
        id: employee.id,
        name: "Ayu Lestari",
        position: "Graphic Designer",
        role: "Design Graphic",
        img: { url: "/media/photos/ayu-512.webp", width: 512, height: 512 },
        alt: "Ayu smiling in the studio",
      },
    ]);
    expect(await listTeamMembers(ctx.db, "id")).toMatchObject([
      {
        name: "Ayu Lestari",
        position: "Desainer Grafis",
        role: "Design Graphic",
        alt: "Ayu tersenyum di studio",
      },
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "site.team.create"));
    expect(entry).toMatchObject({ entityId: String(employee.id), actorId: admin.id });
  });

  it("takes the employee from the address, not from the posted field", async () => {
    const ayu = await createTestEmployee(ctx, { name: "Ayu Lestari" });
    const budi = await createTestEmployee(ctx, { name: "Budi Santoso" });
    const result = await callRoute(
      ctx,
      formAction,
      formPost(`/admin/team/${ayu.id}`, memberFields(budi.id)),
      { user: admin, params: { employeeId: String(ayu.id) } },
    );
    expect(result.status).toBe(302);
    expect((await listTeamMembers(ctx.db, "en")).map((member) => member.name)).toEqual([
      "Ayu Lestari",
    ]);
  });

  it("opens the form of an employee not on the team yet, with the next position", async () => {
    await addMember("Ayu Lestari", { order: "4" });
    const budi = await createTestEmployee(ctx, { name: "Budi Santoso", position: "Editor" });
    const result = await openForm(String(budi.id));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({
      employee: { id: budi.id, name: "Budi Santoso", position: "Editor" },
      member: null,
      nextOrder: 5,
    });
  });

  it("answers 404 for an employee who does not exist or an address that is not an id", async () => {
    expect((await openForm("999999")).status).toBe(404);
    expect((await openForm("abc")).status).toBe(404);
    expect((await openForm("0")).status).toBe(404);
  });

  it("refuses a second add of the same employee with version 0 (a colleague added them)", async () => {
    const employee = await addMember();
    const again = await saveMember(employee.id, { "versions.en.jobTitle": "Other title" });
    expect(again.status).toBe(409);
    expect((await listTeamMembers(ctx.db, "en"))[0].position).toBe("Graphic Designer");
  });
});

describe("a refused save", () => {
  it("answers 400 with each field's reason and the values as typed", async () => {
    const employee = await createTestEmployee(ctx, { name: "Ayu Lestari" });
    const result = await saveMember(employee.id, {
      "versions.en.jobTitle": "",
      role: "Chief Vibes Officer",
      "portrait.url": "https://evil.example/x.png",
      order: "third",
      "versions.id.jobTitle": "Desainer Grafis",
    });
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      "versions.en.jobTitle": ["Job title is required"],
      role: ["Choose a role from the list"],
      "portrait.url": ["Choose an image from the uploads"],
      order: ["Enter the position in digits"],
    });
    expect(reply.initialValue).toMatchObject({
      role: "Chief Vibes Officer",
      order: "third",
      portrait: { url: "https://evil.example/x.png", width: "512", height: "512" },
      versions: { id: { jobTitle: "Desainer Grafis" } },
    });
    expect(await listTeamMemberRecords(ctx.db)).toEqual([]);
  });

  it("refuses a script address or no portrait at all", async () => {
    const employee = await createTestEmployee(ctx);
    for (const url of ["javascript:alert(1)", "/media/../../etc/passwd", "//evil.example/x.png"]) {
      const result = await saveMember(employee.id, { "portrait.url": url });
      expect(result.status, url).toBe(400);
      expect((result.data as Reply).error?.["portrait.url"], url).toEqual([
        "Choose an image from the uploads",
      ]);
    }
    const none = await saveMember(employee.id, {
      "portrait.url": undefined,
      "portrait.width": "",
      "portrait.height": "",
    });
    expect(none.status).toBe(400);
    expect((none.data as Reply).error?.["portrait.url"]).toEqual([
      "Choose an image from the uploads",
    ]);
    expect(await listTeamMemberRecords(ctx.db)).toEqual([]);
  });

  it("refuses an employee who no longer exists", async () => {
    const employee = await createTestEmployee(ctx);
    await deleteEmployee(ctx.services, employee.id);
    const result = await saveMember(employee.id);
    expect(result.status).toBe(409);
    expect((result.data as Reply).error).toMatchObject({
      employeeId: ["This employee no longer exists"],
    });
  });
});

describe("editing a member", () => {
  it("saves at the loaded version and refuses an older one with 409, keeping the newer save", async () => {
    const employee = await addMember();
    const loaded = (await openForm(String(employee.id))).data as {
      member: { version: number; versions: { en: { jobTitle: string } } };
    };
    expect(loaded.member).toMatchObject({
      version: 1,
      versions: { en: { jobTitle: "Graphic Designer" } },
    });

    const first = await saveMember(employee.id, {
      version: "1",
      "versions.en.jobTitle": "Art Director",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/team?saved=updated");

    const stale = await saveMember(employee.id, {
      version: "1",
      "versions.en.jobTitle": "Intern",
    });
    expect(stale.status).toBe(409);
    const reply = stale.data as Reply;
    expect(reply.error?.[""]).toEqual([
      "Someone else saved this team member while you were editing. Reload to see their version.",
    ]);
    // What was typed comes back, for the member to copy before reloading.
    expect(reply.initialValue).toMatchObject({ versions: { en: { jobTitle: "Intern" } } });
    const record = await findTeamMemberRecord(ctx.db, employee.id);
    expect(record).toMatchObject({ version: 2, versions: { en: { jobTitle: "Art Director" } } });
    expect((await listTeamMembers(ctx.db, "en"))[0].position).toBe("Art Director");
  });
});

describe("the team list", () => {
  it("lists every member, shown or hidden, and finds employees not on the team", async () => {
    const ayu = await addMember("Ayu Lestari", { order: "2" });
    await addMember("Budi Santoso", { order: "1", visible: undefined });
    const citra = await createTestEmployee(ctx, { name: "Citra Dewi" });
    await createTestEmployee(ctx, { name: "Citra Ayu" });

    const list = (await openList()).data as {
      members: { name: string; visible: boolean }[];
      candidates: null;
    };
    expect(list.members.map(({ name, visible }) => ({ name, visible }))).toEqual([
      { name: "Budi Santoso", visible: false },
      { name: "Ayu Lestari", visible: true },
    ]);
    expect(list.candidates).toBeNull();

    const found = (await openList("?find=citra")).data as {
      candidates: { id: number; name: string }[];
    };
    expect(found.candidates.map((candidate) => candidate.name)).toEqual([
      "Citra Ayu",
      "Citra Dewi",
    ]);
    // "Ayu" matches a member and an employee: only the employee is offered.
    const ayus = (await openList("?find=ayu")).data as { candidates: { id: number }[] };
    expect(ayus.candidates.map((candidate) => candidate.id)).not.toContain(ayu.id);
    expect(ayus.candidates).toHaveLength(1);
    expect(citra.id).toBeGreaterThan(0);
    // A search the database cannot hold is no search, not a 500.
    expect((await openList("?find=%00")).status).toBe(200);
  });

  it("hides and shows a member: the public list follows, the staff list keeps them", async () => {
    const employee = await addMember();
    const hidden = await postToList({
      intent: "visibility",
      employeeId: String(employee.id),
      version: "1",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.data).toMatchObject({ status: "success", answers: "visibility" });
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);
    expect(await listTeamMembers(ctx.db, "id")).toEqual([]);
    expect(await findTeamMemberRecord(ctx.db, employee.id)).toMatchObject({
      visible: false,
      version: 2,
    });

    // The list's old version: refused, not applied.
    const stale = await postToList({
      intent: "visibility",
      employeeId: String(employee.id),
      version: "1",
      visible: "on",
    });
    expect(stale.status).toBe(409);
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);

    const shown = await postToList({
      intent: "visibility",
      employeeId: String(employee.id),
      version: "2",
      visible: "on",
    });
    expect(shown.status).toBe(200);
    expect((await listTeamMembers(ctx.db, "en")).map((member) => member.name)).toEqual([
      "Ayu Lestari",
    ]);
  });

  it("hiding through the form takes them off the public list too", async () => {
    const employee = await addMember();
    const saved = await saveMember(employee.id, { version: "1", visible: undefined });
    expect(saved.status).toBe(302);
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);
  });

  it("removes a member from the website and keeps the employee", async () => {
    const employee = await addMember();
    const removed = await postToList({ intent: "delete", employeeId: String(employee.id) });
    expect(removed.status).toBe(200);
    expect(removed.data).toMatchObject({ status: "success", answers: "delete" });
    expect(await listTeamMemberRecords(ctx.db)).toEqual([]);
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);
    const [stillThere] = await ctx.db.select().from(employees).where(eq(employees.id, employee.id));
    expect(stillThere.name).toBe("Ayu Lestari");

    const again = await postToList({ intent: "delete", employeeId: String(employee.id) });
    expect(again.status).toBe(404);
    expect((await postToList({ intent: "drop-table" })).status).toBe(400);
    expect((await postToList({ intent: "delete", employeeId: "x" })).status).toBe(400);
  });

  it("loses a member whose employee record is deleted: hidden at once, gone with the purge", async () => {
    const employee = await addMember();
    const now = new Date();
    await deleteEmployee(ctx.services, employee.id, null, now);
    expect(await listTeamMembers(ctx.db, "en")).toEqual([]);
    expect(await listTeamMemberRecords(ctx.db)).toEqual([]);
    const later = new Date(now.getTime() + (UNDO_SECONDS + PURGE_GRACE_SECONDS + 1) * 1000);
    await purgeDeletedEmployees(ctx.db, later);
    expect(await ctx.db.select().from(teamMembers)).toEqual([]);
  });
});

describe("who may manage the team", () => {
  it("lets an editor in and sends a visitor to sign in", async () => {
    const employee = await createTestEmployee(ctx, { name: "Ayu Lestari" });
    expect((await openList("", editor)).status).toBe(200);
    expect((await openForm(String(employee.id), editor)).status).toBe(200);
    expect((await saveMember(employee.id, {}, editor)).status).toBe(302);

    const visitorList = await openList("", null);
    expect(visitorList.status).toBe(302);
    expect(visitorList.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect((await openForm(String(employee.id), null)).status).toBe(302);
    expect(
      (await saveMember(employee.id, { version: "1", "versions.en.jobTitle": "X" }, null)).status,
    ).toBe(302);
    expect(
      (await postToList({ intent: "delete", employeeId: String(employee.id) }, null)).status,
    ).toBe(302);
    expect(await findTeamMemberRecord(ctx.db, employee.id)).toMatchObject({
      version: 1,
      versions: { en: { jobTitle: "Graphic Designer" } },
    });
  });
});

describe("the public team page", () => {
  /** The real app (public cache, React Router's handler) with the team page's own loader. */
  function createSite() {
    const build = createFakeBuild(() => "<html><body>page</body></html>", {
      team: { loader: team.loader },
      "id/team": { loader: team.loader },
    });
    return createApp(ctx.services, { build, publicCache: createPublicCache() });
  }

  const namesOn = async (app: ReturnType<typeof createSite>, path: string) => {
    const response = await app.request(`http://localhost${path}`, {
      headers: { host: "localhost" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { team: { name: string; position: string }[] };
    return body.team.map((member) => `${member.name}: ${member.position}`);
  };

  it("shows a newly added member at once, in both editions (the cached page is dropped)", async () => {
    const app = createSite();
    expect(await namesOn(app, "/team")).toEqual([]);
    expect(await namesOn(app, "/id/team")).toEqual([]);
    const employee = await addMember("Ayu Lestari");
    expect(await namesOn(app, "/team")).toEqual(["Ayu Lestari: Graphic Designer"]);
    expect(await namesOn(app, "/id/team")).toEqual(["Ayu Lestari: Desainer Grafis"]);

    await postToList({ intent: "visibility", employeeId: String(employee.id), version: "1" });
    expect(await namesOn(app, "/team")).toEqual([]);
  });
});
