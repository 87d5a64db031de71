import type { FastifyReply } from "fastify";
import type { IncomingHttpHeaders } from "node:http";

/** Node request headers as a Fetch Headers object (better-auth speaks Fetch). */
export function fromNodeHeaders(h: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) out.append(k, x);
    else out.set(k, v);
  }
  return out;
}

/** Copies a Fetch Response (status, headers including every Set-Cookie, body) onto a Fastify reply. */
export async function sendFetchResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  const body = res.body ? Buffer.from(await res.arrayBuffer()) : null;
  return reply.send(body);
}
