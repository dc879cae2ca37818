// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIRST_TOUCH_STORAGE_KEY } from "#contracts/first-touch.ts";
import { firstTouchScript } from "./first-touch-script.ts";

const added: [string, EventListener][] = [];

/**
 * Loads a page: sets its address and referrer and runs the inline script as the page would,
 * with a window whose listeners the test removes again (as a new document would drop them).
 */
function arrive(url: string, referrer = "", storage: () => Storage = () => sessionStorage) {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  const page = {
    get sessionStorage() {
      return storage();
    },
    addEventListener(type: string, listener: EventListener, capture: boolean) {
      added.push([type, listener]);
      window.addEventListener(type, listener, capture);
    },
  };
  new Function("window", "document", "location", firstTouchScript())(page, document, location);
}

const stored = () => JSON.parse(sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? "null");

function chatLink(href: string) {
  const link = document.createElement("a");
  link.href = href;
  const icon = document.createElement("span");
  link.append(icon);
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link);
  return { link, icon };
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
});
afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener, true);
});

describe("the first-touch capture script", () => {
  it("keeps the landing path, the other site's host, the UTM tags and click ids", () => {
    arrive(
      "/id/service/digital-ads?utm_source=instagram&utm_campaign=ramadan&fbclid=abc&other=1",
      "https://l.instagram.com/?u=https%3A%2F%2Fexample",
    );
    expect(stored()).toEqual({
      landing_page: "/id/service/digital-ads",
      referrer: "l.instagram.com",
      utm_source: "instagram",
      utm_campaign: "ramadan",
      fbclid: "abc",
    });
  });

  it("keeps the first touch for the session: later pages change nothing", () => {
    arrive("/service/seo?utm_source=google&gclid=g1", "https://www.google.com/");
    arrive("/article?utm_source=newsletter", "http://localhost:3000/service/seo");
    expect(stored()).toEqual({
      landing_page: "/service/seo",
      referrer: "www.google.com",
      utm_source: "google",
      gclid: "g1",
    });
  });

  it("takes no referrer from the site itself and drops a tag of absurd length", () => {
    arrive(`/?utm_source=${"x".repeat(201)}&utm_medium=cpc`, `${location.origin}/team`);
    expect(stored()).toEqual({ landing_page: "/", utm_medium: "cpc" });
  });

  it("adds the first touch to a chat link as it is clicked, keeping its own parameters", () => {
    arrive("/id/service/digital-ads?utm_campaign=ramadan&ttclid=t-1");
    const { link, icon } = chatLink("/api/v1/chat?service=digital-ads&page=%2Fid%2Fteam");
    const other = document.createElement("a");
    other.href = "/team";
    other.addEventListener("click", (event) => event.preventDefault());
    document.body.append(other);
    icon.click();
    other.click();
    const url = new URL(link.href);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: "digital-ads",
      page: "/id/team",
      landing_page: "/id/service/digital-ads",
      utm_campaign: "ramadan",
      ttclid: "t-1",
    });
    expect(other.getAttribute("href")).toBe("/team");
  });

  it("adds the first touch to a marked form as hidden fields when it is sent, once", () => {
    arrive("/article/1?utm_source=linkedin&utm_content=post", "https://www.linkedin.com/");
    const form = document.createElement("form");
    form.setAttribute("data-first-touch", "");
    form.addEventListener("submit", (event) => event.preventDefault());
    document.body.append(form);
    const unmarked = document.createElement("form");
    unmarked.addEventListener("submit", (event) => event.preventDefault());
    document.body.append(unmarked);
    form.requestSubmit();
    form.requestSubmit();
    unmarked.requestSubmit();
    expect(Object.fromEntries(new FormData(form))).toEqual({
      landing_page: "/article/1",
      referrer: "www.linkedin.com",
      utm_source: "linkedin",
      utm_content: "post",
    });
    expect(form.querySelectorAll("input")).toHaveLength(4);
    expect(unmarked.querySelectorAll("input")).toHaveLength(0);
  });

  it("still tags the page's own chat links when storage is refused", () => {
    arrive("/?utm_source=tiktok", "", () => {
      throw new DOMException("denied", "SecurityError");
    });
    const { link } = chatLink("/api/v1/chat");
    link.click();
    expect(new URL(link.href).searchParams.get("utm_source")).toBe("tiktok");
    expect(stored()).toBeNull();
  });

  it("stays a few hundred bytes", () => {
    expect(firstTouchScript().length).toBeLessThan(1100);
  });
});
