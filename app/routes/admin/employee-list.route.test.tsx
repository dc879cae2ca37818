// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readListState } from "#app/features/employees/employee-list-state.ts";
import type { Employee } from "#contracts/employee-schema.ts";
import EmployeeList from "./employee-list.tsx";

afterEach(cleanup);

const employee = (id: number, name: string): Employee => ({
  id,
  name,
  number: 1000 + id,
  position: "Strategist",
  department: "Creative",
  joinDate: "2024-03-01",
  status: "Active",
  photo: "",
  photoPath: "",
});

const ROWS = [employee(1, "Ayu Lestari"), employee(2, "Bima Santoso")];

/** The list route with a stub loader (two rows of 25 matching) and an action that records posts. */
function renderList(url = "/admin/employee?sortBy=name&sortOrder=asc&search=a") {
  const posts: Record<string, string[]>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/employee",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: EmployeeList as any,
      loader: ({ request }) => ({
        state: readListState(new URL(request.url).searchParams),
        rows: ROWS,
        pagination: {
          perPage: 2,
          limit: 2,
          total: 25,
          totalCount: 25,
          totalPages: 13,
          currentPage: 1,
          beginData: 1,
          endData: 2,
          lastPage: 13,
          prevPage: null,
          nextPage: 2,
        },
      }),
      action: async ({ request }) => {
        const form = await request.formData();
        const fields: Record<string, string[]> = {};
        for (const [key, value] of form) fields[key] = [...(fields[key] ?? []), String(value)];
        posts.push(fields);
        const intent = fields.intent?.[0] ?? "";
        const message = intent === "delete" ? "Employee has been deleted." : "25 employees deleted";
        return { status: "success", message, answers: intent };
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posts;
}

describe("employee list screen (route stub)", () => {
  it("keeps the list state in the sort headers, the pager and the search form", async () => {
    renderList();
    const table = await screen.findByRole("table");
    const nameHeader = within(table).getByRole("columnheader", { name: /Name/ });
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
    // Sorting by name again turns the order (descending is the default, so it leaves the
    // address); the search stays.
    expect(within(nameHeader).getByRole("link").getAttribute("href")).toBe(
      "/admin/employee?sortBy=name&search=a",
    );
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/admin/employee?page=1&sortBy=name&sortOrder=asc&search=a",
    );
    expect(screen.getByText("Press Enter to search · / jumps here")).toBeTruthy();
    const search = screen.getByRole("searchbox");
    const form = search.closest("form");
    expect(form?.getAttribute("method")).toBe("get");
    const kept = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute("name"),
      input.getAttribute("value"),
    ]);
    expect(kept).toEqual([
      ["sortBy", "name"],
      ["sortOrder", "asc"],
    ]);
  });

  it("deletes every matching row after one confirmation naming the total", async () => {
    const posts = renderList();
    await screen.findByRole("table");
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every employee on this page" }));
    fireEvent.click(screen.getByRole("button", { name: "Select all 25 matching employees" }));
    expect(screen.getByText("All 25 matching employees are selected.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 25 employees?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete 25 employees" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ intent: ["bulk-delete"], scope: ["matching"], search: ["a"] });
  });

  it("deletes one row with the spec's dialogs: Are you sure?, then Deleted!", async () => {
    const posts = renderList();
    await screen.findByRole("table");
    fireEvent.click(screen.getAllByRole("button", { name: "Delete Bima Santoso" })[0]);
    const confirm = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(within(confirm).getByText("You won't be able to revert this!")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, delete it!" }));
    await waitFor(() => expect(posts).toEqual([{ intent: ["delete"], id: ["2"] }]));
    const done = await screen.findByRole("alertdialog", { name: "Deleted!" });
    expect(within(done).getByText("Employee has been deleted.")).toBeTruthy();
  });
});
