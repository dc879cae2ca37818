/** The admin screens' one way to call /api/v1: JSON in, JSON out, errors as ApiClientError. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Options = Omit<RequestInit, "body"> & { body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, options: Options = {}): Promise<T> {
  const { body, headers, ...rest } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      credentials: "same-origin",
      cache: "no-store",
      ...rest,
      headers: {
        accept: "application/json",
        ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiClientError(0, "network_error", "The server could not be reached");
  }
  if (response.status === 401) {
    // The session ended (expired, disabled, signed out elsewhere): back to the login page.
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/login?redirectTo=${encodeURIComponent(here)}`);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const error = (json as { error?: Record<string, unknown> } | null)?.error ?? {};
    throw new ApiClientError(
      response.status,
      String(error.code ?? "http_error"),
      String(error.message ?? response.statusText),
      (error.fields as Record<string, string>) ?? {},
      error.retryAfterSeconds as number | undefined,
    );
  }
  return json as T;
}
