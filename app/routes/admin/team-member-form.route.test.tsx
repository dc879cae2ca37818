// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import type { TeamMemberRecord } from "#contracts/site-content-schemas.ts";
import { postedFields, setupScreenTests } from "./route-stub-testing.ts";
import AdminTeamMemberForm from "./team-member-form.tsx";

setupScreenTests();

const EMPLOYEE = { id: 7, name: "Ayu Lestari", position: "Senior Designer" };
const MEMBER: TeamMemberRecord = {
  employeeId: 7,
  name: "Ayu Lestari",
  visible: true,
  role: "Design Graphic",
  order: 2,
  portrait: { url: "/media/photos/ayu-512.webp", width: 512, height: 512 },
  versions: {
    en: { jobTitle: "Graphic Designer", portraitAlt: "Ayu smiling" },
    id: { jobTitle: "Desainer Grafis", portraitAlt: "Ayu tersenyum" },
  },
  version: 3,
};

/**
 * The member's form with stub routes: its own action (answering `saveAnswer`) and the uploads;
 * loaded again, the member is `reloaded` (a colleague's newer save).
 */
function renderForm(
  member: TeamMemberRecord | null,
  saveAnswer: Record<string, unknown>,
  reloaded = member,
) {
  const posts: Record<string, string>[] = [];
  let loads = 0;
  const Stub = createRoutesStub([
    {
      path: "/admin/team/:employeeId",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: AdminTeamMemberForm as any,
      loader: () => {
        loads += 1;
        return { employee: EMPLOYEE, member: loads > 1 ? reloaded : member, nextOrder: 4 };
      },
      action: async ({ request }) => {
        posts.push(postedFields(await request.formData()));
        // A refusal is a 4xx, as the pipeline answers it: the page's data is not reloaded.
        return data(saveAnswer, { status: saveAnswer.status === "error" ? 409 : 200 });
      },
    },
    {
      path: "/admin/media",
      action: () => ({
        status: "success",
        result: { url: "/media/photos/new-512.webp", width: 512, height: 512 },
      }),
    },
    { path: "/admin/team", Component: () => null },
  ]);
  render(<Stub initialEntries={["/admin/team/7"]} />);
  return { posts, loads: () => loads };
}

const preview = () => screen.getByTestId("team-preview");
const field = (label: RegExp, index = 0) =>
  screen.getAllByLabelText(label)[index] as HTMLInputElement;

