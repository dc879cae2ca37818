import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

export const leadRoutes = new Hono<AppEnv>();
