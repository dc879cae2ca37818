// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import type { TeamMemberRecord } from "#contracts/site-content-schemas.ts";
import { postedFields, setupScreenTests } from "./route-stub-testing.ts";
import AdminTeamList from "./team-list.tsx";

setupScreenTests();

const member = (employeeId: number, name: string, visible: boolean): TeamMemberRecord => ({
  employeeId,
  name,
  visible,
  role: "Content Creator",
  order: employeeId,
  portrait: { url: `/media/photos/${employeeId}-512.webp`, width: 512, height: 512 },
  versions: {
    en: { jobTitle: `${name} title`, portraitAlt: "" },
    id: { jobTitle: `${name} jabatan`, portraitAlt: "" },
  },
  version: 4,
});

const MEMBERS = [member(1, "Ayu Lestari", true), member(2, "Budi Santoso", false)];
const CANDIDATES = [
  { id: 11, name: "Citra Dewi", position: "Editor" },
  { id: 12, name: "Dewi Anggraini", position: "Host" },
];

function renderList() {
  const posts: Record<string, string>[] = [];
  const finds: string[] = [];
  function MemberPage() {
    return <p>member form {useParams().employeeId}</p>;
  }
  const Stub = createRoutesStub([
    {
      path: "/admin/team",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: AdminTeamList as any,
      loader: ({ request }) => {
        const find = new URL(request.url).searchParams.get("find");
        if (find !== null) finds.push(find);
        return {
          members: MEMBERS,
          candidates:
            find === null
              ? null
              : CANDIDATES.filter((c) => c.name.toLowerCase().includes(find.toLowerCase())),
        };
      },
      action: async ({ request }) => {
        const fields = postedFields(await request.formData());
        posts.push(fields);
        return { status: "success", answers: fields.intent, message: "ok" };
      },
    },
    { path: "/admin/team/:employeeId", Component: MemberPage },
  ]);
  render(<Stub initialEntries={["/admin/team"]} />);
  return { posts, finds };
}

describe("team list screen (route stub)", () => {
  it("shows each member's state in words, and shows or hides them in one click", async () => {
    const { posts } = renderList();
    await screen.findByRole("heading", { name: "Team on the website" });
    expect(screen.getAllByText("Shown").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Hidden").length).toBeGreaterThan(0);
    const [hideAyu] = screen.getAllByRole("button", { name: "Hide Ayu Lestari from the website" });
    fireEvent.click(hideAyu);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ intent: "visibility", employeeId: "1", version: "4" });
    const [showBudi] = screen.getAllByRole("button", { name: "Show Budi Santoso on the website" });
    fireEvent.click(showBudi);
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({
      intent: "visibility",
      employeeId: "2",
      version: "4",
      visible: "on",
    });
  });

  it("asks before removing a member from the website", async () => {
    const { posts } = renderList();
    const [remove] = await screen.findAllByRole("button", {
      name: "Remove Budi Santoso from the website",
    });
    fireEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Their employee record stays");
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "delete", employeeId: "2" }]));
  });

  it("adds a member: search, arrow keys and Enter open the chosen employee's form", async () => {
    const { finds } = renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Add a team member" }));
    const search = await screen.findByRole("combobox", { name: "Search employees by name" });
    await screen.findByRole("option", { name: /Citra Dewi/ });
    expect(finds).toContain("");
    fireEvent.keyDown(search, { key: "ArrowDown" });
    await waitFor(() =>
      expect(
        screen.getByRole("option", { name: /Dewi Anggraini/ }).getAttribute("aria-selected"),
      ).toBe("true"),
    );
    expect(search.getAttribute("aria-activedescendant")).toBe(
      screen.getByRole("option", { name: /Dewi Anggraini/ }).id,
    );

    fireEvent.change(search, { target: { value: "citra" } });
    await waitFor(() =>
      expect(screen.queryByRole("option", { name: /Dewi Anggraini/ })).toBeNull(),
    );
    expect(finds).toContain("citra");
    expect(screen.getByText("1 employee found")).toBeTruthy();
    fireEvent.keyDown(search, { key: "Enter" });
    expect(await screen.findByText("member form 11")).toBeTruthy();
  });
});
