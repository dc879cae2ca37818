import { expect, type Page, test } from "@playwright/test";
import { E2E_ADMIN, E2E_PASSWORD } from "#tests/e2e/accounts.ts";
import { sendContactForm } from "#tests/e2e/site-helpers.ts";
import type { SecurityServer } from "../../playwright.security.config.ts";
import { ARTICLE_PAYLOADS, EMPLOYEE_PAYLOADS, LEAD_PAYLOADS } from "./xss-payloads.ts";

// Runs once per server of playwright.security.config.ts: payloads are saved through the API the
// staff forms use (and the public contact form itself), then rendered where staff and visitors
// see them. Every alert() and every window.__xss marker counts as a payload that ran.

type Fired = { surface: string; what: string };

function watch(page: Page, fired: Fired[], surface: { current: string }) {
  page.on("dialog", async (dialog) => {
    fired.push({ surface: surface.current, what: `dialog ${dialog.message()}` });
    await dialog.dismiss().catch(() => {});
  });
}

/** True once React Router has hydrated; a payload that breaks the page may prevent that. */
async function waitHydrated(page: Page) {
  return page
    .waitForFunction(
      () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter,
      undefined,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
}

type RouterWindow = {
  __reactRouterDataRouter: {
    navigate(to: string): void;
    state: { navigation: { state: string } };
  };
};

/** Gives event-handler payloads their chance: hover, focus, and a click on script-scheme links. */
async function provoke(page: Page, fired: Fired[], surface: string, scope = "main") {
  await page.evaluate((selector) => {
    const root = document.querySelector(selector) ?? document.body;
    for (const element of root.querySelectorAll("*")) {
      for (const type of ["mouseover", "mouseenter", "pointerenter", "focus", "toggle"]) {
        element.dispatchEvent(new Event(type));
      }
    }
    for (const link of root.querySelectorAll("a")) {
      const href = (link.getAttribute("href") ?? "").replace(/\s/g, "");
      if (/^(javascript|data|vbscript)/i.test(href) || link.protocol === "javascript:") {
        link.click();
      }
    }
  }, scope);
  // An image's error event is dispatched in the same task that marks it complete, so once every
  // image is complete its onerror handler has run; the short settle covers handlers that
  // schedule work of their own.
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 2_000,
    })
    .catch(() => {});
  await page.waitForTimeout(60);
  const marker = await page.evaluate(() => {
    const holder = window as unknown as { __xss?: unknown };
    const value = holder.__xss;
    holder.__xss = undefined;
    return value === undefined ? null : String(value);
  });
  if (marker !== null) fired.push({ surface, what: `marker ${marker}` });
}

