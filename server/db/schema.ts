import { type SQLWrapper, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { MEDIA_KINDS, type MediaKind } from "#contracts/media-schema.ts";
import { STAFF_ROLES } from "#contracts/permissions.ts";

export type { MediaKind };

/** The two editions of the site: English (the spec's routes) and Bahasa Indonesia (/id/). */
export const LOCALES = ["en", "id"] as const;
export type Locale = (typeof LOCALES)[number];
const localeCheck = (name: string, column: SQLWrapper) =>
  check(name, sql`${column} in ('en', 'id')`);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** The language of this account's staff area; the staff work in Indonesian. */
    locale: text("locale", { enum: LOCALES }).notNull().default("id"),
    /** The first admin's "getting started" list on the dashboard, until they dismiss it. */
    setupChecklist: boolean("setup_checklist").notNull().default(false),
    /** Sign-ins made without a second factor where the role requires one (the grace is 3). */
    signInsWithoutFactor: integer("sign_ins_without_factor").notNull().default(0),
    ...timestamps,
  },
  (t) => [localeCheck("staff_users_locale_check", t.locale)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /**
     * Opened with the password alone while the account had no second factor, none set up since:
     * where the role requires one, the session is short-lived, and only sets one up past the grace.
     */
    factorPending: boolean("factor_pending").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** A daily job's run on an agency day: the instance whose insert lands does the day's run. */
export const dailyJobRuns = pgTable(
  "daily_job_runs",
  {
    job: text("job").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

/** A member's authenticator app (TOTP); unconfirmed until its first code is entered. */
export const staffTotp = pgTable("staff_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  /** The last time step whose code was accepted: that code and older ones are refused. */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One-time recovery codes, kept as hashes; used_at marks a spent one. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_idx").on(t.userId, t.codeHash)],
);

/** A member's passkeys (WebAuthn credentials). */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** base64url, as the browser names the credential. */
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId)],
);

/**
 * A sign-in in progress (the password is checked, a second factor is not; or a passkey
 * challenge): no session, a token of its own that only the second step accepts, 5 minutes.
 */
export const signInChallenges = pgTable("sign_in_challenges", {
  id: text("id").primaryKey(),
  userId: integer("user_id").references(() => staffUsers.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["second_factor", "passkey", "passkey_register"] }).notNull(),
  /** The WebAuthn challenge, when one was issued. */
  challenge: text("challenge"),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ipHash: text("ip_hash").notNull(),
    success: boolean("success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ipHash, t.createdAt),
  ],
);

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  uid: text("uid").notNull().unique(),
  name: text("name").notNull(),
  /** The Indonesian edition's name; null shows the English one there too. */
  nameId: text("name_id"),
  slug: text("slug").notNull().unique(),
});

/** An article's language-independent part; its text lives in article_translations. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    coverImage: text("cover_image"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    views: integer("views").notNull().default(0),
    authorId: integer("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("articles_published_idx").on(t.status, t.publishedAt)],
);

/**
 * One language version of an article (title, excerpt, body, cover alt text), keyed by
 * (article, locale). An article has one or both; a reader on an edition without its version
 * reads the other. The search vector uses the locale's text-search configuration.
 */
export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    contentText: text("content_text").notNull().default(""),
    coverAlt: text("cover_alt").notNull().default(""),
    /** What search results and shares show; empty falls back to the title and excerpt. */
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    /** The image a share shows; null falls back to the article's cover. */
    socialImage: text("social_image"),
    /** The SANITIZER_VERSION `content` last passed; an older one is re-sanitized at boot. */
    sanitizerVersion: smallint("sanitizer_version").notNull().default(0),
    searchVector: tsvector("search_vector"),
    /**
     * What ts_rank reads: the search vector with each word's first 4 positions (title and
     * categories come first), so a search's ranking costs the same however long the body is
     * (ADR 0025). rank_positions() is migration 0021's.
     */
    rankVector: tsvector("rank_vector").generatedAlwaysAs(sql`rank_positions(search_vector)`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    localeCheck("article_translations_locale_check", t.locale),
    // One per language: an edition's search reads only its language's index (issue 29).
    index("article_translations_search_en_idx")
      .using("gin", t.searchVector)
      .where(sql`locale = 'en'`),
    index("article_translations_search_id_idx")
      .using("gin", t.searchVector)
      .where(sql`locale = 'id'`),
    // A misspelt search word still finds its article by title.
    index("article_translations_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("article_translations_locale_idx").on(t.locale),
  ],
);

