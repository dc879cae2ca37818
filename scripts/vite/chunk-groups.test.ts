import type { ChunkingContext } from "rolldown";
import { describe, expect, it } from "vitest";
import { clientChunkGroups } from "./chunk-groups.ts";

const app = (path: string) => `/repo/app/${path}`;

/** A module graph as "module: its importers", the only part of the context the groups read. */
const IMPORTERS: Record<string, string[]> = {
  [app("root.tsx")]: [],
  [app("routes/site/site-layout.tsx")]: [],
  [app("routes/site/home.tsx")]: [],
  [app("routes/site/team.tsx")]: [],
  [app("routes/site/contact.tsx")]: [],
  [app("routes/blog/article-list.tsx")]: [],
  [app("routes/blog/article-detail.tsx")]: [],
  [app("features/site/site-header.tsx")]: [app("routes/site/site-layout.tsx")],
  [app("features/articles/article-card.tsx")]: [
    app("routes/site/home.tsx"),
    app("features/articles/article-grid.tsx"),
  ],
  [app("features/articles/article-grid.tsx")]: [app("routes/blog/article-list.tsx")],
  [app("features/articles/share-button.tsx")]: [
    app("routes/blog/article-detail.tsx"),
    app("routes/blog/article-list.tsx"),
  ],
  [app("features/site/chat-link.tsx")]: [
    app("routes/site/team.tsx"),
    app("routes/blog/article-detail.tsx"),
  ],
  [app("features/team/team-portrait.tsx")]: [
    app("routes/site/home.tsx"),
    app("routes/site/team.tsx"),
  ],
  [app("features/staff/admin-only.tsx")]: [app("routes/admin/dashboard.tsx")],
};

const context = {
  getModuleInfo: (id: string) => ({ importers: IMPORTERS[id] ?? [] }),
} as unknown as ChunkingContext;

/** The chunk a module lands in: the first group by priority whose name function claims it. */
function chunkOf(id: string): string | null {
  const groups = [...clientChunkGroups().groups].sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name =
      typeof group.name === "function"
        ? group.name(id, context)
        : group.test?.test(id) && group.name;
    if (name) return name;
  }
  return null;
}

describe("client chunk groups", () => {
  it("keeps the article card shared by the blog and the landing page out of the site-wide chunk", () => {
    expect(chunkOf(app("features/articles/article-card.tsx"))).toBe("article-cards");
  });

  it("puts what the layout renders in the site-wide chunk", () => {
    expect(chunkOf(app("features/site/site-header.tsx"))).toBe("site");
  });

  it("puts code shared by the blog and another page of the site in the site-wide chunk", () => {
    expect(chunkOf(app("features/site/chat-link.tsx"))).toBe("site");
  });

  it("groups code only the blog shares, and code only the agency's own pages share", () => {
    expect(chunkOf(app("features/articles/share-button.tsx"))).toBe("blog");
    expect(chunkOf(app("features/team/team-portrait.tsx"))).toBe("pages");
  });

  it("leaves staff-only code and the framework to their own chunks", () => {
    expect(chunkOf(app("features/staff/admin-only.tsx"))).toBeNull();
    expect(chunkOf("/repo/node_modules/react-dom/index.js")).toBe("framework");
  });
});
