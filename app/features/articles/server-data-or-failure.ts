import { isRouteErrorResponse } from "react-router";

/**
 * The blog pages' clientLoader: the server's data, or `{ failed: true }` when the request
 * itself fails or the server is briefly unavailable (503: a search past its time limit), so
 * the page stays and useFetchFailureToast offers a retry; other error responses go to the
 * error boundary.
 */
export async function serverDataOrFailure<T>(serverLoader: () => Promise<T>) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status !== 503) throw error;
    return { failed: true as const };
  }
}
