const DAY_SECONDS = 86_400;

/**
 * Which window the uptime figure covers: the last 24 hours once the server has run that long, else only the
 * time since it started (a server up for 90 seconds has no 24-hour record to speak of).
 */
export function uptimeWindow(uptimeSeconds: number): "sinceStart" | "last24h" {
  return uptimeSeconds < DAY_SECONDS ? "sinceStart" : "last24h";
}