describe("team member form screen (route stub)", () => {
  it("previews the unsaved texts in either language and width", async () => {
    renderForm(MEMBER, { status: "success" });
    await screen.findByRole("heading", { name: "Ayu Lestari on the website" });
    expect(preview().textContent).toContain("Graphic Designer");
    fireEvent.input(field(/^Job title/, 0), { target: { value: "Art Director" } });
    await waitFor(() => expect(preview().textContent).toContain("Art Director"));

    fireEvent.click(screen.getByRole("button", { name: "Bahasa Indonesia" }));
    await waitFor(() => expect(preview().textContent).toContain("Desainer Grafis"));
    expect(preview().querySelector("[lang]")?.getAttribute("lang")).toBe("id");
    expect(preview().querySelector("img")?.getAttribute("alt")).toBe("Ayu tersenyum");

    expect(preview().dataset.width).toBe("phone");
    fireEvent.click(screen.getByRole("button", { name: "Desk" }));
    expect(preview().dataset.width).toBe("desk");
    expect(screen.getByRole("button", { name: "Desk" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("starts a new member shown, at the next position, with the employee's position in English", async () => {
    const { posts } = renderForm(null, { status: "success" });
    await screen.findByRole("heading", { name: "Add Ayu Lestari to the website" });
    expect((screen.getByLabelText("Show on the website") as HTMLInputElement).checked).toBe(true);
    expect(field(/^Order/).value).toBe("4");
    expect(field(/^Job title/, 0).value).toBe("Senior Designer");
    expect(field(/^Job title/, 1).value).toBe("");
    expect(screen.getByText("Upload a portrait to see it here")).toBeTruthy();

    // Nothing is posted while the role, the portrait and the Indonesian title are missing.
    fireEvent.click(screen.getByRole("button", { name: "Add to the website" }));
    expect(await screen.findByText("Choose a role from the list")).toBeTruthy();
    expect(screen.getByText("Job title is required")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Choose an image from the uploads");
    expect(posts).toEqual([]);
  });

  it("uploads a portrait into the form and the preview, then posts it", async () => {
    const { posts } = renderForm(null, { status: "error", error: { "": ["Not now"] } });
    await screen.findByRole("heading", { name: "Add Ayu Lestari to the website" });
    const file = new File([new Uint8Array([137, 80, 78, 71])], "ayu.png", { type: "image/png" });
    const upload = screen.getByLabelText("Portrait") as HTMLInputElement;
    Object.defineProperty(upload, "files", { value: [file] });
    fireEvent.change(upload);
    await waitFor(() =>
      expect(preview().querySelector("img")?.getAttribute("src")).toBe(
        "/media/photos/new-512.webp",
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Public role/), {
      target: { value: "Design Graphic" },
    });
    fireEvent.input(field(/^Job title/, 1), { target: { value: "Desainer Grafis" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to the website" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      employeeId: "7",
      visible: "on",
      role: "Design Graphic",
      order: "4",
      "portrait.url": "/media/photos/new-512.webp",
      "portrait.width": "512",
      "portrait.height": "512",
      "versions.en.jobTitle": "Senior Designer",
      "versions.id.jobTitle": "Desainer Grafis",
      version: "0",
    });
  });

  it("says a colleague saved first, keeps what was typed, and reloads their version on request", async () => {
    const { posts, loads } = renderForm(
      MEMBER,
      {
        status: "error",
        code: "stale_version",
        initialValue: { version: "3" },
        error: {
          "": [
            "Someone else saved this team member while you were editing. Reload to see their version.",
          ],
        },
      },
      { ...MEMBER, version: 4, versions: { ...MEMBER.versions, en: { ...MEMBER.versions.en } } },
    );
    await screen.findByRole("heading", { name: "Ayu Lestari on the website" });
    fireEvent.input(field(/^Job title/, 0), { target: { value: "Art Director" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else saved this first");
    expect(alert.textContent).toContain("Reload to see their version");
    expect(posts[0]).toMatchObject({ version: "3", "versions.en.jobTitle": "Art Director" });
    expect(field(/^Job title/, 0).value).toBe("Art Director");

    const before = loads();
    fireEvent.click(screen.getByRole("button", { name: "Reload to see their version" }));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    // Their version replaces what was typed.
    expect(field(/^Job title/, 0).value).toBe("Graphic Designer");
  });

  it("shows the server's reason next to each field and keeps what was typed", async () => {
    renderForm(MEMBER, {
      status: "error",
      error: {
        role: ["Choose a role from the list"],
        "portrait.url": ["Choose an image from the uploads"],
      },
    });
    await screen.findByRole("heading", { name: "Ayu Lestari on the website" });
    fireEvent.input(field(/^Job title/, 0), { target: { value: "Typed title" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Choose a role from the list")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Choose an image from the uploads");
    expect(field(/^Job title/, 0).value).toBe("Typed title");
    expect(screen.getByLabelText(/^Public role/).getAttribute("aria-invalid")).toBe("true");
  });

  it("leaves an untouched form at once and asks before dropping changes", async () => {
    for (const member of [MEMBER, null]) {
      renderForm(member, { status: "success" });
      fireEvent.click(await screen.findByRole("link", { name: "Back to the team" }));
      await waitFor(() => expect(screen.queryByTestId("team-preview")).toBeNull());
      cleanup();
    }
    renderForm(MEMBER, { status: "success" });
    fireEvent.input(await screen.findByLabelText(/^Order/), { target: { value: "9" } });
    fireEvent.click(screen.getByRole("link", { name: "Back to the team" }));
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
  });
});
