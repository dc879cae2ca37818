/**
 * SQL injection scan: Debian's sqlmap (--level 3 --risk 2) against every query parameter and
 * every JSON body field of every API endpoint, on the built server (npm run build first).
 * The parameter list comes from the endpoint registry itself, so a new parameter is scanned
 * without touching this file; each sample request is checked against the endpoint's own zod
 * schema first, because a base request that only ever gets a 400 would test nothing.
 *
 *   node scripts/run-sqlmap.ts            # prints "sqlmap: N parameters tested, M injectable"
 *
 * Bounded for CI (2 cores): PostgreSQL payloads only, boolean/error/union/stacked/time-based
 * techniques with a 1 s delay, 4 threads, two endpoints at a time, and a time limit per endpoint.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { createApiRouter } from "#server/api/v1/api-router.ts";
import { registeredEndpoints } from "#server/api/v1/endpoint.ts";
import { computeTotpCode, totpStep } from "#server/auth/totp.ts";
import { openDatabase } from "#server/db/client.ts";
import { staffPasskeys, staffUsers } from "#server/db/schema.ts";

const PORT = Number(process.env.SQLMAP_PORT ?? 3105);
const BASE = `http://127.0.0.1:${PORT}`;
const PER_ENDPOINT_SECONDS = Number(process.env.SQLMAP_ENDPOINT_SECONDS ?? 150);
const CONCURRENT_SCANS = Number(process.env.SQLMAP_CONCURRENCY ?? 2);
const ADMIN = { email: "sqlmap-admin@projingga.test", password: "sqlmap-password-long-enough" };
/** Admins sign in with a second factor: the scan's admin has an authenticator key it computes. */
const ADMIN_TOTP_SECRET = "KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF";
const VICTIM = "sqlmap-victim@projingga.test";

createApiRouter(); // registers every endpoint

const dataDir = mkdtempSync(join(tmpdir(), "projingga-sqlmap-"));
const outputDir = join(dataDir, "sqlmap-output");
mkdirSync(outputDir);
// Each endpoint's full sqlmap output, kept for reading after a failure.
const logDir = join(process.cwd(), ".cache", "sqlmap-logs");
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  STAFF_PASSWORD: ADMIN.password,
  LOG_LEVEL: "error",
  NODE_ENV: "production",
  TRUST_PROXY: "true",
  PORT: String(PORT),
};
for (const [email, role, ...extra] of [
  [ADMIN.email, "admin", "--totp-secret", ADMIN_TOTP_SECRET],
  [VICTIM, "editor"],
]) {
  execFileSync(
    process.execPath,
    [
      "scripts/staff-create.ts",
      "--email",
      email,
      "--name",
      "Sqlmap Staff",
      "--role",
      role,
      ...extra,
    ],
    { env, stdio: "ignore" },
  );
}
await addPasskeyRow(ADMIN.email);

/**
 * A passkey row for the admin, written before the server holds the database, so renaming one
 * reaches the database (registering one needs a browser's ceremony; the key is never checked).
 */
async function addPasskeyRow(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    await database.db.insert(staffPasskeys).values({
      userId: user.id,
      credentialId: "c3FsbWFwLXBhc3NrZXk",
      publicKey: "c3FsbWFwLXB1YmxpYy1rZXk",
      name: "Sqlmap key",
    });
  } finally {
    await database.close();
  }
}
const server = spawn(process.execPath, ["build/server/index.js"], { env, stdio: "ignore" });
const stopServer = () => {
  if (server.exitCode === null) server.kill("SIGTERM");
};
process.on("exit", stopServer);

async function waitHealthy() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start");
}
await waitHealthy();

