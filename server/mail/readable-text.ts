/**
 * The words of a raw e-mail (an outbox `.eml` file) as a reader sees them, for searching:
 * a name is rarely written as-is in the file. Headers fold long lines and encode words
 * ("=?UTF-8?Q?Ad=C3=A9la_Lo?=" then "=?UTF-8?Q?velace?=" on the next line), bodies are
 * quoted-printable (with soft line breaks inside words) or base64, HTML escapes characters,
 * and a calendar invitation folds its lines at 75 octets. Each part is decoded to UTF-8.
 */

const HEADER_END = /\r?\n\r?\n/;

/** A header's value by name (case-insensitive), from unfolded headers. */
const headerValue = (headers: string, name: string) =>
  headers.match(new RegExp(`^${name}:[ \\t]*(.*)$`, "im"))?.[1] ?? "";

/** Bytes written as a latin1 string (one character per byte) read as UTF-8. */
const utf8 = (bytes: string) => Buffer.from(bytes, "latin1").toString("utf8");

function quotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** RFC 2047 encoded words, adjacent ones joined (the white space between them is folding). */
function decodeWords(text: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return text
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(word, (_m, _charset, kind, body) =>
      utf8(
        kind.toUpperCase() === "B"
          ? Buffer.from(body, "base64").toString("latin1")
          : quotedPrintable(body.replaceAll("_", " ")),
      ),
    );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decodeEntities = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? all;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });

/** One MIME entity (the message or a part of it), as latin1 text of its bytes. */
function entityText(raw: string, depth: number): string {
  const split = raw.search(HEADER_END);
  const rawHeaders = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(HEADER_END, "");
  const headers = rawHeaders.replace(/\r?\n[ \t]+/g, " ");
  const type = headerValue(headers, "Content-Type").toLowerCase();
  const boundary = headerValue(headers, "Content-Type").match(/boundary="?([^";]+)"?/i)?.[1];
  let text: string;
  if (type.startsWith("multipart/") && boundary && depth < 10) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    text = parts.map((part) => entityText(part.replace(/^\r?\n/, ""), depth + 1)).join("\n");
  } else {
    const encoding = headerValue(headers, "Content-Transfer-Encoding").trim().toLowerCase();
    const bytes =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("latin1")
        : encoding === "quoted-printable"
          ? quotedPrintable(body)
          : body;
    text = utf8(bytes);
    if (type.startsWith("text/html")) text = decodeEntities(text);
    if (type.startsWith("text/calendar")) text = text.replace(/\r?\n[ \t]/g, "");
  }
  return `${decodeWords(utf8(headers))}\n\n${text}`;
}

/** The message's headers and every part's text, decoded. */
export function readableText(raw: Buffer): string {
  return entityText(raw.toString("latin1"), 0);
}
