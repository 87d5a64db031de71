/** The badge on the header's bell: the unread count, "9+" above nine, nothing at zero (no words: it ships with the shell). */
export function unreadBadge(unread: number): string {
  if (!(unread > 0)) return "";
  return unread > 9 ? "9+" : String(unread);
}