test("stored XSS payloads never run where they are shown", async ({ page }, testInfo) => {
  const server = testInfo.project.metadata as SecurityServer;
  const fired: Fired[] = [];
  const surface = { current: "setup" };
  watch(page, fired, surface);
  const api = page.request;
  const run = Date.now().toString(36);
  // Nothing leaves the machine: payloads that point at other hosts fail at once.
  await page.route(
    (url) => url.hostname !== "localhost",
    (route) => route.abort(),
  );

  const login = await api.post("/api/v1/auth/login", {
    data: { email: E2E_ADMIN.email, password: E2E_PASSWORD },
  });
  expect(login.status()).toBe(200);

  // The server really runs with the layers this project claims.
  const home = await api.get("/");
  expect(home.headers()["content-security-policy"] !== undefined).toBe(server.csp);
  const preview = await api.post("/api/v1/admin/articles/preview", {
    data: { content: "<p>x</p><script>alert(0)</script>" },
  });
  expect(((await preview.json()).data.html as string).includes("<script>")).toBe(!server.sanitizer);

  // Articles: one per payload (a payload that breaks the parser must not hide the next one),
  // with payloads in the title and excerpt too.
  const articles: { uid: string; index: number }[] = [];
  for (const [index, payload] of ARTICLE_PAYLOADS.entries()) {
    const response = await api.post("/api/v1/admin/articles", {
      data: {
        title: `xss-${run}-${index} <img src=x onerror=alert('title-${index}')>`,
        excerpt: `zzxss excerpt ${index} </script><script>alert('excerpt-${index}')</script>`,
        content: `<p>zzxss body ${index}</p>\n${payload}\n<p>end-${index}</p>`,
        status: "published",
        categories: ["Security"],
      },
    });
    expect(response.status(), `article ${index}`).toBe(201);
    articles.push({ uid: (await response.json()).data.uid, index });
  }

  const employees: number[] = [];
  for (const [index, payload] of EMPLOYEE_PAYLOADS.entries()) {
    const response = await api.post("/api/v1/employees", {
      data: {
        name: payload,
        number: 900_000 + (Date.now() % 50_000) * 10 + index,
        position: payload,
        department: payload,
        joinDate: "2024-01-15",
        status: "Active",
      },
    });
    expect(response.status(), `employee ${index}`).toBe(201);
    employees.push((await response.json()).id);
  }
  // A script-scheme photo URL, or one that would break out of its attribute, is refused, not
  // stored: a photo is an uploaded image's path or an https address (contracts/url-guard.ts).
  for (const photo of ["javascript:alert(2999)", '/x"onerror="alert(2100)']) {
    const badPhoto = await api.post("/api/v1/employees", {
      data: {
        name: "Bad photo",
        number: 899_999,
        position: "x",
        department: "x",
        joinDate: "2024-01-15",
        status: "Active",
        photo,
      },
    });
    expect(badPhoto.status(), photo).toBe(400);
  }

  const leads: number[] = [];
  for (const [index, payload] of LEAD_PAYLOADS.entries()) {
    const response = await api.post("/api/v1/leads/contact", {
      headers: { "x-forwarded-for": `10.66.${index}.${(Date.now() % 250) + 1}` },
      data: {
        name: payload,
        company: payload,
        email: `lead${index}@example.com`,
        whatsapp: "+62 812 3456 7890",
        service: "digital-ads",
        message: `message ${payload} ${payload}`,
        page: `/contact-us/"><svg/onload=alert(${3100 + index})>`,
        referrer: `https://ref.example/"><img/src/onerror=alert(${3200 + index})>`,
        utm: { utm_source: payload, utm_campaign: `"><script>alert(${3300 + index})</script>` },
      },
    });
    expect(response.status(), `lead ${index}`).toBe(201);
    leads.push((await response.json()).data.id);
  }

  // One lead through the public form itself, as a visitor would send it.
  surface.current = "contact form";
  await page.goto("/contact-us?utm_source=%3Cscript%3Ealert(3400)%3C%2Fscript%3E");
  expect(await waitHydrated(page)).toBe(true);
  await sendContactForm(page.getByTestId("contact-form"), {
    name: `<img src=x onerror=alert(3401)> ${run}`,
    company: "<svg onload=alert(3402)>",
    email: "visitor@example.com",
    whatsapp: "+62 812 3456 7890",
    service: "digital-ads",
    message: "<script>alert(3403)</script> hello there",
  });
  await expect(page.getByTestId("contact-success")).toBeVisible();

  const unhydrated: number[] = [];
  // Public article pages: each server-rendered, then the next one rendered by the client router.
  for (const [position, article] of articles.entries()) {
    surface.current = `article ${article.index} (server render)`;
    const response = await page.goto(`/article/${article.uid}`);
    expect(response?.status()).toBe(200);
    const hydrated = await waitHydrated(page);
    await provoke(page, fired, surface.current);
    if (!hydrated) {
      // Only a run without defences may have a page broken by a payload (e.g. <base href>).
      unhydrated.push(article.index);
      continue;
    }
    const next = articles[(position + 1) % articles.length];
    surface.current = `article ${next.index} (client render)`;
    const path = `/article/${next.uid}`;
    const navigated = await page.evaluate((to) => {
      const router = (window as unknown as Partial<RouterWindow>).__reactRouterDataRouter;
      router?.navigate(to);
      return router !== undefined;
    }, path);
    if (!navigated) {
      // A payload that ran took the page elsewhere (only possible without defences).
      unhydrated.push(next.index);
      continue;
    }
    await page.waitForFunction(
      (to) =>
        location.pathname === to &&
        (window as unknown as RouterWindow).__reactRouterDataRouter.state.navigation.state ===
          "idle",
      path,
    );
    await expect(page.getByTestId("article-body")).toBeAttached();
    await provoke(page, fired, surface.current);
  }

  // Lists, search snippets and the staff screens.
  const screens = [
    "/article",
    "/article/all?q=zzxss",
    "/admin/article",
    "/admin/dashboard",
    "/admin/employee",
    ...employees.map((id) => `/admin/employee/form/${id}`),
    "/admin/leads",
    ...leads.map((id) => `/admin/leads/${id}`),
    "/admin/audit",
  ];
  for (const path of screens) {
    surface.current = path;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await waitHydrated(page), `${path} hydrates`).toBe(true);
    // The dashboard loads its charts after hydration; every other screen renders from its loader.
    if (path === "/admin/dashboard") {
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
    }
    await provoke(page, fired, path, "body");
  }
  // The lead sent through the form reached the inbox.
  await page.goto("/admin/leads");
  // The inbox is a table on this desktop viewport; its phone cards are in the page but hidden.
  await expect(page.getByText(run).filter({ visible: true }).first()).toBeVisible();

  const payloadCount = ARTICLE_PAYLOADS.length + EMPLOYEE_PAYLOADS.length + LEAD_PAYLOADS.length;
  const summary = `[xss ${server.name}] payloads=${payloadCount} (articles ${ARTICLE_PAYLOADS.length}, employees ${EMPLOYEE_PAYLOADS.length}, leads ${LEAD_PAYLOADS.length + 1}) renders=${articles.length * 2 - unhydrated.length + screens.length} fired=${fired.length} unhydrated=${unhydrated.length}`;
  console.log(summary);
  for (const item of fired.slice(0, 60)) console.log(`  fired: ${item.surface}: ${item.what}`);

  expect(payloadCount).toBeGreaterThanOrEqual(30);
  if (!server.csp && !server.sanitizer) {
    // The positive control: with both layers off the harness MUST see payloads run, or it is
    // blind and the zero of the other runs proves nothing.
    expect(
      fired.length,
      "the control run saw no payload run: the harness is broken",
    ).toBeGreaterThan(5);
    expect(fired.some((item) => item.surface.includes("server render"))).toBe(true);
    expect(fired.some((item) => item.surface.includes("client render"))).toBe(true);
  } else {
    expect(fired).toEqual([]);
    // Without the sanitizer, raw mutation-XSS markup may break a page's structure (React then
    // cannot hydrate it); that is the sanitizer's job, and no script ran.
    if (server.sanitizer) expect(unhydrated, "article pages that failed to hydrate").toEqual([]);
  }
});
