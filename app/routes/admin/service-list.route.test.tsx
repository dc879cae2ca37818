// @vitest-environment happy-dom
import { render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SERVICE_NAMES, SERVICE_SLUGS } from "#contracts/site-content.ts";
import { setupScreenTests } from "./route-stub-testing.ts";
import ServiceList from "./service-list.tsx";

setupScreenTests();

const SERVICES = SERVICE_SLUGS.map((slug, index) => ({
  slug,
  name: SERVICE_NAMES[slug],
  summary: `Summary of ${slug}`,
  images: slug === "kol-management" ? 5 : 3,
  work: index === 0 ? 2 : 0,
  updatedAt: "2026-11-23T09:05:00.000Z",
}));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderList(url: string) {
  const Stub = createRoutesStub([
    {
      path: "/admin/services",
      Component: () => (
        <>
          {/* biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through */}
          <ServiceList {...({ loaderData: { services: SERVICES } } as any)} />
          <Address />
        </>
      ),
      loader: () => ({ services: SERVICES }),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe("services list screen (route stub)", () => {
  it("lists the ten pages in order, each with its edit screen and its public page", async () => {
    renderList("/admin/services");
    const table = await screen.findByRole("table", { name: "Service pages" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      SERVICE_SLUGS.map((slug) => `${SERVICE_NAMES[slug]}${slug}`),
    );
    const kol = rows[4];
    expect(
      within(kol).getByRole("link", { name: "Edit KOL & KOC Management" }).getAttribute("href"),
    ).toBe("/admin/services/kol-management");
    const view = within(kol).getByRole("link", {
      name: "View KOL & KOC Management on the website (opens a new tab)",
    });
    expect(view.getAttribute("href")).toBe("/service/kol-management");
    expect(view.getAttribute("target")).toBe("_blank");
    expect(within(kol).getByText("23 Nov 2026, 16:05")).toBeTruthy();
  });

  it("after a save and back, toasts once and drops ?saved from the address", async () => {
    renderList("/admin/services?saved=kol-management");
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe("/admin/services"));
  });
});