const login = await fetch(`${BASE}/api/v1/auth/login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    ...ADMIN,
    code: computeTotpCode(ADMIN_TOTP_SECRET, totpStep(new Date())),
  }),
});
if (!login.ok) throw new Error(`login failed: ${login.status}`);
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${BASE}/api/v1${path}`, {
    ...init,
    headers: { cookie, "content-type": "application/json", ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

// Real rows for the path parameters, so each base request reaches the database.
const articleUid = (await api("/admin/articles?limit=1")).data[0].uid as string;
/**
 * The public endpoints answer 404 for a draft, so they get a published article, and not the
 * one the staff endpoints' samples save as a draft.
 */
const publishedArticleUid = ((await api("/article?limit=2")).data as { uid: string }[]).find(
  (article) => article.uid !== articleUid,
)?.uid as string;
const categoryUid = (await api("/admin/categories")).data[0].uid as string;
const employeeId = (
  await api("/employees", {
    method: "POST",
    body: JSON.stringify({
      name: "Sqlmap Employee",
      number: 777_001,
      position: "Tester",
      department: "QA",
      joinDate: "2024-01-15",
      status: "Active",
    }),
  })
).id as number;
const leadId = (
  await api("/leads/contact", {
    method: "POST",
    body: JSON.stringify({
      name: "Sqlmap Lead",
      email: "lead@example.com",
      whatsapp: "+62 812 3456 7890",
      service: "digital-ads",
      message: "A message long enough",
    }),
  })
).data.id as number;
const clientId = ((await api("/admin/site/clients")).data as { id: number }[])[0].id;
const mediaId = ((await api("/admin/media")).data as { id: number }[])[0].id;
const passkeyId = ((await api("/auth/passkeys")).data as { id: number }[])[0].id;
const victimId = ((await api("/admin/staff")).data as { id: number; email: string }[]).find(
  (staff) => staff.email === VICTIM,
)?.id;

const redirectId = (
  await api("/admin/redirects", {
    method: "POST",
    body: JSON.stringify({ from: "/sqlmap-old-page", to: "/article" }),
  })
).id as number;

function pathId(path: string) {
  if (path.startsWith("/admin/articles/")) return articleUid;
  if (path.startsWith("/article/")) return publishedArticleUid;
  if (path.startsWith("/admin/categories/")) return categoryUid;
  if (path.startsWith("/employees/")) return String(employeeId);
  if (path.startsWith("/admin/leads/")) return String(leadId);
  if (path.startsWith("/admin/staff/")) return String(victimId);
  if (path.startsWith("/admin/site/clients/")) return String(clientId);
  if (path.startsWith("/admin/media/")) return String(mediaId);
  if (path.startsWith("/auth/passkeys/")) return String(passkeyId);
  if (path.startsWith("/admin/redirects/")) return String(redirectId);
  throw new Error(`no id for ${path}`);
}

/** A visit's first touch, as the chat link's query and the contact form's body carry it. */
const FIRST_TOUCH = {
  landing_page: "/service/digital-ads",
  utm_source: "instagram",
  utm_medium: "paid",
  utm_campaign: "ramadan",
  utm_term: "agency",
  utm_content: "story",
  gclid: "abc123",
  fbclid: "fb123",
  ttclid: "tt123",
};
const QUERY_SAMPLES: Record<string, string> = {
  page: "1",
  limit: "10",
  sortOrder: "desc",
  search: "marketing",
  tag: "strategy",
  sortBy: "id",
  status: "published",
  article: publishedArticleUid,
  action: "auth.login",
  source: "contact",
  service: "digital-ads",
  description: "Hello there",
  owner: "none",
  followUp: "due",
  lang: "id",
  actor: "1",
  from: "2026-01-01",
  to: "2026-12-31",
  q: "marketing",
  kind: "cover",
  sort: "newest",
  separator: "semicolon",
  by: "service",
  probes: "false",
  ...FIRST_TOUCH,
  referrer: "www.google.com",
};
/** Where one name means different things on different endpoints. */
const QUERY_OVERRIDES: Record<string, Record<string, string>> = {
  "GET /admin/leads": { status: "new" },
  "GET /admin/leads/export": { status: "new" },
};
const EMPLOYEE = {
  name: "Sqlmap Employee",
  number: 777_002,
  position: "Tester",
  department: "QA",
  joinDate: "2024-01-15",
  status: "Active",
  photo: "https://example.com/a.jpg",
  photoPath: "photos/a.webp",
};
const ARTICLE = {
  title: "Sqlmap article",
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  coverImage: "https://example.com/c.jpg",
  status: "draft",
  publishedAt: "2026-01-01T00:00:00Z",
  categories: ["Strategy"],
  authorName: "Sqlmap",
  coverAlt: "A cover",
  en: {
    title: "Sqlmap article",
    excerpt: "An excerpt",
    content: "<p>Body</p>",
    coverAlt: "A cover",
  },
  id: { title: "Artikel sqlmap", excerpt: "Ringkasan", content: "<p>Isi</p>", coverAlt: "Sampul" },
};
/** Two languages of one text, as the site content's schemas take them. */
const both = (text: string) => ({ en: text, id: `${text} (id)` });
const SITE_IMAGE = { url: "/images/services/digital-ads/1", width: 1200, height: 800 };
/** A version no record has: every save is the same stable 409 after its query ran. */
const STALE_VERSION = 999_999;
/** A well-formed sign-in token no sign-in has: each request looks it up and answers 401. */
const SIGN_IN_TOKEN = "c3FsbWFwLXNpZ24taW4tdG9rZW4tdGhhdC1pcy1ub3Q";
/** A WebAuthn credential as the browser sends it, with its ceremony's response fields. */
const credential = (fields: Record<string, string>) => ({
  id: "c3FsbWFw",
  rawId: "c3FsbWFw",
  type: "public-key",
  response: { clientDataJSON: "e30", ...fields },
});
const SERVICE_TEXT = {
  name: "Digital Ads",
  title: "Ads that pay",
  highlight: "for themselves",
  summary: "A summary",
  description: "A description",
  points: "One point\nAnother point",
};
const CLIENT_TEXT = {
  industry: "Retail",
  summary: "A summary",
  challenge: "A challenge",
  approach: "An approach",
  quoteText: "A quote",
  quotePosition: "Founder",
};
const CLIENT = {
  slug: "sqlmap-client",
  name: "Sqlmap Client",
  logo: { color: "#123456", accent: "#654321", shape: "circle" },
  logoImage: SITE_IMAGE,
  results: [{ value: 12, suffix: "x", label: both("growth") }],
  services: ["digital-ads"],
  quoteAuthor: "Sari",
  order: 1,
  published: true,
  versions: { en: CLIENT_TEXT, id: CLIENT_TEXT },
  version: STALE_VERSION,
};
const HERO_TEXT = {
  heroEyebrow: "Agency",
  heroTitle: "Digital growth,",
  heroHighlight: "made here.",
  heroBody: "An introduction",
  about: [1, 2, 3].map((tab) => ({ title: `Tab ${tab}`, body: "A text", points: "A point" })),
};
const BODY_SAMPLES: Record<string, Record<string, unknown>> = {
  "POST /admin/redirects": {
    from: "/sqlmap-new-page",
    to: "/article",
    status: 301,
    match: "exact",
  },
  "PUT /admin/redirects/{id}": {
    from: "/sqlmap-old-page",
    to: "/article",
    status: 302,
    match: "exact",
  },
  "POST /admin/redirects/import": { csv: "from,to\n/sqlmap-csv-page,/article" },
  "PUT /admin/site/company": {
    legalName: "PT Sqlmap",
    founded: 2019,
    email: "hello@example.com",
    address: {
      street: "Jl. Senopati 21",
      city: "Jakarta",
      region: "DKI Jakarta",
      postalCode: "12190",
      countryName: "Indonesia",
    },
    socials: [{ name: "Instagram", url: "https://www.instagram.com/sqlmap" }],
    figures: [1, 2, 3].map((value) => ({ value, suffix: "+", label: both("label") })),
    versions: { en: HERO_TEXT, id: HERO_TEXT },
    version: STALE_VERSION,
  },
  "PUT /admin/site/services/{slug}": {
    slug: "digital-ads",
    images: [1, 2].map(() => ({ ...SITE_IMAGE, alt: both("An image") })),
    work: [{ ...SITE_IMAGE, caption: both("A work") }],
    versions: { en: SERVICE_TEXT, id: SERVICE_TEXT },
    version: STALE_VERSION,
  },
  "POST /admin/site/clients": CLIENT,
  "PUT /admin/site/clients/{id}": CLIENT,
  "PUT /admin/site/team/{employeeId}": {
    employeeId,
    visible: true,
    role: "BOD",
    order: 1,
    portrait: { url: "/images/team/raka-pradipta.svg", width: 256, height: 256 },
    versions: {
      en: { jobTitle: "CEO", portraitAlt: "A portrait" },
      id: { jobTitle: "CEO", portraitAlt: "Potret" },
    },
    // Adds the employee to the team once; every later save of version 0 is the same 409.
    version: 0,
  },
  "POST /admin/articles": ARTICLE,
  "PUT /admin/articles/{id}": ARTICLE,
  "POST /admin/articles/preview": { content: "<p>Body</p>" },
  "PUT /admin/categories/{id}": { name: "Sqlmap Category", nameId: "Kategori Sqlmap" },
  "POST /admin/articles/{id}/preview-links": { language: "id", hours: 24 },
  "POST /auth/login": {
    email: "nobody@projingga.test",
    password: "not the password",
    code: "123456",
  },
  "POST /auth/login/second-factor": { token: SIGN_IN_TOKEN, code: "123456" },
  "POST /auth/login/passkey/options": { token: SIGN_IN_TOKEN },
  "POST /auth/login/passkey": {
    token: SIGN_IN_TOKEN,
    response: credential({ authenticatorData: "YXV0aA", signature: "c2ln", userHandle: "dXNlcg" }),
  },
  "POST /auth/passkeys": {
    name: "Sqlmap key 2",
    token: SIGN_IN_TOKEN,
    response: credential({ attestationObject: "YXR0ZXN0" }),
  },
  "PATCH /auth/passkeys/{id}": { name: "Sqlmap key renamed" },
  "PUT /admin/media/{id}": { alt: both("An image"), caption: both("A caption") },
  // No such image: a bulk delete of real ones would take them from the other scans.
  "POST /admin/media/delete": { ids: ["sqlmap-no-such-image"] },
  "POST /employees": EMPLOYEE,
  "PUT /employees/{id}": EMPLOYEE,
  "POST /employees/batch": { rows: [EMPLOYEE], file: "employees.csv", existing: "update" },
  "PUT /admin/leads/{id}/status": { status: "contacted" },
  "PUT /admin/leads/{id}/owner": { ownerId: null },
  "PUT /admin/leads/{id}/follow-up": { nextFollowUp: "2026-12-01" },
  "POST /admin/leads/{id}/notes": { body: "Called, sending a proposal" },
  "POST /leads/contact": {
    name: "Sqlmap Lead",
    company: "Kopi",
    email: "lead@example.com",
    whatsapp: "+62 812 3456 7890",
    service: "digital-ads",
    message: "A message long enough",
    homepage: "",
    page: "/contact-us",
    referrer: "https://example.com/",
    utm: { utm_source: "news" },
    ...FIRST_TOUCH,
    locale: "en",
  },
  "POST /admin/staff": {
    email: "new-staff@projingga.test",
    name: "New Staff",
    role: "editor",
    password: "a-password-long-enough",
  },
  "PUT /admin/staff/{id}/role": { role: "editor" },
  "PUT /admin/staff/{id}/disabled": { disabled: false },
  "PUT /admin/staff/{id}/password": { password: "a-password-long-enough" },
  "PUT /auth/me/locale": { locale: "id" },
};
/**
 * Values sqlmap's JSON parser leaves out (array items, some string values): each gets its own
 * run with a custom injection mark (*) after its sample value, reported as '#1*'.
 */
const MARKED: Record<string, string[]> = {
  "POST /admin/articles": ["categories"],
  "PUT /admin/articles/{id}": ["categories"],
  "POST /leads/contact": ["page"],
  "POST /admin/site/clients": ["services"],
  "PUT /admin/site/clients/{id}": ["services"],
  "POST /admin/media/delete": ["ids"],
};
/** The login's normal answer to a wrong password is 401, then 429: still a page to compare. */
const EXTRA_ARGS: Record<string, string[]> = {
  "POST /auth/login": ["--ignore-code", "401,429"],
  // An injected session token is simply not a session: 401 is the page to compare.
  "GET /auth/me (cookie)": ["--ignore-code", "401"],
  "POST /auth/login/second-factor": ["--ignore-code", "401"],
  "POST /auth/login/passkey/options": ["--ignore-code", "401"],
  "POST /auth/login/passkey": ["--ignore-code", "401"],
  "POST /auth/passkeys": ["--ignore-code", "401"],
  // No such image is the sample (a real one would be deleted): the answer to compare is 404.
  "POST /admin/media/delete (ids)": ["--ignore-code", "404"],
};
// Endpoints whose effect would end the scan's own session.
const SKIP = new Set(["POST /auth/logout"]);

/**
 * sqlmap names a JSON value by its own key: nested objects and arrays of objects by their
 * leaves, at any depth (an array of plain values is MARKED instead).
 */
function sqlmapNames(field: string, value: unknown): string[] {
  const item = Array.isArray(value) ? value[0] : value;
  if (item && typeof item === "object") {
    return [...new Set(Object.entries(item).flatMap(([key, inner]) => sqlmapNames(key, inner)))];
  }
  return [field];
}

/**
 * The site content's records are one object each, stored through the same parameterized
 * insert or update whatever leaf a value sits in: each top-level field is scanned through its
 * first leaf, so a scan tests every field without twenty copies of one text column.
 */
const ONE_LEAF_PER_FIELD = new Set([
  "PUT /admin/site/company",
  "PUT /admin/site/services/{slug}",
  "POST /admin/site/clients",
  "PUT /admin/site/clients/{id}",
  "PUT /admin/site/team/{employeeId}",
]);
/** Parameters per sqlmap run: a run tests them one after the other within its time limit. */
const PARAMS_PER_SCAN = 6;

type Target = {
  key: string;
  /** Public endpoints get no cookie: a login request ends the session it carries. */
  signedIn: boolean;
  url: string;
  method: string;
  data?: string;
  /** Documented parameter -> the names sqlmap reports for it. */
  params: Record<string, string[]>;
};
/** The fields of an input schema, through the pipes and wrappers a schema may be built with. */
function fieldNamesOf(schema: z.ZodType | undefined): string[] {
  let current = schema as
    | { shape?: object; def?: { in?: unknown; innerType?: unknown } }
    | undefined;
  while (current && !current.shape) {
    const next = current.def?.in ?? current.def?.innerType;
    if (!next) return [];
    current = next as typeof current;
  }
  return current?.shape ? Object.keys(current.shape) : [];
}

const targets: Target[] = [];
const problems: string[] = [];
for (const endpoint of registeredEndpoints) {
  const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
  if (SKIP.has(key)) continue;
  const query = endpoint.query as z.ZodType | undefined;
  const body = endpoint.body as z.ZodType | undefined;
  const queryNames = fieldNamesOf(query);
  const bodyNames = fieldNamesOf(body);
  if (queryNames.length + bodyNames.length === 0) continue;
  const path = endpoint.path
    .replace(/\{id\}/g, () => pathId(endpoint.path))
    .replace("{slug}", "digital-ads")
    .replace("{employeeId}", String(employeeId));
  const search = new URLSearchParams();
  for (const name of queryNames) {
    if (!(name in QUERY_SAMPLES)) problems.push(`${key}: no sample for query parameter ${name}`);
    search.set(name, QUERY_OVERRIDES[key]?.[name] ?? QUERY_SAMPLES[name] ?? "1");
  }
  if (query && !query.safeParse(Object.fromEntries(search)).success) {
    problems.push(`${key}: the sample query is not valid`);
  }
  let data: string | undefined;
  if (body) {
    const sample = BODY_SAMPLES[key];
    if (!sample) problems.push(`${key}: no sample body`);
    else {
      for (const name of bodyNames) {
        if (!(name in sample)) problems.push(`${key}: the sample body lacks ${name}`);
      }
      if (!body.safeParse(sample).success) problems.push(`${key}: the sample body is not valid`);
      data = JSON.stringify(sample);
    }
  }
  const sample = BODY_SAMPLES[key] ?? {};
  const marked = MARKED[key] ?? [];
  for (const field of marked) {
    const value = sample[field];
    const withMark = Array.isArray(value) ? [`${value[0]}*`, ...value.slice(1)] : `${value}*`;
    targets.push({
      key: `${key} (${field})`,
      signedIn: endpoint.access !== "public",
      url: `${BASE}/api/v1${path}`,
      method: endpoint.method.toUpperCase(),
      data: JSON.stringify({ ...sample, [field]: withMark }),
      params: { [field]: ["#1*"] },
    });
  }
  const oneLeaf = ONE_LEAF_PER_FIELD.has(key);
  const params: [string, string[]][] = [
    ...queryNames.map((name): [string, string[]] => [name, [name]]),
    ...bodyNames
      .filter((name) => !marked.includes(name))
      .map((name): [string, string[]] => {
        const names = sqlmapNames(name, sample[name]);
        return [name, oneLeaf ? names.slice(0, 1) : names];
      }),
  ];
  // A long list is scanned in parts, each within the per-run time limit.
  const parts = Math.ceil(params.length / PARAMS_PER_SCAN);
  for (let part = 0; part < parts; part += 1) {
    targets.push({
      key: parts > 1 ? `${key} (part ${part + 1}/${parts})` : key,
      signedIn: endpoint.access !== "public",
      url: `${BASE}/api/v1${path}${queryNames.length ? `?${search}` : ""}`,
      method: endpoint.method.toUpperCase(),
      data,
      params: Object.fromEntries(
        params.slice(part * PARAMS_PER_SCAN, (part + 1) * PARAMS_PER_SCAN),
      ),
    });
  }
}
// Headers and the session cookie reach SQL too: the chat link stores the Referer, every staff
// request looks the session up by its cookie.
targets.push({
  key: "GET /chat (headers)",
  signedIn: false,
  url: `${BASE}/api/v1/chat?service=digital-ads`,
  method: "GET",
  params: { Referer: ["Referer"], "User-Agent": ["User-Agent"] },
});
targets.unshift({
  key: "GET /auth/me (cookie)",
  signedIn: true,
  url: `${BASE}/api/v1/auth/me`,
  method: "GET",
  params: { sid: ["sid"] },
});
if (problems.length) {
  console.error(`sqlmap: the scan plan is incomplete:\n  ${problems.join("\n  ")}`);
  stopServer();
  process.exit(1);
}

function runSqlmap(target: Target): Promise<string> {
  const args = [
    "-u",
    target.url,
    "--method",
    target.method,
    ...(target.signedIn ? ["--cookie", cookie] : []),
    ...(target.data?.includes("*")
      ? ["--skip", "User-Agent,Referer,Host,sid"]
      : ["-p", [...new Set(Object.values(target.params).flat())].join(",")]),
    ...(EXTRA_ARGS[target.key] ?? []),
    "--level",
    "3",
    "--risk",
    "2",
    "--batch",
    "--dbms",
    "PostgreSQL",
    "--technique",
    "BEUST",
    "--time-sec",
    "1",
    "--threads",
    "4",
    "--timeout",
    "10",
    "--retries",
    "1",
    "--tamper",
    "xforwardedfor",
    "--skip-waf",
    "--ignore-redirects",
    "--flush-session",
    "--disable-coloring",
    "--output-dir",
    // sqlmap keeps its session per host: concurrent scans each need their own directory.
    mkdtempSync(join(outputDir, "scan-")),
  ];
  if (target.data !== undefined) {
    args.push("--data", target.data, "-H", "Content-Type: application/json");
  }
  return new Promise((resolve) => {
    const child = spawn("sqlmap", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += "\n[run-sqlmap] time limit reached\n";
      child.kill("SIGKILL");
    }, PER_ENDPOINT_SECONDS * 1000);
    child.on("close", () => {
      clearTimeout(timer);
      resolve(output);
    });
  });
}

// SQLMAP_ONLY=text scans only the targets whose name contains it (for debugging one endpoint).
const only = process.env.SQLMAP_ONLY;
if (only)
  targets.splice(0, targets.length, ...targets.filter((target) => target.key.includes(only)));
const started = Date.now();
let tested = 0;
let injectable = 0;
const incomplete: string[] = [];
async function scan(target: Target) {
  const began = Date.now();
  const output = await runSqlmap(target);
  writeFileSync(join(logDir, `${target.key.replace(/[^\w]+/g, "_")}.log`), output);
  const notInjectable = new Set(
    [...output.matchAll(/parameter '(?:JSON )?([^']+)' does not seem to be injectable/g)].map(
      (match) => match[1],
    ),
  );
  const found = /identified the following injection point|is vulnerable\. Do you want/.test(output);
  const timedOut = output.includes("[run-sqlmap] time limit reached");
  const names = Object.keys(target.params);
  const missing = names.filter((name) =>
    target.params[name].some((leaf) => !notInjectable.has(leaf)),
  );
  tested += names.length - missing.length;
  if (found) {
    injectable += 1;
    console.log(output);
  }
  if (missing.length || timedOut) {
    incomplete.push(`${target.key}: ${missing.join(", ")}${timedOut ? " (time limit)" : ""}`);
  }
  console.log(
    `  ${target.key}: ${names.length - missing.length}/${names.length} parameters, ${found ? "INJECTABLE" : "not injectable"} (${Math.round((Date.now() - began) / 1000)} s)`,
  );
}
// sqlmap mostly waits on its requests: two scans side by side keep both cores busy.
const queue = [...targets];
await Promise.all(
  Array.from({ length: CONCURRENT_SCANS }, async () => {
    for (let target = queue.shift(); target; target = queue.shift()) await scan(target);
  }),
);
// A scan that lost its session half-way would have tested the staff endpoints as anonymous.
const stillSignedIn = (await fetch(`${BASE}/api/v1/auth/me`, { headers: { cookie } })).ok;
if (!stillSignedIn) incomplete.push("the admin session ended during the scan");
stopServer();
rmSync(dataDir, { recursive: true, force: true });

const planned = targets.reduce((sum, target) => sum + Object.keys(target.params).length, 0);
console.log(
  `sqlmap: ${tested} of ${planned} parameters tested on ${targets.length} endpoints, ${injectable} injectable (${Math.round((Date.now() - started) / 1000)} s)`,
);
if (incomplete.length) console.log(`  not fully tested:\n    ${incomplete.join("\n    ")}`);
process.exit(injectable === 0 && incomplete.length === 0 ? 0 : 1);
