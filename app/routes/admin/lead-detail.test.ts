import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../server/app-services.ts";
import { leads } from "../../../server/db/schema.ts";
import { callRoute, formPost } from "../../../server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "../../../server/test/test-app.ts";
import { action, loader } from "./lead-detail.tsx";
import { loader as listLoader } from "./lead-list.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;
let leadId: number;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin", "s1");
  editor = await createSessionUser(ctx, "editor", "s2");
  const [row] = await ctx.db
    .insert(leads)
    .values({ source: "contact", name: "Form Lead", email: "form@example.com" })
    .returning({ id: leads.id });
  leadId = row.id;
});

const post = (fields: Record<string, string>, user: SessionUser = admin) =>
  callRoute(ctx, action, formPost(`/admin/leads/${leadId}`, fields), {
    user,
    params: { id: String(leadId) },
  });

const workspace = async () =>
  (
    await callRoute(ctx, loader, new Request(`http://localhost/admin/leads/${leadId}`), {
      user: admin,
      params: { id: String(leadId) },
    })
  ).data as {
    lead: { ownerId: number | null; nextFollowUp: string | null; status: string };
    notes: { body: string; authorName: string }[];
  };

describe("lead page actions (forms, with or without JavaScript)", () => {
  it("answers bad input with 400, the field and a reason, changing nothing", async () => {
    for (const [fields, field] of [
      [{ intent: "note", body: "   " }, "body"],
      [{ intent: "followUp", nextFollowUp: "31-12-2026" }, "nextFollowUp"],
      [{ intent: "owner", ownerId: String(editor.id) }, "ownerId"],
      [{ intent: "status", status: "maybe" }, "status"],
      [{ intent: "retry", deliveryId: "abc" }, "deliveryId"],
    ] as const) {
      const result = await post(fields);
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect((result.data as { fields: Record<string, string> }).fields[field]).toBeTruthy();
    }
    const { lead, notes } = await workspace();
    expect(lead).toMatchObject({ ownerId: null, nextFollowUp: null, status: "new" });
    expect(notes).toEqual([]);
  });

  it("assigns, notes, schedules and clears a follow-up, and moves the status", async () => {
    expect((await post({ intent: "owner", ownerId: String(admin.id) })).status).toBe(200);
    expect((await post({ intent: "note", body: "First call done" })).status).toBe(200);
    expect((await post({ intent: "followUp", nextFollowUp: "2030-05-01" })).status).toBe(200);
    expect((await post({ intent: "status", status: "qualified" })).status).toBe(200);
    let state = await workspace();
    expect(state.lead).toMatchObject({
      ownerId: admin.id,
      nextFollowUp: "2030-05-01",
      status: "qualified",
    });
    expect(state.notes).toEqual([
      expect.objectContaining({ body: "First call done", authorName: admin.name }),
    ]);
    expect((await post({ intent: "clearFollowUp" })).status).toBe(200);
    state = await workspace();
    expect(state.lead.nextFollowUp).toBeNull();
  });

  it("keeps editors out of the lead page and the inbox", async () => {
    const result = await post({ intent: "note", body: "sneaky" }, editor);
    expect(result.status).toBe(403);
    const list = await callRoute(ctx, listLoader, new Request("http://localhost/admin/leads"), {
      user: editor,
    });
    expect(list.status).toBe(403);
  });
});
