import { type DataStrategyResult, data, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { isSignedOut, keepSignedOutSubmissionsInPlace, whenSaved } from "./session-renewal.ts";

const post = new Request("http://localhost/admin/article/form.data", { method: "POST" });
const get = new Request("http://localhost/admin/article/form.data");
const answered = (result: unknown) => () =>
  Promise.resolve<Record<string, DataStrategyResult>>({
    "article-create": { type: "error", result },
  });

describe("keepSignedOutSubmissionsInPlace", () => {
  it("turns a submission's redirect to the login page into a 401 SignedOut answer", async () => {
    const results = await keepSignedOutSubmissionsInPlace(
      { request: post, params: {} },
      answered(redirect("/login?redirectTo=%2Fadmin%2Farticle%2Fform")),
    );
    const outcome = results["article-create"];
    expect(outcome.type).toBe("data");
    const answer = outcome.result as ReturnType<typeof data>;
    expect(answer.init?.status).toBe(401);
    expect(isSignedOut(answer.data)).toBe(true);
    expect(answer.data).toMatchObject({ status: "error", error: { "": [expect.any(String)] } });
  });

  it("leaves other redirects, other answers and page loads as they are", async () => {
    for (const result of [redirect("/admin/article?saved=created"), { status: "error" }]) {
      const results = await keepSignedOutSubmissionsInPlace(
        { request: post, params: {} },
        answered(result),
      );
      expect(results["article-create"].result).toBe(result);
    }
    const toLogin = redirect("/login?redirectTo=%2Fadmin");
    const results = await keepSignedOutSubmissionsInPlace(
      { request: get, params: {} },
      answered(toLogin),
    );
    expect(results["article-create"].result).toBe(toLogin);
  });
});

describe("whenSaved", () => {
  it("runs once the server answered a submission with a redirect that is not the login page", async () => {
    const onSaved = vi.fn();
    const middleware = whenSaved(onSaved);
    const params = { id: "abc" };
    await middleware({ request: post, params }, answered(redirect("/admin/article?saved=updated")));
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0][0].params).toEqual(params);

    await middleware({ request: post, params }, answered(redirect("/login?redirectTo=%2Fadmin")));
    await middleware(
      { request: post, params },
      answered(data({ status: "error" }, { status: 400 })),
    );
    await middleware({ request: get, params }, answered(redirect("/admin/article")));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
