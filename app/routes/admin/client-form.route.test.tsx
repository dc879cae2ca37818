// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import ClientForm from "./client-form.tsx";
import { setupScreenTests } from "./route-stub-testing.ts";

setupScreenTests();

type Posted = Record<string, string[]>;

/** The new-client form with a stub loader, and an action that records each post and answers. */
function renderForm(answer: (fields: Posted) => unknown = () => ({ status: "error", error: {} })) {
  const posts: Posted[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/clients/form",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: ClientForm as any,
      loader: () => ({ id: null, client: null, nextOrder: 13, lettering: null }),
      action: async ({ request }) => {
        const fields: Posted = {};
        for (const [key, value] of await request.formData()) {
          fields[key] = [...(fields[key] ?? []), String(value)];
        }
        posts.push(fields);
        return answer(fields);
      },
    },
    { path: "/admin/clients", Component: () => null },
  ]);
  render(<Stub initialEntries={["/admin/clients/form"]} />);
  return posts;
}

const field = (label: string | RegExp, index = 0) =>
  screen.getAllByLabelText(label)[index] as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });
const preview = () => screen.getByTestId("client-preview");
/** A button of the texts' language tabs, or of the preview's language. */
const textsTab = (name: string | RegExp) =>
  within(screen.getByRole("group", { name: "Language of the texts" })).getByRole("button", {
    name,
  });
const previewTab = (name: string) =>
  within(screen.getByRole("group", { name: "Preview language" })).getByRole("button", { name });

/** Everything a new client needs except its Indonesian texts. */
async function fillAllButIndonesian() {
  await screen.findByRole("button", { name: "Save changes" });
  type(field("Name"), "Warung Pintar");
  type(field("Figure"), "4,2");
  type(field("After the figure"), "x");
  type(field("Label (English)"), "return on ad spend");
  type(field("Label (Bahasa Indonesia)"), "imbal hasil iklan");
  type(field("Industry", 0), "Retail");
  type(field(/^Summary/, 0), "Orders online in a month.");
  type(field("Challenge", 0), "Orders got lost.");
  type(field("Approach", 0), "An ordering website.");
}

