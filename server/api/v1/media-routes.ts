import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";

export const mediaRoutes = new Hono<AppEnv>();
