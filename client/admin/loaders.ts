import { redirect } from "react-router";
import { ApiError } from "./api.ts";
import { endSession } from "./session.ts";

/**
 * Runs a screen's client loader; a session the server no longer accepts sends the person to the
 * login page (which returns here afterwards) instead of the screen's error view.
 */
export async function loadOrSignIn<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) {
      endSession();
      throw redirect(`/admin/login?expired=1&next=${encodeURIComponent(new URL(request.url).pathname)}`);
    }
    throw error;
  }
}
