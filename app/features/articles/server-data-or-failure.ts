import { isRouteErrorResponse } from "react-router";

/**
 * The blog pages' clientLoader: the server's data, or `{ failed: true }` when the request
 * itself fails (an error response still goes to the error boundary), so the page stays
 * and useFetchFailureToast offers a retry.
 */
export async function serverDataOrFailure<T>(serverLoader: () => Promise<T>) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return { failed: true as const };
  }
}
