import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  messageId: string;
  subject: string;
  /** The decoded text/plain part, with LF line ends. */
  text: string;
};

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header value. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** Unfolds the header block of a raw message into lower-cased names. */
function readHeaders(raw: string) {
  const block = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
    }
  }
  return headers;
}

/** The text/plain part of a raw message, undoing its quoted-printable or base64 encoding. */
function readTextPart(raw: string) {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n/i.exec(raw);
  if (!part) return "";
  const body = raw.slice(part.index + part[0].length).split(/\r?\n--/)[0];
  const encoding = /Content-Transfer-Encoding: *([\w-]+)/i.exec(part[0])?.[1]?.toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body, "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, "")
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(parseInt(code, 16)),
              ),
            "latin1",
          )
        : Buffer.from(body, "utf8");
  return decoded.toString("utf8").replace(/\r\n/g, "\n");
}

/**
 * A real SMTP server on a free port that records every message it accepts. `refuse(n)` answers
 * the next n messages with a temporary 451, as a server that is down for a while; `delayMs`
 * makes each message wait before it is accepted; `hold()` leaves every sender waiting for an
 * answer, as a stalled server, until `release()`.
 */
export async function startMailSink(options: { delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let delayMs = options.delayMs ?? 0;
  let refusedCount = 0;
  let held: (() => void)[] | null = null;
  let heldCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A slow server waits before taking the message, never after it has it: as a real MTA, a
    // message it received is kept even if the sender dies before the reply.
    onMailFrom(_address, _session, callback) {
      if (held) {
        heldCount += 1;
        held.push(() => callback());
        return;
      }
      setTimeout(() => callback(), delayMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals > 0) {
          refusals -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = readHeaders(raw);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          headers,
          messageId: headers.get("message-id") ?? "",
          subject: headers.get("subject") ?? "",
          text: readTextPart(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (count: number) => {
      refusals = count;
    },
    refused: () => refusedCount,
    slow: (ms: number) => {
      delayMs = ms;
    },
    hold: () => {
      held ??= [];
    },
    /** How many senders have been left waiting since hold(). */
    heldCount: () => heldCount,
    release: () => {
      const waiting = held ?? [];
      held = null;
      heldCount = 0;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedHook = { headers: IncomingMessage["headers"]; body: string };

/** A real HTTP receiver for the webhook; `fail(n)` answers the next n calls with a 503. */
export async function startWebhookReceiver() {
  const received: ReceivedHook[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    fail: (count: number) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