/**
 * Articles whose searchable state changed (a version's vector, an article's status or date, a
 * delete), written by triggers (migration 0019) whatever wrote the change: each instance's
 * in-memory search index reads the rows past the last one it saw (issue 29).
 */
export const searchChanges = pgTable(
  "search_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleId: integer("article_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("search_changes_changed_idx").on(t.changedAt)],
);

export const articleCategories = pgTable(
  "article_categories",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index("article_categories_category_idx").on(t.categoryId),
  ],
);

/**
 * What one save wrote to one language version (ADR 0020): the version's fields as stored (a
 * JSON object, so fields added to a version later are kept too), the article's cover and
 * categories, who and when. `published`: the article was public with it; those are kept
 * forever, the others only among the article's 50 newest.
 */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    version: jsonb("version").$type<Record<string, string>>().notNull(),
    coverImage: text("cover_image"),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    authorId: integer("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    localeCheck("article_revisions_locale_check", t.locale),
    index("article_revisions_article_idx").on(t.articleId, t.id),
  ],
);

/**
 * A link that shows one language of an article, draft or not, without signing in (ADR 0020).
 * Only the token's SHA-256 is stored; a link past `expires_at` or revoked answers 404.
 */
export const articlePreviewLinks = pgTable(
  "article_preview_links",
  {
    id: serial("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdBy: integer("created_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    localeCheck("article_preview_links_locale_check", t.locale),
    index("article_preview_links_article_idx").on(t.articleId),
  ],
);

export const articleViews = pgTable(
  "article_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    /** Salted hash of the IP alone, for this day only; null on views stored before the cap. */
    ipHash: text("ip_hash"),
    /** Which of the IP's few views of the article that day this is (0-based). */
    ipSlot: smallint("ip_slot"),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("article_views_once_per_day").on(t.articleId, t.visitorHash, t.day),
    uniqueIndex("article_views_per_ip_slot").on(t.articleId, t.ipHash, t.day, t.ipSlot),
    index("article_views_day_idx").on(t.day),
  ],
);

/**
 * Views of each closed day (before today, UTC), counted once: a view is stored on its own day,
 * so a closed day's count never changes and the dashboard need not count its rows again.
 */
export const articleViewDayTotals = pgTable("article_view_day_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: integer("views").notNull(),
});

/**
 * Each article's views over the dashboard's closed days, as of one day (kept for today only):
 * the top articles add today's live views to these instead of counting a month of rows.
 */
export const articleRecentViews = pgTable(
  "article_recent_views",
  {
    asOf: date("as_of", { mode: "string" }).notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.asOf, t.articleId] })],
);

/** The days whose article_recent_views are complete (an article with no views has no row). */
export const articleRecentViewRuns = pgTable("article_recent_view_runs", {
  asOf: date("as_of", { mode: "string" }).primaryKey(),
});

/** Readers' searches that found nothing: one row per day and normalised term, with a count. */
export const searchTerms = pgTable(
  "search_terms",
  {
    day: date("day", { mode: "string" }).notNull(),
    term: text("term").notNull(),
    times: integer("times").notNull().default(1),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.term] })],
);

