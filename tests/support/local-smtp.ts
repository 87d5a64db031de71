/**
 * A local SMTP server (the smtp-server package) for delivery tests and the delivery benchmark: it keeps
 * every accepted message, refuses RCPT TO for the addresses in `reject` (550) and counts each RCPT TO, so a
 * test can tell how often each recipient was tried and how many messages each received.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type LocalMail = { to: string[]; raw: string };

export async function localSmtp(o: { reject?: Iterable<string>; keep?: boolean } = {}) {
  const reject = new Set([...(o.reject ?? [])].map((a) => a.toLowerCase()));
  const messages: LocalMail[] = [];
  const tries = new Map<string, number>();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 20 * 1024 * 1024,
    onRcptTo(address, _session, cb) {
      const a = address.address.toLowerCase();
      tries.set(a, (tries.get(a) ?? 0) + 1);
      if (reject.has(a)) return cb(Object.assign(new Error(`Mailbox ${a} unavailable`), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        accepted++;
        if (o.keep !== false) messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString("latin1") });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Addresses RCPT TO refuses (change it to "fix" the server). */
    reject,
    accepted: () => accepted,
    /** How many messages this address received. */
    countFor: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())).length,
    /** How many times this address was given in RCPT TO (accepted or not). */
    triesFor: (address: string) => tries.get(address.toLowerCase()) ?? 0,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type MimePart = { headers: Record<string, string>; body: Buffer };

/** The leaf parts of a MIME message, decoded (base64 and quoted-printable): enough to read what a test sent. */
export function mimeParts(raw: string): MimePart[] {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\r\n\r\n");
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => mimeParts(p.replace(/^\r?\n/, "")));
  }
  const enc = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const decoded =
    enc === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64")
      : enc === "quoted-printable"
        ? Buffer.from(
            body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          )
        : Buffer.from(body, "latin1");
  return [{ headers, body: decoded }];
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}
