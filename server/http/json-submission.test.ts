import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ConflictError } from "../shared/domain-errors.ts";
import { submitJson } from "./json-submission.ts";

const schema = z.object({
  intent: z.literal("import"),
  rows: z.array(z.unknown()).min(1, "Send at least one row"),
});

const post = (body: string) =>
  new Request("http://localhost/admin/employee", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });

/** What `data()` wraps: the body and its status. */
const unwrap = (answer: unknown) => answer as { data: unknown; init: ResponseInit | null };

describe("submitJson", () => {
  it("parses the body with the schema and answers the intent with what the save returned", async () => {
    const answer = await submitJson(post(JSON.stringify({ intent: "import", rows: [1, 2] })), {
      schema,
      save: async ({ rows }) => rows.length,
      answers: ({ intent }) => intent,
    });
    expect(answer).toEqual({ status: "success", answers: "import", result: 2 });
  });

  it("answers 400 with the reasons per path, the first as the form's, without saving", async () => {
    let saved = false;
    const run = (body: string) =>
      submitJson(post(body), {
        schema,
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
        schema,
        save: async () => {
          throw new ConflictError("taken", "Already imported");
        },
        answers: () => "import",
      }),
    );
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toMatchObject({ status: "error", error: { "": ["Already imported"] } });
  });
});