export const employees = pgTable(
  "employees",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    number: integer("number").notNull().unique(),
    position: text("position").notNull(),
    department: text("department").notNull(),
    joinDate: date("join_date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    photo: text("photo"),
    photoPath: text("photo_path"),
    /**
     * Set by a delete (ADR 0017): the row stays, hidden everywhere, while the delete can be
     * undone, and is purged after the window. `delete_token` names the delete that hid it.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    deleteToken: text("delete_token"),
    ...timestamps,
  },
  (t) => [
    index("employees_name_idx").on(t.name),
    index("employees_deleted_idx").on(t.deletedAt).where(sql`deleted_at is not null`),
    index("employees_delete_token_idx").on(t.deleteToken),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    source: text("source", { enum: ["contact", "chat"] }).notNull(),
    status: text("status", { enum: ["new", "contacted", "qualified", "won", "lost"] })
      .notNull()
      .default("new"),
    /** The staff member who answers this lead. */
    ownerId: integer("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    nextFollowUp: date("next_follow_up", { mode: "string" }),
    name: text("name"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    service: text("service"),
    message: text("message"),
    /** Where the lead was sent or the chat opened: the last touch. */
    page: text("page"),
    /** The visit's first touch: the page it landed on, the other site's host (never a URL), */
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    /** its UTM tags and ad click ids (gclid, fbclid, ttclid), each bounded by the schema. */
    utm: jsonb("utm").$type<Record<string, string>>(),
    clickIds: jsonb("click_ids").$type<Record<string, string>>(),
    /** Salted hash of the sender's IP, for the throttle shared by every instance. */
    ipHash: text("ip_hash"),
    /** The edition (site language) the lead was sent from. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    ...timestamps,
  },
  (t) => [
    localeCheck("leads_locale_check", t.locale),
    index("leads_created_idx").on(t.createdAt),
    index("leads_source_idx").on(t.source),
    index("leads_ip_idx").on(t.ipHash, t.createdAt),
    index("leads_status_idx").on(t.status),
    index("leads_owner_idx").on(t.ownerId),
    // The inbox search (a substring of name, company, email or message, or a phone's digits):
    // trigram indexes instead of reading every lead (issue 29: 111 ms to 17 ms over 10,000).
    // Without fastupdate: PGlite has no autovacuum to merge a GIN index's pending list, and a
    // search reads that whole list (615 ms p95 over 10,000 leads inserted after the index).
    index("leads_name_trgm_idx")
      .using("gin", t.name.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("leads_company_trgm_idx")
      .using("gin", t.company.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("leads_email_trgm_idx")
      .using("gin", t.email.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("leads_message_trgm_idx")
      .using("gin", t.message.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("leads_phone_digits_trgm_idx")
      .using(
        "gin",
        sql`(regexp_replace(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), '^0', '62')) gin_trgm_ops`,
      )
      .with({ fastupdate: false }),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as written, so a note still names its author after the account is gone. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * One notification to send (an email, a webhook call, a chat-click digest, an assignment
 * email, an owner's follow-up reminder), keyed for idempotency: the queue may run a job twice,
 * the key is sent once. A reminder's key is its owner and day (`reminder:<owner id>:<day>`):
 * one per owner per day, whatever runs the sweep again.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: serial("id").primaryKey(),
    /** Null for a chat-click digest or a reminder, which cover several leads. */
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel", {
      enum: ["email", "webhook", "digest", "assignment", "reminder"],
    }).notNull(),
    key: text("key").notNull().unique(),
    state: text("state", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    /** A chat lead's digest: the key of the hourly batch row it is sent with. */
    batch: text("batch"),
    recipient: text("recipient"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    messageId: text("message_id"),
    /** A worker holds the delivery until then; a crashed worker's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true, mode: "date" }),
    /**
     * The current claim's token, written before anything is sent: a worker whose lease ran out
     * cannot release the claim of the worker that took over.
     */
    attemptToken: text("attempt_token"),
    /**
     * The parts (one message per language, or the webhook call) the SMTP server or the
     * receiver accepted, each committed alone right after its acceptance: a retry after a crash
     * sends only the others (ADR 0006).
     */
    acceptedParts: text("accepted_parts").array().notNull().default(sql`'{}'::text[]`),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    index("lead_deliveries_lead_idx").on(t.leadId),
    index("lead_deliveries_batch_idx").on(t.batch),
  ],
);

export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity"),
    entityId: text("entity_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    // The log's order (newest first, then id): a deep page walks the index instead of sorting.
    index("audit_events_created_id_idx").on(t.createdAt, t.id),
    // The log's action filter and its list of actions and people (issue 29).
    index("audit_events_action_idx").on(t.action, t.createdAt),
    index("audit_events_actor_idx").on(t.actorId),
  ],
);

/**
 * The site's own content (ADR 0016): each record's language-independent part beside a
 * translation table keyed by (record, locale), as articles have. `version` counts saves: a
 * save of an older version is refused, so two staff never silently overwrite each other.
 */
type SiteImageColumn = { url: string; width: number; height: number };

/** An employee shown on the public team page. Deleting the employee takes them off. */
export const teamMembers = pgTable(
  "team_members",
  {
    employeeId: integer("employee_id")
      .primaryKey()
      .references(() => employees.id, { onDelete: "cascade" }),
    visible: boolean("visible").notNull().default(true),
    role: text("role").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    portrait: jsonb("portrait").$type<SiteImageColumn>().notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("team_members_order_idx").on(t.visible, t.sortOrder)],
);

export const teamMemberTranslations = pgTable(
  "team_member_translations",
  {
    employeeId: integer("employee_id")
      .notNull()
      .references(() => teamMembers.employeeId, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    jobTitle: text("job_title").notNull(),
    portraitAlt: text("portrait_alt").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.locale] }),
    localeCheck("team_member_translations_locale_check", t.locale),
  ],
);

