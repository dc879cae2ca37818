// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages, MessagesProvider } from "#app/lib/messages.ts";
import { companySeed } from "#content/company.ts";
import { blog } from "#contracts/messages/blog.ts";
import { msg } from "#contracts/messages/message.ts";
import { catalogue } from "#contracts/messages/public.ts";
import { type CompanyRecord, companyInputSchema } from "#contracts/site-content-schemas.ts";
import { replySaved, submitForm } from "#server/http/form-submission.ts";
import { ConflictError } from "#server/shared/domain-errors.ts";
import AdminCompany from "./company.tsx";
import { postedFields, setupScreenTests } from "./route-stub-testing.ts";

setupScreenTests();
// The preview shows the public site's texts of its language; the page has loaded English.
beforeAll(() => loadMessages("id", { blog: false }));

const STALE = "Someone else saved this page while you were editing. Reload to see their version.";

/** The screen over a stub of its route: the real submission pipeline, `save` in the service's place. */
function renderScreen({
  save = async () => {},
  tamper = () => {},
}: {
  save?: (version: number) => Promise<void>;
  /** What reaches the server differs from what the browser checked (no JavaScript, an old tab). */
  tamper?: (form: FormData) => void;
} = {}) {
  let company: CompanyRecord = { ...companySeed, version: 4 };
  const posts: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/company",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes React Router's props through
      Component: AdminCompany as any,
      loader: () => ({ company }),
      action: async ({ request }) => {
        const form = await request.formData();
        tamper(form);
        posts.push(postedFields(form));
        return submitForm(form, {
          schema: companyInputSchema,
          save: async (input) => {
            await save(input.version);
            company = { ...input, version: input.version + 1 };
          },
          saved: (_, submission) => replySaved(submission, { message: "Saved." }),
        });
      },
    },
  ]);
  render(
    <MessagesProvider locale="en" messages={{ ...catalogue, blog }}>
      <Stub initialEntries={["/admin/company"]} />
    </MessagesProvider>,
  );
  return { posts, bump: () => (company = { ...company, version: company.version + 1 }) };
}

const preview = () => screen.getByRole("region", { name: "Preview of the home page" });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
const field = (label: RegExp, index = 0) =>
  screen.getAllByLabelText(label)[index] as HTMLInputElement | HTMLTextAreaElement;
const type = (element: HTMLElement, value: string) =>
  fireEvent.input(element, { target: { value } });

