// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ClientListRow } from "#app/features/clients/admin-client-list-screen.tsx";
import ClientList from "./client-list.tsx";
import { postedFields, setupScreenTests } from "./route-stub-testing.ts";

setupScreenTests();

const row = (id: number, name: string, published: boolean): ClientListRow => ({
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  industry: "Retail",
  order: id,
  published,
  logo: { color: "#5B3A1E", accent: "#F68724", shape: "circle", weight: 800, tracking: -0.5 },
  logoImage: null,
});

function renderList() {
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/clients",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: ClientList as any,
      loader: () => ({ clients: [row(1, "Kopi Senja", true), row(2, "Bumi Bayi", false)] }),
      action: async ({ request }) => {
        const fields = postedFields(await request.formData());
        posts.push(fields);
        return { status: "success", message: "Done", answers: fields.intent };
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/clients"]} />);
  return posts;
}

const table = () => within(screen.getByRole("table"));

describe("client list screen (route stub)", () => {
  it("shows each client's state and switches it at once", async () => {
    const posts = renderList();
    await screen.findByRole("table");
    expect(table().getAllByText("Published")).toHaveLength(1);
    expect(table().getAllByText("Draft")).toHaveLength(1);
    // Only a published client can be opened on the website.
    expect(
      table().getByRole("link", { name: "View the case study of Kopi Senja on the website" }),
    ).toBeTruthy();
    expect(
      table().queryByRole("link", { name: "View the case study of Bumi Bayi on the website" }),
    ).toBeNull();
    expect(table().getByRole("link", { name: "Edit Bumi Bayi" }).getAttribute("href")).toBe(
      "/admin/clients/form/2",
    );

    fireEvent.click(table().getByRole("button", { name: "Unpublish Kopi Senja" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ intent: "publish", id: "1", published: "false" });
    fireEvent.click(table().getByRole("button", { name: "Publish Bumi Bayi" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ intent: "publish", id: "2", published: "true" });
  });

  it("asks before deleting, naming the client", async () => {
    const posts = renderList();
    await screen.findByRole("table");
    fireEvent.click(table().getByRole("button", { name: "Delete Bumi Bayi" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Bumi Bayi and its case study leave the website.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete it!" }));
    await waitFor(() => expect(posts).toEqual([{ intent: "delete", id: "2" }]));
    expect(await screen.findByText("The client has been deleted.")).toBeTruthy();
  });

  it("lists the same clients as cards for a phone", async () => {
    renderList();
    const cards = within(await screen.findByTestId("client-cards"));
    expect(cards.getAllByRole("listitem")).toHaveLength(2);
    expect(cards.getByRole("link", { name: "Edit Kopi Senja" })).toBeTruthy();
    expect(cards.getByRole("button", { name: "Publish Bumi Bayi" })).toBeTruthy();
  });
});
