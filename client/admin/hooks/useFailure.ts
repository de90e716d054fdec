import { useCallback } from "react";
import { useOptionalAdmin } from "../AdminProvider.tsx";
import { ApiError } from "../api.ts";

/** The words to show for a failed call: the server's message, or a general one. */
function messageOf(error: unknown, fallback = "Something went wrong. Try again."): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Returns a handler for a failed call: a 401 hands over to the admin context (drafts kept, on to
 * the login page) and answers null; any other failure answers its message for the screen.
 */
export function useFailure(): (error: unknown, fallback?: string) => string | null {
  const admin = useOptionalAdmin();
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (error instanceof ApiError && error.isUnauthorized && admin) {
        admin.expireSession();
        return null;
      }
      return messageOf(error, fallback);
    },
    [admin],
  );
}