export const clients = pgTable(
  "clients",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    logo: jsonb("logo")
      .$type<{ color: string; accent: string; shape: string; weight: number; tracking: number }>()
      .notNull(),
    logoImage: jsonb("logo_image").$type<SiteImageColumn>(),
    /** The figures; their labels are per language in client_translations.result_labels. */
    results: jsonb("results").$type<{ value: number; suffix?: string }[]>().notNull(),
    services: jsonb("services").$type<string[]>().notNull(),
    quoteAuthor: text("quote_author"),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [index("clients_order_idx").on(t.published, t.sortOrder)],
);

export const clientTranslations = pgTable(
  "client_translations",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    industry: text("industry").notNull(),
    summary: text("summary").notNull(),
    challenge: text("challenge").notNull(),
    approach: text("approach").notNull(),
    resultLabels: jsonb("result_labels").$type<string[]>().notNull(),
    quoteText: text("quote_text"),
    quotePosition: text("quote_position"),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.locale] }),
    localeCheck("client_translations_locale_check", t.locale),
  ],
);

/** One row per fixed service slug; its images and "Our work" items, alt texts per language. */
export const services = pgTable("services", {
  slug: text("slug").primaryKey(),
  images: jsonb("images").$type<SiteImageColumn[]>().notNull(),
  work: jsonb("work").$type<SiteImageColumn[]>().notNull(),
  version: integer("version").notNull().default(1),
  ...timestamps,
});

export const serviceTranslations = pgTable(
  "service_translations",
  {
    slug: text("slug")
      .notNull()
      .references(() => services.slug, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    highlight: text("highlight").notNull(),
    summary: text("summary").notNull(),
    description: text("description"),
    points: jsonb("points").$type<string[]>().notNull(),
    imageAlts: jsonb("image_alts").$type<string[]>().notNull(),
    workCaptions: jsonb("work_captions").$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.locale] }),
    localeCheck("service_translations_locale_check", t.locale),
  ],
);

/** The company's details: one row (id 1). */
export const company = pgTable(
  "company",
  {
    id: smallint("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    founded: integer("founded").notNull(),
    email: text("email").notNull(),
    address: jsonb("address")
      .$type<{
        street: string;
        city: string;
        region: string;
        postalCode: string;
        countryName: string;
      }>()
      .notNull(),
    socials: jsonb("socials").$type<{ name: string; url: string }[]>().notNull(),
    figures: jsonb("figures").$type<{ value: number; suffix?: string }[]>().notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [check("company_single_row", sql`${t.id} = 1`)],
);

export const companyTranslations = pgTable(
  "company_translations",
  {
    locale: text("locale", { enum: LOCALES }).primaryKey(),
    heroEyebrow: text("hero_eyebrow").notNull(),
    heroTitle: text("hero_title").notNull(),
    heroHighlight: text("hero_highlight").notNull(),
    heroBody: text("hero_body").notNull(),
    figureLabels: jsonb("figure_labels").$type<string[]>().notNull(),
    about: jsonb("about").$type<{ title: string; body: string; points: string[] }[]>().notNull(),
  },
  (t) => [localeCheck("company_translations_locale_check", t.locale)],
);

/** One stored size and format of a media item, by its key in the media store. */
export type MediaVariant = { key: string; width: number; height: number; bytes: number };

/**
 * The media library: one row per uploaded image, whatever store holds its variants. `url` is
 * the address content stores (the largest WebP); `usage_prefix` is what every variant's
 * address starts with, so a use anywhere in the content is found by it.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    url: text("url").notNull().unique(),
    usagePrefix: text("usage_prefix").notNull(),
    name: text("name").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** All variants together, as stored. */
    bytes: integer("bytes").notNull(),
    variants: jsonb("variants").$type<MediaVariant[]>().notNull(),
    alt: jsonb("alt").$type<Record<Locale, string>>().notNull(),
    caption: jsonb("caption").$type<Record<Locale, string>>().notNull(),
    uploadedBy: integer("uploaded_by").references(() => staffUsers.id, { onDelete: "set null" }),
    uploaderName: text("uploader_name").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("media_kind_check", sql`${t.kind} in ('cover', 'portrait', 'logo', 'service', 'inline')`),
    index("media_created_idx").on(t.createdAt),
    index("media_kind_idx").on(t.kind, t.createdAt),
  ],
);

