import type { Context, Hono } from "hono";
import { z } from "zod";
import { agencyDay } from "#contracts/agency-clock.ts";
import { toFieldMessages } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import type { Pagination } from "#contracts/pagination.ts";
import { can, type Permission } from "#contracts/permissions.ts";
import { MAX_ROW_ID, UID_PATTERN } from "#contracts/row-keys.ts";
import { hasUnstorableCharacters } from "#contracts/text-guards.ts";
import type { AppServices, SessionUser } from "#server/app-services.ts";
import type { Database } from "#server/db/client.ts";
import { ApiError, parseInput } from "#server/http/api-error.ts";
import type { AppEnv } from "#server/http/app-env.ts";

/** Who may call an endpoint: anyone, any signed-in staff member, or roles with a permission. */
export type Access = "public" | "staff" | Permission;

type Method = "get" | "post" | "put" | "patch" | "delete";

export type EndpointSpec<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
> = {
  method: Method;
  /** OpenAPI style: /article/detail/{id} */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: Q;
  body?: B;
  params?: P;
  /** Open to a session that may only set up a second factor (the passkey endpoints). */
  allowDuringFactorSetup?: boolean;
  /** Extra documented responses, e.g. { 409: "Duplicate number" } */
  responses?: Record<number, string>;
  success?: { status: number; description: string };
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointInput<Q, B, P, A extends Access = Access> = {
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
  db: Database;
  services: AppServices;
  /** The access check has run: only a public endpoint may be called without a member. */
  user: A extends "public" ? SessionUser | null : SessionUser;
};

export const registeredEndpoints: EndpointSpec<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined
>[] = [];

export function checkAccess(
  access: Access,
  user: SessionUser | null,
  allowDuringFactorSetup = false,
): void {
  if (access === "public") return;
  if (!user) throw new ApiError(401, "unauthenticated", msg("signInToContinue"));
  if (user.factorSetupOnly && !allowDuringFactorSetup) {
    throw new ApiError(403, "second_factor_required", msg("setUpFactorFirst"));
  }
  if (access !== "staff" && !can(user.role, access)) {
    throw new ApiError(403, "forbidden", msg("roleCannotDo"));
  }
}

/**
 * A multipart/form-data body (an upload): 415 for another kind, 400 when it cannot be read.
 * `text(name)` is a field's text, undefined when absent or a file.
 */
export async function readMultipartForm(c: Context<AppEnv>) {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "unsupported_media_type", msg("sendMultipart"));
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: false });
  } catch {
    throw new ApiError(400, "invalid_body", msg("formUnreadable"));
  }
  const text = (name: string) => (typeof form[name] === "string" ? form[name] : undefined);
  return { form, text };
}

export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  const text = await c.req.text();
  if (text.length === 0) return {};
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", msg("sendJson"));
  }
  if (hasUnstorableCharacters(text)) {
    throw new ApiError(400, "invalid_characters", msg("bodyUnstorable"));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", msg("invalidJson"));
  }
}

function readQuery(c: Context<AppEnv>): Record<string, string> {
  const query: Record<string, string> = {};
  const raw = new URL(c.req.url).search.slice(1);
  for (const part of raw.split("&")) {
    if (!part) continue;
    const [key, value = ""] = part.split("=");
    let decodedKey: string;
    let decodedValue: string;
    try {
      decodedKey = decodeURIComponent(key.replace(/\+/g, " "));
      decodedValue = decodeURIComponent(value.replace(/\+/g, " "));
    } catch {
      throw new ApiError(400, "invalid_query", msg("queryEncoding", key.slice(0, 40)));
    }
    if (hasUnstorableCharacters(decodedKey) || hasUnstorableCharacters(decodedValue)) {
      throw new ApiError(400, "invalid_characters", msg("queryUnstorable"), {
        fields: { [decodedKey.slice(0, 40)]: msg("unstorableCharacters") },
      });
    }
    if (!(decodedKey in query)) query[decodedKey] = decodedValue;
  }
  return query;
}

type ObjectSchema = { type?: unknown; required?: string[]; properties?: Record<string, unknown> };

