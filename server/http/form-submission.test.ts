import { describe, expect, it } from "vitest";
import { z } from "zod";
import { msg } from "#contracts/messages/message.ts";
import {
  ConflictError,
  notFound,
  RateLimitedError,
  UnavailableError,
} from "#server/shared/domain-errors.ts";
import {
  loadOrRefuse,
  refuseUnknownIntent,
  replySaved,
  submitForm,
  submitJson,
} from "./form-submission.ts";

const schema = z.object({
  title: z.string({ error: "Enter a title" }),
  versions: z.object({ id: z.object({ title: z.string().max(5, "Too long") }) }),
});

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

/** What `data()` wraps: the body and its status. */
const unwrap = (answer: unknown) => answer as { data: unknown; init: ResponseInit | null };

describe("submitForm", () => {
  it("parses schema paths into the domain's shape and answers with what `saved` gives", async () => {
    let saved: unknown;
    const answer = await submitForm(form({ title: "Hi", "versions.id.title": "Halo" }), {
      schema,
      save: async (value) => {
        saved = value;
        return 7;
      },
      saved: (id, submission) => replySaved(submission, { message: `Saved ${id}` }),
    });
    expect(saved).toEqual({ title: "Hi", versions: { id: { title: "Halo" } } });
    expect(answer).toMatchObject({ status: "success", message: "Saved 7" });
  });

  it("answers 400 with each field's reason and the typed values, without calling the service", async () => {
    let called = false;
    const answer = unwrap(
      await submitForm(form({ "versions.id.title": "Terlalu panjang" }), {
        schema,
        save: async () => {
          called = true;
        },
        saved: () => new Response(null),
        refusedMessage: () => "Failed to save",
      }),
    );
    expect(called).toBe(false);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "error",
      initialValue: { versions: { id: { title: "Terlalu panjang" } } },
      error: {
        "": ["Failed to save"],
        title: ["Enter a title"],
        "versions.id.title": ["Too long"],
      },
    });
  });

  it("maps a service's refusal to its status, its fields and, for a throttle, Retry-After", async () => {
    const refuse = (error: Error) =>
      submitForm(form({ title: "Hi", "versions.id.title": "Halo" }), {
        schema,
        save: async () => {
          throw error;
        },
        saved: () => new Response(null),
      }).then(unwrap);
    const taken = await refuse(
      new ConflictError("taken", msg("duplicateCategory"), {
        fields: { title: msg("clientSlugTaken", "kopi") },
      }),
    );
    expect(taken.init?.status).toBe(409);
    expect(taken.data).toMatchObject({
      code: "taken",
      error: {
        "": ["Another category already has this name"],
        title: ["The address kopi is already used by another client"],
      },
    });
    const throttled = await refuse(
      new RateLimitedError("slow", msg("contactThrottled"), { retryAfterSeconds: 42 }),
    );
    expect(throttled.init?.status).toBe(429);
    expect(new Headers(throttled.init?.headers).get("Retry-After")).toBe("42");
    expect(new Headers(throttled.init?.headers).get("Cache-Control")).toBe("no-store");
    expect((await refuse(new UnavailableError("busy", msg("contactFailed")))).init?.status).toBe(
      503,
    );
    await expect(refuse(new TypeError("a bug"))).rejects.toThrow("a bug");
  });

  it("says which intent a refusal answers, for a screen whose forms share one action", async () => {
    const answer = (fields: Record<string, string>) =>
      submitForm(form(fields), {
        schema,
        answers: "rename",
        save: async () => {
          throw new ConflictError("taken", msg("duplicateCategory"));
        },
        saved: () => new Response(null),
      }).then(unwrap);
    expect((await answer({})).data).toMatchObject({ status: "error", answers: "rename" });
    const refused = await answer({ title: "Hi", "versions.id.title": "Halo" });
    expect(refused.data).toMatchObject({ status: "error", answers: "rename" });
  });

  it("never sends back a hidden field (a password), refused or saved", async () => {
    const withSecret = z.object({ title: z.string(), secret: z.string().min(8, "Too short") });
    const send = (fields: Record<string, string>, save: () => Promise<void>) =>
      submitForm(form(fields), {
        schema: withSecret,
        hideFields: ["secret"],
        save,
        saved: (_, submission) => replySaved(submission, { message: "Saved" }),
      });
    const invalid = unwrap(await send({ title: "Hi", secret: "s3cr3t" }, async () => {}));
    expect(invalid.data).toMatchObject({
      initialValue: { title: "Hi" },
      error: { secret: ["Too short"] },
    });
    const refused = unwrap(
      await send({ title: "Hi", secret: "s3cr3t-enough" }, async () => {
        throw new ConflictError("taken", msg("duplicateCategory"));
      }),
    );
    const saved = await send({ title: "Hi", secret: "s3cr3t-enough" }, async () => {});
    for (const reply of [invalid.data, refused.data, saved]) {
      expect(JSON.stringify(reply)).not.toContain("s3cr3t");
    }
  });

  it("answers an unknown intent with 400 in the same shape", () => {
    const answer = unwrap(refuseUnknownIntent());
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ status: "error", error: { "": ["Unknown action"] } });
  });
});

describe("loadOrRefuse", () => {
  it("turns a domain refusal into the error boundary's response, worded by the screen", async () => {
    const refused = await loadOrRefuse(
      async () => {
        throw notFound("Employee");
      },
      () => "Failed to fetch employee",
    ).catch((error: unknown) => error);
    expect(unwrap(refused).init?.status).toBe(404);
    expect(unwrap(refused).data).toEqual({
      code: "not_found",
      message: "Failed to fetch employee",
    });
    await expect(loadOrRefuse(async () => 5)).resolves.toBe(5);
    await expect(
      loadOrRefuse(async () => {
        throw new Error("lost database");
      }),
    ).rejects.toThrow("lost database");
  });
});

const importSchema = z.object({
  intent: z.literal("import"),
  rows: z.array(z.unknown()).min(1, "Send at least one row"),
});

const post = (body: string) =>
  new Request("http://localhost/admin/employee", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

describe("submitJson", () => {
  it("parses the body with the schema and answers the intent with what the save returned", async () => {
    const answer = await submitJson(post(JSON.stringify({ intent: "import", rows: [1, 2] })), {
      schema: importSchema,
      save: async ({ rows }) => rows.length,
      answers: ({ intent }) => intent,
    });
    expect(answer).toEqual({ status: "success", answers: "import", result: 2 });
  });

  it("answers 400 with the reasons per path, the first as the form's, without saving", async () => {
    let saved = false;
    const run = (body: string) =>
      submitJson(post(body), {
        schema: importSchema,
        save: async () => {
          saved = true;
        },
        answers: () => "import",
      });
    const empty = unwrap(await run(JSON.stringify({ intent: "import", rows: [] })));
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toEqual({
      status: "error",
      error: { "": ["Send at least one row"], rows: ["Send at least one row"] },
    });
    expect(unwrap(await run("not json")).init?.status).toBe(400);
    expect(saved).toBe(false);
  });

  it("answers a domain refusal with its status and reason", async () => {
    const answer = unwrap(
      await submitJson(post(JSON.stringify({ intent: "import", rows: [1] })), {
        schema: importSchema,
        save: async () => {
          throw new ConflictError("taken", msg("numberExists", 7));
        },
        answers: () => "import",
      }),
    );
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({
      status: "error",
      error: { "": ["Employee number 7 already exists"] },
    });
  });
});
