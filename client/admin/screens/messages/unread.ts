import { createSharedCount } from "../../hooks/sharedCount.ts";

/**
 * The unread count the inbox control shows, shared by the control (which reads it when the
 * dashboard opens, on focus and every minute) and the inbox screen (which knows it exactly after
 * each change).
 */
const unread = createSharedCount();

export const setUnreadCount = unread.set;
/** The last known unread count; null before the first reading. */
export const useUnreadCount = unread.use;
