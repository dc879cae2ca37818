import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * For the tests of a screen over a stub of its routes (createRoutesStub): the screen is removed
 * after each test, and waited for up to 10 s (on a busy machine a first render outlasts the
 * default 1 s).
 */
export function setupScreenTests() {
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(cleanup);
}

/** What a stub action was posted: each field's value as text. */
export const postedFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
