/** POSTs of a delivery to Slack or a webhook: bounded in time, and errors that never carry the URL (it may hold a token). */
import { hostOf } from "../../../../../domain/reporting/distribution.ts";

/** How long a receiver may take to answer (spec: a delivery never hangs a worker). */
export const HTTP_TIMEOUT_MS = 10_000;

/** POSTs `body` as JSON; resolves when the receiver answered 2xx, else throws an error naming only the host and status. */
export async function postJson(url: string, body: string, headers: Record<string, string> = {}, timeoutMs = HTTP_TIMEOUT_MS): Promise<void> {
  const host = hostOf(url);
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Facetwise-Delivery/1", ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    const why = err.name === "TimeoutError" ? `no answer within ${Math.round(timeoutMs / 1000)} s` : (err.cause?.code ?? err.name ?? "network error");
    throw new Error(`${host}: ${why}`);
  }
  // the body is drained (and ignored) so the connection is released
  await res.arrayBuffer().catch(() => undefined);
  if (res.status < 200 || res.status >= 300) throw new Error(`${host} answered HTTP ${res.status}`);
}