/** Where a body schema's input marks a field required, at any depth of plain objects. */
function listRequiredFields(schema: ObjectSchema, at: string[] = []): string[][] {
  if (schema.type !== "object" || !schema.properties) return [];
  return [
    ...(schema.required ?? []).map((field) => [...at, field]),
    ...Object.entries(schema.properties).flatMap(([name, property]) =>
      listRequiredFields(property as ObjectSchema, [...at, name]),
    ),
  ];
}

const requiredFieldsBySchema = new WeakMap<z.ZodType, string[][]>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A JSON body parsed with its schema, where every field the OpenAPI document marks required is
 * required. The schemas the staff forms share read a missing field as a form means it (an
 * unchecked checkbox is false, a list with no rows is empty, an empty date clears it); a JSON
 * client must say so, or a misspelt field name would erase what is stored.
 */
export function parseJsonBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  let required = requiredFieldsBySchema.get(schema);
  if (!required) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    required = listRequiredFields(json as ObjectSchema);
    requiredFieldsBySchema.set(schema, required);
  }
  const missing: Record<string, string> = {};
  for (const path of required) {
    let holder: unknown = input;
    for (const name of path.slice(0, -1)) holder = isPlainObject(holder) ? holder[name] : undefined;
    if (isPlainObject(holder) && !(path[path.length - 1] in holder)) {
      missing[path.join(".")] = msg("required");
    }
  }
  const result = schema.safeParse(input);
  if (!result.success || Object.keys(missing).length > 0) {
    throw new ApiError(400, "validation_failed", msg("invalidFields"), {
      fields: { ...missing, ...(result.success ? {} : toFieldMessages(result.error)) },
    });
  }
  return result.data;
}

/** Registers a route on the router and in the OpenAPI document from one description. */
export function defineEndpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(
  router: Hono<AppEnv>,
  spec: EndpointSpec<Q, B, P> & { access: A },
  handler: (c: Context<AppEnv>, input: EndpointInput<Q, B, P, A>) => Response | Promise<Response>,
) {
  registeredEndpoints.push(spec as never);
  const honoPath = spec.path.replace(/\{(\w+)\}/g, ":$1");
  router.on(spec.method.toUpperCase(), honoPath, async (c) => {
    const user = c.get("user");
    checkAccess(spec.access, user, spec.allowDuringFactorSetup);
    const params = spec.params ? parseInput(spec.params, c.req.param()) : undefined;
    const query = spec.query ? parseInput(spec.query, readQuery(c)) : undefined;
    const body = spec.body ? parseJsonBody(spec.body, await readJsonBody(c)) : undefined;
    const services = c.get("services");
    const input = { query, body, params, user, db: services.db, services };
    return handler(c, input as EndpointInput<Q, B, P, A>);
  });
}

/**
 * `defineEndpoint` for one area's router: its endpoints share a tag and an access rule, which
 * an endpoint may still set for itself (a public one among staff ones: where an area mixes
 * them, the shared rule is the stricter, so an endpoint that names none is never open).
 */
export function endpointsOf<D extends Access>(
  router: Hono<AppEnv>,
  shared: { tag: string; access: D },
) {
  return <
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
    A extends Access = D,
  >(
    spec: Omit<EndpointSpec<Q, B, P>, "tag" | "access"> & { access?: A },
    handler: (c: Context<AppEnv>, input: EndpointInput<Q, B, P, A>) => Response | Promise<Response>,
  ) =>
    defineEndpoint(
      router,
      { ...shared, ...spec } as EndpointSpec<Q, B, P> & { access: A },
      handler,
    );
}

/** Every list endpoint answers one page of rows with its pagination beside them. */
export function listPageJson<T>(
  c: Context<AppEnv>,
  { data, pagination }: { data: T[]; pagination: Pagination },
) {
  return c.json({ data, meta: { pagination } });
}

/** A CSV file to save, named after what it holds and the agency day it was exported. */
export function csvDownloadResponse(c: Context<AppEnv>, name: string, csv: string) {
  const day = agencyDay(c.get("services").now());
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
  });
}

export const numericIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, msg("positiveWholeNumber"))
    .transform(Number)
    .refine((value) => value <= MAX_ROW_ID, msg("noSuchRow")),
});

export const uidParams = z.object({
  id: z.string().regex(UID_PATTERN, msg("articleUid")),
});