/**
 * A redirect staff manage (or an import or a slug change adds): consulted when a path would
 * answer 404, so it never hides a page the site serves. `from` is a path without a query.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    from: text("from_path").notNull().unique(),
    to: text("to_target").notNull(),
    status: smallint("status").notNull().default(301),
    match: text("match", { enum: ["exact", "prefix"] })
      .notNull()
      .default("exact"),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("redirects_status_check", sql`${t.status} in (301, 302)`),
    check("redirects_match_check", sql`${t.match} in ('exact', 'prefix')`),
  ],
);

/** Not-found requests grouped by path, kept to a fixed number of rows (the newest seen). */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(0),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
    /** Referring host -> hits, the few largest kept. */
    referrers: jsonb("referrers").$type<Record<string, number>>().notNull().default({}),
    probe: boolean("probe").notNull().default(false),
  },
  (t) => [index("not_found_paths_last_seen_idx").on(t.lastSeen)],
);

/**
 * One beacon event of a public page (issue 39): a page view or a conversion step. Kept
 * VISIT_RAW_RETENTION_DAYS days, then only its day's rollups remain. `visitor` is a hash of
 * address and browser under that agency day's salt (visit_salts), null for a visitor who asked
 * not to be tracked (Sec-GPC / DNT): the view counts, the visitor does not. Referrers are hosts.
 */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", {
      enum: ["view", "chat", "form_start", "form_sent", "read_end"],
    }).notNull(),
    path: text("path").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    visitor: text("visitor"),
    /** A view with no referrer from this site: the visit's landing page. */
    entry: boolean("entry").notNull().default(false),
    source: text("source").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    /** The service of a chat click. */
    service: text("service"),
  },
  (t) => [
    localeCheck("visit_events_locale_check", t.locale),
    index("visit_events_day_idx").on(t.day),
  ],
);

/** The salt of one agency day's visitor hashes, shared by every instance, deleted once the day is over. */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * A closed day's visits, one row per dimension and value (total, page, source, referrer,
 * campaign, device, edition, chat_service), kept for good: a year's report reads these instead of
 * raw events. Visitors are the day's distinct hashes, so a visitor counts once per day and
 * dimension value; a range's visitors are the sum of its days' (the hash rotates daily).
 */
export const visitDayStats = pgTable(
  "visit_day_stats",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    entries: integer("entries").notNull().default(0),
    exits: integer("exits").notNull().default(0),
    chats: integer("chats").notNull().default(0),
    formsStarted: integer("forms_started").notNull().default(0),
    formsSent: integer("forms_sent").notNull().default(0),
    reads: integer("reads").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.value] }),
    index("visit_day_stats_dimension_idx").on(t.dimension, t.day),
  ],
);

/**
 * A WordPress import (issue 41): its file, the edition chosen for posts without a language
 * marker, how far it got (`done` of `total` items) and its report once finished.
 */
export const wordpressImports = pgTable("wordpress_imports", {
  id: serial("id").primaryKey(),
  fileName: text("file_name").notNull().default(""),
  language: text("language", { enum: LOCALES }).notNull(),
  dryRun: boolean("dry_run").notNull().default(false),
  status: text("status", { enum: ["running", "finished", "failed"] })
    .notNull()
    .default("running"),
  total: integer("total").notNull().default(0),
  done: integer("done").notNull().default(0),
  report: jsonb("report").$type<Record<string, unknown>>(),
  startedBy: integer("started_by").references(() => staffUsers.id, { onDelete: "set null" }),
  finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  ...timestamps,
});

/**
 * Which article a WordPress post became, by its guid and by the export site's post id, so a
 * second import of the same file updates those articles instead of adding copies.
 */
export const wordpressPosts = pgTable(
  "wordpress_posts",
  {
    guid: text("guid").primaryKey(),
    site: text("site").notNull(),
    postId: integer("post_id").notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    importId: integer("import_id").references(() => wordpressImports.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("wordpress_posts_site_post_idx").on(t.site, t.postId)],
);
