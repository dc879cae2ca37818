import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type FormReply, readFieldErrors, readFormError } from "#contracts/form-reply.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents, leads } from "#server/db/schema.ts";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
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

const pipeline = (fields: Record<string, string>) => ({
  intent: "pipeline",
  status: "new",
  ownerId: "",
  nextFollowUp: "",
  ...fields,
});

describe("lead page actions (forms, with or without JavaScript)", () => {
  it("answers bad input with 400, the field and a reason, changing nothing", async () => {
    for (const [fields, field] of [
      [{ intent: "note", body: "   " }, "body"],
      [pipeline({ nextFollowUp: "31-12-2026" }), "nextFollowUp"],
      [pipeline({ ownerId: String(editor.id) }), "ownerId"],
      [pipeline({ status: "maybe" }), "status"],
      [{ intent: "retry", deliveryId: "abc" }, "deliveryId"],
    ] as const) {
      const result = await post(fields);
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(readFieldErrors(result.data as FormReply)[field], JSON.stringify(fields)).toBeTruthy();
    }
    expect((await post({ intent: "archive" })).status).toBe(400);
    const { lead, notes } = await workspace();
    expect(lead).toMatchObject({ ownerId: null, nextFollowUp: null, status: "new" });
    expect(notes).toEqual([]);
  });

  it("saves status, owner and follow-up with one Save, saying what changed, and adds notes", async () => {
    const saved = await post(
      pipeline({ status: "qualified", ownerId: String(admin.id), nextFollowUp: "2030-05-01" }),
    );
    expect(saved.status).toBe(200);
    expect((saved.data as FormReply).message).toBe(
      "Status updated · Owner updated · Follow-up saved",
    );
    const note = await post({ intent: "note", body: "First call done" });
    expect((note.data as FormReply).message).toBe("Note added");
    let state = await workspace();
    expect(state.lead).toMatchObject({
      ownerId: admin.id,
      nextFollowUp: "2030-05-01",
      status: "qualified",
    });
    expect(state.notes).toEqual([
      expect.objectContaining({ body: "First call done", authorName: admin.name }),
    ]);

    const again = await post(
      pipeline({ status: "qualified", ownerId: String(admin.id), nextFollowUp: "2030-05-01" }),
    );
    expect((again.data as FormReply).message).toBe("Nothing to save: no field was changed");

    // An emptied date clears the follow-up; the owner left as it was is not touched.
    const cleared = await post(pipeline({ status: "qualified", ownerId: String(admin.id) }));
    expect((cleared.data as FormReply).message).toBe("Follow-up cleared");
    state = await workspace();
    expect(state.lead).toMatchObject({ nextFollowUp: null, ownerId: admin.id });

    const audit = await ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "lead"), eq(auditEvents.entityId, String(leadId))));
    expect(audit.map((row) => row.action).sort()).toEqual(
      ["lead.assign", "lead.follow_up", "lead.follow_up", "lead.note", "lead.status"].sort(),
    );
  });

  it("answers a retry of an unknown notification with 404 and its reason", async () => {
    const result = await post({ intent: "retry", deliveryId: "999999" });
    expect(result.status).toBe(404);
    expect(readFormError(result.data as FormReply)).toBe("Notification not found");
  });

  it("keeps editors out of the lead page and the inbox", async () => {
    const result = await post({ intent: "note", body: "sneaky" }, editor);
    expect(result.status).toBe(403);
    const list = await callRoute(ctx, listLoader, new Request("http://localhost/admin/leads"), {
      user: editor,
    });
    expect(list.status).toBe(403);
  });

  it("answers an unknown lead with 404", async () => {
    const missing = await callRoute(
      ctx,
      loader,
      new Request("http://localhost/admin/leads/999999"),
      {
        user: admin,
        params: { id: "999999" },
      },
    );
    expect(missing.status).toBe(404);
  });
});
