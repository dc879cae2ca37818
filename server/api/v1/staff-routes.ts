import { Hono } from "hono";
import {
  passwordResetInputSchema,
  staffDisabledInputSchema,
  staffInputSchema,
  staffRoleInputSchema,
} from "#contracts/auth-schema.ts";
import { createStaffUser } from "#server/auth/auth-service.ts";
import {
  changeStaffDisabled,
  changeStaffRole,
  listStaffUsers,
  resetStaffFactors,
  resetStaffPassword,
} from "#server/auth/staff-service.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { endpointsOf, numericIdParams } from "./endpoint.ts";

export const staffRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(staffRoutes, { tag: "Staff", access: "staff:manage" });

endpoint(
  {
    method: "get",
    path: "/admin/staff",
    summary: "Staff accounts with role, disabled flag and last activity",
  },
  async (c, { db }) => c.json({ data: await listStaffUsers(db) }),
);

endpoint(
  {
    method: "post",
    path: "/admin/staff",
    summary: "Create a staff account (admin or editor)",
    body: staffInputSchema,
    success: { status: 201, description: "The created account" },
    responses: { 409: "An account with this email exists" },
  },
  async (c, { db, body, user }) => c.json({ data: await createStaffUser(db, body, user) }, 201),
);

endpoint(
  {
    method: "put",
    path: "/admin/staff/{id}/role",
    summary: "Change a staff member's role (not your own; one active admin always remains)",
    params: numericIdParams,
    body: staffRoleInputSchema,
    responses: { 404: "No such account", 409: "Own account or last admin" },
  },
  async (c, { db, params, body, user }) =>
    c.json({
      data: await changeStaffRole(db, params.id, body.role, user),
    }),
);

endpoint(
  {
    method: "put",
    path: "/admin/staff/{id}/disabled",
    summary: "Disable (ends every session of the account) or enable a staff account",
    params: numericIdParams,
    body: staffDisabledInputSchema,
    responses: { 404: "No such account", 409: "Own account or last admin" },
  },
  async (c, { db, params, body, user }) =>
    c.json({
      data: await changeStaffDisabled(db, params.id, body.disabled, user),
    }),
);

endpoint(
  {
    method: "put",
    path: "/admin/staff/{id}/password",
    summary:
      "Set a new password for a staff account; its sessions end (for your own account, all but the current one)",
    params: numericIdParams,
    body: passwordResetInputSchema,
    responses: { 404: "No such account" },
  },
  async (c, { db, params, body, user }) =>
    c.json({
      data: await resetStaffPassword(db, params.id, body.password, user),
    }),
);

endpoint(
  {
    method: "delete",
    path: "/admin/staff/{id}/factors",
    summary:
      "Reset another member's sign-in factors (passkeys, authenticator app, recovery codes); their sessions end and they set a factor up again at their next sign-in",
    params: numericIdParams,
    responses: { 404: "No such account", 409: "Your own account" },
  },
  async (c, { db, params, user }) => c.json({ data: await resetStaffFactors(db, params.id, user) }),
);