describe("company screen (route stub)", () => {
  it("previews the unsaved hero, figures and About tabs, in the language being edited", async () => {
    renderScreen();
    await screen.findByRole("button", { name: "Save changes" });
    expect(within(preview()).getByText("made in Indonesia.")).toBeTruthy();

    type(field(/^Highlight/), "built for Nusantara.");
    type(field(/^Figure$/, 1), "4.2");
    type(field(/^Suffix/, 1), "x");
    await waitFor(() => expect(within(preview()).getByText("built for Nusantara.")).toBeTruthy());
    expect(within(preview()).getByText("4,2x")).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Bahasa Indonesia" }));
    fireEvent.click(screen.getByRole("tab", { name: "Bahasa Indonesia" }));
    // The Indonesian About card's Our Vision tab, then its text.
    const visionTabs = screen.getAllByRole("tab", { name: "Our Vision" });
    fireEvent.mouseDown(visionTabs[1]);
    const vision = screen
      .getAllByLabelText(/^Text/)
      .find((element) => element.getAttribute("name") === "versions.id.about[1].body");
    type(vision as HTMLElement, "Setiap UMKM punya tim digital kelas dunia.");
    // The preview follows, with the public site's Indonesian tab names.
    expect(
      await within(preview()).findByText("Setiap UMKM punya tim digital kelas dunia."),
    ).toBeTruthy();
    expect(
      within(preview()).getByRole("tab", { name: "Visi Kami" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(within(preview()).getByText("buatan Indonesia.")).toBeTruthy();
  });

  it("opens the Indonesian texts at the first field in error, before anything is posted", async () => {
    const { posts } = renderScreen();
    await screen.findByRole("button", { name: "Save changes" });
    const indonesianTitle = screen
      .getAllByLabelText(/^Title/)
      .find(
        (element) => element.getAttribute("name") === "versions.id.heroTitle",
      ) as HTMLInputElement;
    type(indonesianTitle, "");
    save();
    await waitFor(() => expect(indonesianTitle.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByRole("tab", { name: /^Bahasa Indonesia/ }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(screen.getByRole("tab", { name: /^Bahasa Indonesia/ }).textContent).toContain(
      "1 to fix",
    );
    await waitFor(() => expect(document.activeElement).toBe(indonesianTitle));
    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it("checks email, links and figures in the browser, each reason next to its field", async () => {
    const { posts } = renderScreen();
    await screen.findByRole("button", { name: "Save changes" });
    type(field(/^Email/), "halo@");
    type(field(/^Link$/, 0), "javascript:alert(1)");
    type(field(/^Figure$/, 2), "abc");
    save();
    expect(await screen.findByText("Enter an email address like hello@example.id")).toBeTruthy();
    expect(screen.getByText("Paste the full address, starting with https://")).toBeTruthy();
    expect(screen.getByText("Enter the figure in digits, for example 350 or 4.2")).toBeTruthy();
    expect(field(/^Email/).value).toBe("halo@");
    await waitFor(() => expect(document.activeElement).toBe(field(/^Figure$/, 2)));
    expect(posts).toEqual([]);
  });

  it("shows the server's reasons on the tab they belong to and keeps what was typed", async () => {
    const { posts } = renderScreen({
      tamper: (form) => form.delete("versions.id.about[2].title"),
    });
    await screen.findByRole("button", { name: "Save changes" });
    type(field(/^Highlight/), "kept as typed");
    save();
    const missionTitle = () =>
      screen
        .getAllByLabelText(/^Title/)
        .find((element) => element.getAttribute("name") === "versions.id.about[2].title");
    await waitFor(() => expect(missionTitle()?.getAttribute("aria-invalid")).toBe("true"));
    expect(posts).toHaveLength(1);
    expect(
      screen.getByRole("tab", { name: /^Bahasa Indonesia/ }).getAttribute("aria-selected"),
    ).toBe("true");
    const missionTabs = screen.getAllByRole("tab", { name: /^Our Mission/ });
    expect(missionTabs[1].getAttribute("aria-selected")).toBe("true");
    expect(missionTabs[1].textContent).toContain("needs attention");
    await waitFor(() => expect(document.activeElement).toBe(missionTitle()));
    expect(field(/^Highlight/).value).toBe("kept as typed");
  });

  it("saves both languages in one post, then starts again from the saved version", async () => {
    const { posts } = renderScreen();
    await screen.findByRole("button", { name: "Save changes" });
    type(field(/^Highlight/), "built for Nusantara.");
    save();
    expect(await screen.findByText("Saved. The website shows it now.")).toBeTruthy();
    expect(posts[0]).toMatchObject({
      version: "4",
      "versions.en.heroHighlight": "built for Nusantara.",
      "versions.id.heroHighlight": "buatan Indonesia.",
      "socials[3].name": "YouTube",
    });
    await waitFor(() =>
      expect((document.querySelector('input[name="version"]') as HTMLInputElement).value).toBe("5"),
    );
    expect(field(/^Highlight/).value).toBe("built for Nusantara.");
  });

  it("says clearly when someone else saved first, keeps the typed text and loads theirs on request", async () => {
    const { bump } = renderScreen({
      save: async () => {
        throw new ConflictError("stale_version", msg("staleVersion", "page"));
      },
    });
    await screen.findByRole("button", { name: "Save changes" });
    type(field(/^Highlight/), "mine, unsaved");
    save();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else saved this first");
    expect(alert.textContent).toContain(STALE);
    expect(field(/^Highlight/).value).toBe("mine, unsaved");

    bump();
    fireEvent.click(within(alert).getByRole("button", { name: "Load their version" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(field(/^Highlight/).value).toBe("made in Indonesia.");
  });

  it("adds and removes social links from the keyboard's reach, up to eight", async () => {
    renderScreen();
    await screen.findByRole("button", { name: "Save changes" });
    expect(screen.getAllByLabelText(/^Network/)).toHaveLength(4);
    const add = screen.getByRole("button", { name: "Add a link" });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByLabelText(/^Network/)).toHaveLength(5));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByLabelText(/^Network/)[4]),
    );
    for (let count = 6; count <= 8; count += 1) {
      fireEvent.click(add);
      await waitFor(() => expect(screen.getAllByLabelText(/^Network/)).toHaveLength(count));
    }
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("The footer shows at most 8 links.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove link 1" }));
    await waitFor(() => expect(screen.getAllByLabelText(/^Network/)).toHaveLength(7));
    expect((screen.getAllByLabelText(/^Network/)[0] as HTMLSelectElement).value).toBe("TikTok");
    await waitFor(() => expect(document.activeElement).toBe(add));
  });
});
