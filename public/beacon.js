(() => {
  const n = navigator;
  const l = location;
  const d = document;
  if (!n.sendBeacon) return;
  const send = (k, extra) => {
    try {
      n.sendBeacon("/api/v1/beacon", JSON.stringify({ k, p: l.pathname, ...extra }));
    } catch {}
  };
  let path = l.pathname;
  let ref = "";
  try {
    ref = new URL(d.referrer).host;
  } catch {}
  const q = new URLSearchParams(l.search);
  const u = {};
  for (const key of ["source", "medium", "campaign"]) {
    const value = q.get(`utm_${key}`);
    if (value) u[key] = value.slice(0, 80);
  }
  send("view", { e: ref === l.host ? 0 : 1, ...(ref && ref !== l.host ? { r: ref } : {}), u });
  const moved = () => {
    if (l.pathname === path) return;
    path = l.pathname;
    send("view", { e: 0 });
  };
  for (const name of ["pushState", "replaceState"]) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      setTimeout(moved);
      return result;
    };
  }
  addEventListener("popstate", () => setTimeout(moved));
  d.addEventListener("click", (event) => {
    const link = event.target.closest?.('a[href^="/api/v1/chat"]');
    if (link) send("chat", { s: new URL(link.href).searchParams.get("service") || undefined });
  });
  const started = new Set();
  const isContact = (form) => form?.dataset?.testid === "contact-form";
  d.addEventListener("focusin", (event) => {
    const form = event.target.closest?.("form");
    if (isContact(form) && !started.has(path)) {
      started.add(path);
      send("form_start");
    }
  });
  d.addEventListener("submit", (event) => {
    const form = event.target;
    if (isContact(form)) {
      setTimeout(() => form.querySelector('[aria-invalid="true"]') || send("form_sent"), 100);
    }
  });
  const read = new Set();
  addEventListener(
    "scroll",
    () => {
      const article =
        /^(\/id)?\/article\/(?!all$)[\w-]+$/.test(path) && d.querySelector("main article");
      if (
        article &&
        !read.has(path) &&
        article.getBoundingClientRect().bottom <= innerHeight + 40
      ) {
        read.add(path);
        send("read_end");
      }
    },
    { passive: true },
  );
})();
