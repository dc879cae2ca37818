/** The staff roles; a role is only ever checked through the permission table below. */
export const STAFF_ROLES = ["admin", "editor", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a signed-in staff member may do, beyond opening the dashboard and their own account. */
export const PERMISSIONS = [
  "articles:manage",
  /** The public site's own content: team, clients, services, company texts. */
  "site:manage",
  /** The media library: describe, and delete unused images (uploading needs only a session). */
  "media:manage",
  "employees:manage",
  "leads:manage",
  "staff:manage",
  "audit:read",
  "dashboard:company-stats",
  /** Visit analytics: visitors, sources, campaigns, conversion and the funnel. */
  "analytics:read",
  /** The content part of visit analytics: pages and articles. */
  "analytics:content",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The one permission table: API access declarations, route loaders and actions, the sidebar,
 * the command palette and the dashboard all read it.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["articles:manage", "site:manage", "media:manage", "analytics:content"],
  /** Every lead, not only their own: the team covers for each other (ADR 0022). */
  sales: ["leads:manage", "analytics:read", "analytics:content"],
};

/**
 * Roles whose members must sign in with a second factor (a passkey or an authenticator code);
 * part of the same table, so a new role decides it where it gets its permissions.
 */
export const ROLE_REQUIRES_SECOND_FACTOR: Record<StaffRole, boolean> = {
  admin: true,
  editor: false,
  sales: false,
};

/**
 * Password-only sign-ins a member whose role requires a second factor may make before their
 * sessions only set one up: counted once per account, never renewed (not by a factor reset).
 */
export const SECOND_FACTOR_GRACE = 3;

/** Without a permission: what every staff member may do (dashboard, own account, search). */
export function can(role: StaffRole, permission?: Permission): boolean {
  return permission === undefined || ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission, e.g. to find who may own a lead. */
export function listRolesWith(permission: Permission): StaffRole[] {
  return STAFF_ROLES.filter((role) => can(role, permission));
}
