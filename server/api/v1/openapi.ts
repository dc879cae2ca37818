import { z } from "zod";
import { listRolesWith } from "#contracts/permissions.ts";
import { registeredEndpoints } from "./endpoint.ts";

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
        retryAfterSeconds: { type: "integer" },
      },
    },
  },
};

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;

const standardErrors: Record<number, string> = {
  400: "Invalid input: `error.fields` names each field and the reason",
  413: "Body too large",
  415: "Body is not JSON",
};

/** One OpenAPI parameter per field of an object schema; path parameters are always required. */
function describeParameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: location,
    required: location === "path",
    schema: toJsonSchema(field as z.ZodType),
  }));
}

/** OpenAPI 3.1, generated from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument(serverUrl = "/api/v1") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of registeredEndpoints) {
    const parameters = [
      ...describeParameters(endpoint.params, "path"),
      ...describeParameters(endpoint.query, "query"),
    ];
    const responses: Record<string, unknown> = {
      [endpoint.success?.status ?? 200]: {
        description: endpoint.success?.description ?? "Success",
        content: { "application/json": { schema: { type: "object" } } },
      },
    };
    const errors: Record<number, string> = { ...standardErrors, ...endpoint.responses };
    if (endpoint.access !== "public") {
      errors[401] = "Not signed in";
      if (endpoint.access !== "staff") {
        errors[403] = `Needs ${endpoint.access}: ${listRolesWith(endpoint.access).join(", ")}`;
      }
    }
    if (endpoint.method !== "get") errors[403] ??= "Request sent from another site";
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = {
        description,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    paths[endpoint.path] ??= {};
    paths[endpoint.path][endpoint.method] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      "x-access": endpoint.access,
      ...(endpoint.access === "public" ? {} : { security: [{ session: [] }] }),
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toJsonSchema(endpoint.body) } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Projingga API",
      version: "1.0.0",
      description:
        "The versioned JSON API of the Projingga website. Errors are always `{ error: { code, message, fields? } }`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
