// @vitest-environment happy-dom
import { getInputProps } from "@conform-to/react";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { useStaffForm } from "./use-staff-form.ts";

// On a busy machine a first render outlasts the default 1 s.
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const schema = z.object({
  version: z.string(),
  versions: z.object({
    en: z.object({ title: z.string({ error: "Title is required" }) }),
    id: z.object({ title: z.string({ error: "Title is required" }) }),
  }),
});

/** A form over both languages, one shown at a time, as the staff screens lay them out. */
function TitlesForm({ version }: { version: number }) {
  const [language, setLanguage] = useState<Locale>("en");
  const { fields, fetcher, formProps, refused } = useStaffForm(schema, {
    id: "titles",
    defaultValue: { version: String(version), versions: { en: { title: "Hello" }, id: {} } },
    failedText: "Check the fields marked in red.",
    showLanguage: setLanguage,
  });
  const versions = fields.versions.getFieldset();
  return (
    <fetcher.Form {...formProps}>
      <input {...getInputProps(fields.version, { type: "hidden" })} />
      <p>Showing {language}</p>
      {refused ? <p role="alert">Refused at {version}</p> : null}
      {LOCALES.map((locale) => {
        const title = versions[locale].getFieldset().title;
        return (
          <div key={locale} data-language={locale} hidden={language !== locale}>
            <label htmlFor={title.id}>Title {locale}</label>
            <input {...getInputProps(title, { type: "text" })} />
          </div>
        );
      })}
      <button type="submit">Save</button>
    </fetcher.Form>
  );
}

/** The form over a stub route whose action refuses with `answer`. */
function renderForm(answer: (form: FormData) => Record<string, unknown>) {
  const posts: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/titles",
      Component: () => <TitlesForm version={7} />,
      loader: () => null,
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        return data(answer(form), { status: 409 });
      },
    },
  ]);
  render(<Stub initialEntries={["/titles"]} />);
  return posts;
}

const idTitle = () => screen.getByLabelText("Title id") as HTMLInputElement;

describe("useStaffForm", () => {
  it("opens the language of the first field in error and focuses it, before anything is posted", async () => {
    const posts = renderForm(() => ({ status: "error" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(idTitle()));
    expect(screen.getByText("Showing id")).toBeTruthy();
    expect(idTitle().closest("div")?.hidden).toBe(false);
    expect(posts).toEqual([]);
  });

  it("shows the server's reason on the other language's field, focused, with what was typed", async () => {
    const posts = renderForm((form) => ({
      status: "error",
      initialValue: Object.fromEntries(form),
      error: { "versions.id.title": ["Use a shorter title"] },
    }));
    fireEvent.input(await screen.findByLabelText("Title id"), { target: { value: "Halo" } });
    fireEvent.input(screen.getByLabelText("Title en"), { target: { value: "Hello there" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(idTitle()));
    expect(posts).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe("Refused at 7");
    expect(screen.getByText("Showing id")).toBeTruthy();
    expect(idTitle().getAttribute("aria-invalid")).toBe("true");
    expect(idTitle().value).toBe("Halo");
    expect((screen.getByLabelText("Title en") as HTMLInputElement).value).toBe("Hello there");
  });
});