describe("client form screen (route stub)", () => {
  it("suggests the address from the name until one is typed, and previews what is typed", async () => {
    renderForm();
    await screen.findByRole("button", { name: "Save changes" });
    type(field("Name"), "Kopi Senja & Co");
    await waitFor(() => expect(field("Page web address").value).toBe("kopi-senja-and-co"));
    expect(preview().textContent).toContain("Kopi Senja & Co");

    type(field("Page web address"), "kopi-senja");
    type(field("Name"), "Kopi Senja Baru");
    await waitFor(() => expect(preview().textContent).toContain("Kopi Senja Baru"));
    expect(field("Page web address").value).toBe("kopi-senja");

    type(field("Figure"), "2400000000");
    type(field("After the figure"), " IDR");
    type(field("Label (English)"), "online sales");
    type(field("Label (Bahasa Indonesia)"), "penjualan online");
    await waitFor(() => expect(preview().textContent).toContain("2,4B IDR"));
    expect(preview().textContent).toContain("online sales");

    fireEvent.click(previewTab("Bahasa Indonesia"));
    await waitFor(() => expect(preview().textContent).toContain("penjualan online"));
    expect(preview().getAttribute("inert")).not.toBeNull();
  });

  it("adds results up to four, removes one, and posts them under the schema's names", async () => {
    const posts = renderForm();
    await fillAllButIndonesian();
    const add = screen.getByRole("button", { name: "Add a result" }) as HTMLButtonElement;
    for (let row = 2; row <= 4; row += 1) {
      fireEvent.click(add);
      await waitFor(() => expect(screen.getAllByLabelText("Figure")).toHaveLength(row));
      // The new row's figure takes the focus.
      await waitFor(() => expect(document.activeElement).toBe(field("Figure", row - 1)));
    }
    expect(add.disabled).toBe(true);
    type(field("Figure", 1), "350");
    type(field("Label (English)", 1), "more orders");
    fireEvent.click(screen.getByRole("button", { name: "Remove result 4" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove result 3" }));
    await waitFor(() => expect(screen.getAllByLabelText("Figure")).toHaveLength(2));
    expect(add.disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(add));

    // Moved up, the second result becomes the card's headline.
    fireEvent.click(screen.getByRole("button", { name: "Move result 2 up" }));
    await waitFor(() => expect(field("Figure", 0).value).toBe("350"));
    await waitFor(() => expect(document.activeElement).toBe(field("Figure", 0)));
    fireEvent.click(screen.getByRole("button", { name: "Move result 2 up" }));
    await waitFor(() => expect(field("Figure", 0).value).toBe("4,2"));

    fireEvent.click(screen.getByRole("checkbox", { name: "Live Streaming" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Website Development" }));
    fireEvent.click(textsTab("Bahasa Indonesia"));
    type(field("Industry", 1), "Ritel");
    type(field(/^Summary/, 1), "Pesanan online dalam sebulan.");
    type(field("Challenge", 1), "Pesanan hilang.");
    type(field("Approach", 1), "Situs pemesanan.");
    type(field("Label (Bahasa Indonesia)", 1), "pesanan lebih banyak");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      name: ["Warung Pintar"],
      slug: ["warung-pintar"],
      order: ["13"],
      version: ["0"],
      "results[0].value": ["4,2"],
      "results[0].suffix": ["x"],
      "results[1].value": ["350"],
      "results[1].label.en": ["more orders"],
      "results[1].label.id": ["pesanan lebih banyak"],
      services: ["livestreaming", "web-development"],
      "logo.color": ["#0F0F10"],
      "logo.shape": ["circle"],
      "versions.id.industry": ["Ritel"],
    });
    expect(posts[0]["results[2].value"]).toBeUndefined();
    expect(posts[0].published).toBeUndefined();
  });

  it("opens the language of the first field in error and puts the focus there", async () => {
    const posts = renderForm();
    await fillAllButIndonesian();
    const english = textsTab("English");
    expect(english.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const indonesianIndustry = field("Industry", 1);
    await waitFor(() => expect(indonesianIndustry.getAttribute("aria-invalid")).toBe("true"));
    await waitFor(() => expect(document.activeElement).toBe(indonesianIndustry));
    expect(textsTab(/^Bahasa Indonesia/).getAttribute("aria-pressed")).toBe("true");
    expect(textsTab(/^Bahasa Indonesia/).textContent).toContain("4 to fix");
    expect(posts).toEqual([]);
  });

  it("keeps what was typed after a 409 and says the address is taken", async () => {
    const posts = renderForm(() => ({
      status: "error",
      error: {
        "": ["The address warung-pintar is already used by another client"],
        slug: ["The address warung-pintar is already used by another client"],
      },
    }));
    await fillAllButIndonesian();
    fireEvent.click(textsTab("Bahasa Indonesia"));
    type(field("Industry", 1), "Ritel");
    type(field(/^Summary/, 1), "Pesanan online.");
    type(field("Challenge", 1), "Pesanan hilang.");
    type(field("Approach", 1), "Situs pemesanan.");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This address is taken");
    expect(field("Page web address").getAttribute("aria-invalid")).toBe("true");
    expect(field("Name").value).toBe("Warung Pintar");
  });

  it("offers the saved version after someone else saved first", async () => {
    renderForm(() => ({
      status: "error",
      code: "stale_version",
      error: {
        "": ["Someone else saved this client while you were editing. Reload to see their version."],
      },
    }));
    await fillAllButIndonesian();
    fireEvent.click(textsTab("Bahasa Indonesia"));
    type(field("Industry", 1), "Ritel");
    type(field(/^Summary/, 1), "Pesanan online.");
    type(field("Challenge", 1), "Pesanan hilang.");
    type(field("Approach", 1), "Situs pemesanan.");
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else saved this first");
    expect(screen.getByRole("button", { name: "Load the saved version" })).toBeTruthy();
  });
});
