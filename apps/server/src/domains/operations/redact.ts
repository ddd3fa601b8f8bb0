/**
 * What is never logged: any field whose name says it holds a secret, at any depth, and the request
 * headers that carry one. Fastify's request serializer already leaves bodies and headers out; this is
 * the second wall for whatever a log call passes (an error's details, a job's input).
 */
const SECRET_KEY =
  /pass(word|phrase)?|secret|token|cookie|authori[sz]ation|api[-_]?key|private[-_]?key|credential|otp|sealed/i;

export const REDACTED = '[redacted]';

/** Pino's own redaction paths (applied before serialisation; the headers a request line may carry). */
export const PINO_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/** Whether a field of this name must not be logged. */
export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A copy of `value` with every secret-named field replaced (bounded depth; cycles cut). */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  // Errors keep their class: the logger's error serializer (errorForLog) reduces them.
  if (value instanceof Error) return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redactSecrets(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>))
    out[key] = isSecretKey(key) ? REDACTED : redactSecrets(item, depth + 1, seen);
  return out;
}

/**
 * Database errors repeat the failing row's values (`detail`, `where`, bound `parameters`), which may
 * be a secret being written: an error is logged by its type, code, message and stack only.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}
