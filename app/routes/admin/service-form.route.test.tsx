// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { loadMessages, MessagesProvider } from "#app/lib/messages.ts";
import { catalogue } from "#contracts/messages/public.ts";
import type { ServiceSlug } from "#contracts/site-content.ts";
import type { ServiceRecord } from "#contracts/site-content-schemas.ts";
import { postedFields, setupScreenTests } from "./route-stub-testing.ts";
import ServiceForm from "./service-form.tsx";

setupScreenTests();

function serviceRecord(slug: ServiceSlug, images: number): ServiceRecord {
  return {
    slug,
    images: Array.from({ length: images }, (_, index) => ({
      url: `/images/services/${slug}/${index + 1}`,
      width: 1200,
      height: 800,
      alt: { en: `Slide ${index + 1}`, id: `Slide ${index + 1} (id)` },
    })),
    work: [],
    versions: {
      en: {
        name: "KOL & KOC Management",
        title: "Creators who",
        highlight: "move product",
        summary: "Creators matched to your brand.",
        description: "We find the right creators.",
        points: ["Vetted creators", "Weekly reports"],
      },
      id: {
        name: "Manajemen KOL & KOC",
        title: "Kreator yang",
        highlight: "menggerakkan produk",
        summary: "Kreator yang cocok dengan brand Anda.",
        description: undefined,
        points: ["Kreator terpilih"],
      },
    },
    version: 3,
  };
}

/** The form route with a stub loader, and an action that records each post and answers. */
function renderForm(
  record: ServiceRecord,
  answer: Record<string, unknown>,
  /** What a colleague saved meanwhile: the page's data once a save was refused. */
  theirs?: ServiceRecord,
) {
  const posts: Record<string, string>[] = [];
  // A save moves the stored version on, as the service does.
  const stored = () => {
    if (theirs && posts.length > 0) return theirs;
    return answer.status === "success"
      ? { ...record, version: record.version + posts.length }
      : record;
  };
  const Stub = createRoutesStub([
    {
      path: "/admin/services/:slug",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: ServiceForm as any,
      loader: () => ({ record: stored(), logos: [] }),
      action: async ({ request }) => {
        posts.push(postedFields(await request.formData()));
        // A refusal is a 4xx, as the pipeline answers it: the page's data is not reloaded.
        return data(answer, { status: answer.status === "error" ? 400 : 200 });
      },
    },
  ]);
  render(
    <MessagesProvider locale="en" messages={{ ...catalogue } as never}>
      <Stub initialEntries={[`/admin/services/${record.slug}`]} />
    </MessagesProvider>,
  );
  return posts;
}

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
/** The language buttons of the texts (the preview has its own). */
const language = (name: string) =>
  within(screen.getByRole("region", { name: "Texts" })).getByRole("button", {
    name: new RegExp(`^${name}`),
  });

