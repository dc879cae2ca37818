import { Hono } from "hono";
import {
  employeeInputSchema,
  employeeListQuerySchema,
} from "../../../app/features/employees/employee-schema.ts";
import { recordAudit } from "../../audit/audit-service.ts";
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployees,
  updateEmployee,
} from "../../employees/employee-service.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { defineEndpoint, numericIdParams } from "./endpoint.ts";

export const employeeRoutes = new Hono<AppEnv>();
const ADMIN = ["admin"] as const;

defineEndpoint(
  employeeRoutes,
  {
    method: "get",
    path: "/employees",
    summary: "List employees (search over name, number, position and department)",
    tag: "Employees",
    access: ADMIN,
    query: employeeListQuerySchema,
  },
  async (c, { query }) => {
    const { data, pagination } = await listEmployees(c.get("services").db, query);
    return c.json({ data, meta: { pagination } });
  },
);

defineEndpoint(
  employeeRoutes,
  {
    method: "get",
    path: "/employees/{id}",
    summary: "One employee",
    tag: "Employees",
    access: ADMIN,
    params: numericIdParams,
    responses: { 404: "No employee has this id" },
  },
  async (c, { params }) => c.json(await getEmployee(c.get("services").db, params.id)),
);

defineEndpoint(
  employeeRoutes,
  {
    method: "post",
    path: "/employees",
    summary: "Create an employee",
    tag: "Employees",
    access: ADMIN,
    body: employeeInputSchema,
    success: { status: 201, description: "The created employee" },
    responses: { 409: "The number is already in use" },
  },
  async (c, { body, user }) => {
    const { db } = c.get("services");
    const created = await createEmployee(db, body);
    await recordAudit(db, user, "employee.create", { entity: "employee", entityId: created.id });
    return c.json(created, 201);
  },
);

defineEndpoint(
  employeeRoutes,
  {
    method: "put",
    path: "/employees/{id}",
    summary: "Replace an employee's fields",
    tag: "Employees",
    access: ADMIN,
    params: numericIdParams,
    body: employeeInputSchema,
    responses: { 404: "No employee has this id", 409: "The number is already in use" },
  },
  async (c, { params, body, user }) => {
    const { db } = c.get("services");
    const updated = await updateEmployee(db, params.id, body);
    await recordAudit(db, user, "employee.update", { entity: "employee", entityId: params.id });
    return c.json(updated);
  },
);

defineEndpoint(
  employeeRoutes,
  {
    method: "delete",
    path: "/employees/{id}",
    summary: "Delete an employee",
    tag: "Employees",
    access: ADMIN,
    params: numericIdParams,
    responses: { 404: "No employee has this id" },
  },
  async (c, { params, user }) => {
    const { db } = c.get("services");
    const deleted = await deleteEmployee(db, params.id);
    await recordAudit(db, user, "employee.delete", {
      entity: "employee",
      entityId: params.id,
      details: { name: deleted.name, number: deleted.number },
    });
    return c.json({ data: { id: params.id, deleted: true } });
  },
);
