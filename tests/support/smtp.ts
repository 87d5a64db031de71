import { createServer, type Server } from "node:net";

/** A message the fake SMTP server accepted: its recipients and body. */
export type ReceivedMail = { to: string[]; body: string };

/**
 * A minimal SMTP server on 127.0.0.1 for tests. MAIL FROM answers 451 (try again later) while `failing()`
 * says so; a message to a recipient `hang()` picks is never answered after its data (a delivery stuck in
 * flight, as when the sending process dies); everything else is accepted and kept.
 */
export async function fakeSmtpServer(o: { failing?: (attempt: number) => boolean; hang?: (to: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const hung: string[] = [];
  let attempts = 0;
  const server: Server = createServer((sock) => {
    let buf = "";
    let body: string[] | null = null;
    let to: string[] = [];
    sock.write("220 test.local ESMTP\r\n");
    sock.on("data", (chunk) => {
      buf += chunk.toString();
      let i: number;
      while ((i = buf.indexOf("\r\n")) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (body) {
          if (line !== ".") {
            body.push(line);
            continue;
          }
          const mail = { to, body: body.join("\n") };
          body = null;
          to = [];
          if (mail.to.some((t) => o.hang?.(t))) {
            hung.push(...mail.to);
            continue; // no answer: the client waits until it gives up or dies
          }
          received.push(mail);
          sock.write("250 2.0.0 queued\r\n");
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "MAIL") sock.write(o.failing?.(++attempts) ? "451 4.3.0 Mailbox busy, try again later\r\n" : "250 2.1.0 OK\r\n");
        else if (cmd === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? "");
          sock.write("250 OK\r\n");
        } else if (cmd === "DATA") {
          body = [];
          sock.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (cmd === "QUIT") sock.end("221 bye\r\n");
        else sock.write("250 OK\r\n"); // EHLO, RSET, NOOP
      }
    });
    sock.on("error", () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Recipients whose message is hanging unanswered. */
    hung,
    attempts: () => attempts,
    /** How many accepted messages went to this address. */
    countFor: (address: string) => received.filter((m) => m.to.includes(address.toLowerCase())).length,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.unref();
      }),
  };
}
