// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import AdminArticleForm from "./article-form.tsx";

// The editor's first render loads TipTap: on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** The new-article form with stub routes: the form's own action and the preview route. */
function renderForm(saveAnswer: Record<string, unknown>) {
  const posts: { path: string; fields: Record<string, string> }[] = [];
  const record = async (path: string, request: Request) => {
    const fields = Object.fromEntries(
      [...(await request.formData())].map(([key, value]) => [key, String(value)]),
    );
    posts.push({ path, fields });
  };
  const Stub = createRoutesStub([
    {
      path: "/admin/article/form",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: AdminArticleForm as any,
      loader: () => ({ article: null, suggestions: ["Strategy"], back: "/admin/article?page=2" }),
      action: async ({ request }) => {
        await record("/admin/article/form", request);
        return saveAnswer;
      },
    },
    {
      path: "/admin/article-preview",
      action: async ({ request }) => {
        await record("/admin/article-preview", request);
        return { status: "success", result: "<p>Sanitised body</p>" };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/article/form"]} />);
  return posts;
}

const titleField = () => screen.getAllByLabelText(/^Title/)[0] as HTMLInputElement;

describe("article form screen (route stub)", () => {
  it("asks for a title before posting, and the error goes as soon as one is typed", async () => {
    const posts = renderForm({ status: "error", error: {} });
    fireEvent.click(await screen.findByRole("button", { name: "Save article" }));
    expect(await screen.findByText("Title is required")).toBeTruthy();
    expect(titleField().getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    fireEvent.input(titleField(), { target: { value: "Ramadan ads calendar" } });
    await waitFor(() => expect(screen.queryByText("Title is required")).toBeNull());
    expect(titleField().getAttribute("aria-invalid")).not.toBe("true");
  });

  it("opens the language tab of the first field in error and puts the focus there", async () => {
    const posts = renderForm({ status: "error", error: {} });
    await screen.findByRole("button", { name: "Save article" });
    fireEvent.input(titleField(), { target: { value: "Live selling in Bandung" } });
    const [, indonesianExcerpt] = screen.getAllByLabelText(/^Excerpt/);
    fireEvent.input(indonesianExcerpt, { target: { value: "Ringkasan tanpa judul" } });
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    fireEvent.click(screen.getByRole("button", { name: "Save article" }));
    const indonesianTitle = screen.getAllByLabelText(/^Title/)[1] as HTMLInputElement;
    await waitFor(() => expect(indonesianTitle.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByRole("button", { name: /^Bahasa Indonesia/ }).getAttribute("aria-pressed"),
    ).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(indonesianTitle));
    expect(posts).toEqual([]);
  });

  it("shows the server's reason next to the field and keeps what was typed", async () => {
    const posts = renderForm({
      status: "error",
      error: { "": ["Some fields need attention"], publishedAt: ["Choose a date and time"] },
    });
    await screen.findByRole("button", { name: "Save article" });
    fireEvent.input(titleField(), { target: { value: "Live selling in Bandung" } });
    fireEvent.click(screen.getByRole("button", { name: "Save article" }));
    expect(await screen.findByText("Choose a date and time")).toBeTruthy();
    expect(posts[0]).toMatchObject({
      path: "/admin/article/form",
      fields: { "versions.en.title": "Live selling in Bandung", status: "draft" },
    });
    expect(titleField().value).toBe("Live selling in Bandung");
  });

  it("previews through the preview route and shows what it answers", async () => {
    const posts = renderForm({ status: "success" });
    fireEvent.click(await screen.findByRole("button", { name: "Preview" }));
    expect(await screen.findByText("Sanitised body")).toBeTruthy();
    expect(posts.map((post) => post.path)).toEqual(["/admin/article-preview"]);
  });
});