describe("service form screen (route stub)", () => {
  it("shows the layout, both languages and a carousel of 5 that cannot grow or shrink", async () => {
    renderForm(serviceRecord("kol-management", 5), { status: "success" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "KOL & KOC Management" }),
    ).toBeTruthy();
    expect(screen.getAllByText(/A carousel of 5 images, one per view/).length).toBeGreaterThan(0);
    expect(screen.getByText(/This page shows exactly 5 images\./)).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3, name: /^Image \d of 5$/ })).toHaveLength(5);
    expect(
      (screen.getByRole("button", { name: "Add an image" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole("button", { name: "Remove: Image 1 of 5" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole("button", { name: "Move up: Image 1 of 5" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const highlights = screen.getAllByLabelText(/^Highlight/) as HTMLInputElement[];
    expect(highlights.map((input) => input.value)).toEqual(["move product", "menggerakkan produk"]);
    expect(language("English").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(language("Bahasa Indonesia"));
    expect(language("Bahasa Indonesia").getAttribute("aria-pressed")).toBe("true");
    expect(highlights[0].closest("fieldset")?.hidden).toBe(true);
    expect(highlights[1].closest("fieldset")?.hidden).toBe(false);
  });

  it("refuses in the browser: opens the language of the first field in error and focuses it", async () => {
    const posts = renderForm(serviceRecord("kol-management", 5), { status: "success" });
    const titles = (await screen.findAllByLabelText(/^Title/)) as HTMLInputElement[];
    fireEvent.input(titles[1], { target: { value: "" } });
    save();
    await waitFor(() => expect(titles[1].getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Title is required")).toBeTruthy();
    await waitFor(() =>
      expect(language("Bahasa Indonesia").getAttribute("aria-pressed")).toBe("true"),
    );
    await waitFor(() => expect(document.activeElement).toBe(titles[1]));
    expect(posts).toEqual([]);
  });

  it("moves an image and posts the new order with the alt texts, and the version it loaded", async () => {
    const posts = renderForm(serviceRecord("kol-management", 5), { status: "success" });
    const moveUp = await screen.findByRole("button", { name: "Move up: Image 3 of 5" });
    fireEvent.click(moveUp);
    await waitFor(() =>
      expect(
        (screen.getAllByLabelText("Alt text (English)") as HTMLInputElement[]).map(
          (input) => input.value,
        ),
      ).toEqual(["Slide 1", "Slide 3", "Slide 2", "Slide 4", "Slide 5"]),
    );
    // The focus stays on the button that moved it, now on image 2.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe("Move up: Image 2 of 5"),
    );
    save();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      slug: "kol-management",
      version: "3",
      "images[1].url": "/images/services/kol-management/3",
      "images[1].alt.en": "Slide 3",
      "images[1].alt.id": "Slide 3 (id)",
      "images[2].url": "/images/services/kol-management/2",
      "versions.en.points": "Vetted creators\nWeekly reports",
    });
    // Save stays on the page ("Save and back to the list" sends "list").
    expect(posts[0].then).toBe("stay");
  });

  it("adds Our work: an item without its image is refused in the browser, next to it", async () => {
    const posts = renderForm(serviceRecord("digital-ads", 3), { status: "success" });
    expect(await screen.findByText("No work yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add work" }));
    const heading = await screen.findByRole("heading", { level: 3, name: "Work 1 of 1" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const item = heading.closest("li") as HTMLElement;
    fireEvent.input(within(item).getByLabelText("Caption (English)"), {
      target: { value: "Ramadan campaign" },
    });
    fireEvent.input(within(item).getByLabelText("Caption (Bahasa Indonesia)"), {
      target: { value: "Kampanye Ramadan" },
    });
    save();
    expect(await within(item).findByText("Choose an image from the uploads")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(posts).toEqual([]);
    // A grid of 2 to 4 may take one more image, and lose one.
    expect(
      (screen.getByRole("button", { name: "Add an image" }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Remove: Image 3 of 3" }));
    await waitFor(() =>
      expect(screen.getAllByRole("heading", { level: 3, name: /^Image \d of 2$/ })).toHaveLength(2),
    );
    expect(
      (screen.getByRole("button", { name: "Remove: Image 1 of 2" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the server's reasons where they belong and focuses the first, typed values kept", async () => {
    const posts = renderForm(serviceRecord("kol-management", 5), {
      status: "error",
      error: {
        "": ["Not saved. Check the fields marked in red."],
        images: ["This page shows exactly 5 images"],
      },
    });
    const [summary] = (await screen.findAllByLabelText(/^Summary/)) as HTMLInputElement[];
    fireEvent.input(summary, { target: { value: "Typed and kept" } });
    save();
    await waitFor(() => expect(posts).toHaveLength(1));
    const images = screen.getByRole("heading", { level: 2, name: "Images" });
    expect(await within(images.parentElement as HTMLElement).findByRole("alert")).toBeTruthy();
    expect(screen.getByText("This page shows exactly 5 images")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(images));
    expect((screen.getAllByLabelText(/^Summary/)[0] as HTMLInputElement).value).toBe(
      "Typed and kept",
    );
  });

  it("stays after a save: the form starts again at the new version, the focus back on Save", async () => {
    const posts = renderForm(serviceRecord("kol-management", 5), {
      status: "success",
      message: "Saved. The website shows it now.",
    });
    const [highlight] = (await screen.findAllByLabelText(/^Highlight/)) as HTMLInputElement[];
    fireEvent.input(highlight, { target: { value: "sell out" } });
    const saveButton = screen.getByRole("button", { name: "Save changes" });
    saveButton.focus();
    save();
    await waitFor(() => expect(posts).toHaveLength(1));
    const version = () =>
      (document.querySelector('input[name="version"]') as HTMLInputElement | null)?.value;
    await waitFor(() => expect(version()).toBe("4"));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Save changes" })),
    );
  });

  it("says plainly when a colleague saved first, keeps what was typed, then loads theirs", async () => {
    const mine = serviceRecord("kol-management", 5);
    const theirs = structuredClone(mine);
    theirs.version = 4;
    theirs.versions.en.summary = "The colleague's summary";
    const posts = renderForm(
      mine,
      {
        status: "error",
        code: "stale_version",
        initialValue: { version: "3" },
        error: {
          "": [
            "Someone else saved this service while you were editing. Your changes are still in the form: copy what you need, then load their version.",
          ],
        },
      },
      theirs,
    );
    const [summary] = (await screen.findAllByLabelText(/^Summary/)) as HTMLInputElement[];
    fireEvent.input(summary, { target: { value: "My late summary" } });
    save();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Someone else saved this first")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Load the saved version" })).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(summary.value).toBe("My late summary");

    fireEvent.click(within(alert).getByRole("button", { name: "Load the saved version" }));
    await waitFor(() =>
      expect((screen.getAllByLabelText(/^Summary/)[0] as HTMLInputElement).value).toBe(
        "The colleague's summary",
      ),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect((document.querySelector('input[name="version"]') as HTMLInputElement).value).toBe("4");
  });

  it("previews the unsaved texts in the chosen language", async () => {
    renderForm(serviceRecord("kol-management", 5), { status: "success" });
    const frame = (await screen.findByTitle(/^Preview of the/)) as HTMLIFrameElement;
    const page = () => frame.contentDocument?.querySelector('[data-testid="service-preview"]');
    await waitFor(() => expect(page()?.textContent).toContain("move product"));
    const [highlight] = screen.getAllByLabelText(/^Highlight/) as HTMLInputElement[];
    fireEvent.input(highlight, { target: { value: "sell out" } });
    await waitFor(() => expect(page()?.textContent).toContain("sell out"));
    expect(page()?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(5);
    const preview = screen.getByRole("region", { name: "Preview" });
    // The screen loads the other language's catalogue at once; here it is there before the click.
    await loadMessages("id", { blog: false });
    fireEvent.click(within(preview).getByRole("button", { name: "Bahasa Indonesia" }));
    await waitFor(() => expect(page()?.textContent).toContain("menggerakkan produk"));
  });
});
