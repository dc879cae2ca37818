import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

export const articleAdminRoutes = new Hono<AppEnv>();
