/**
 * The SMTP server notifications are e-mailed through (issue 27), from the environment:
 * PORTCULLIS_SMTP_HOST (unset: e-mail is not configured), PORTCULLIS_SMTP_PORT (default 587),
 * PORTCULLIS_SMTP_SECURE (true: TLS from the first byte, as on port 465; otherwise STARTTLS when the
 * server offers it), PORTCULLIS_SMTP_FROM (the sender address), PORTCULLIS_SMTP_USER and
 * PORTCULLIS_SMTP_PASSWORD (a secret: never logged, never returned by ChannelProperties).
 */
export interface SmtpConfig {
  host: string;
  port: number;
  /** @default false (STARTTLS when offered) */
  isSecure: boolean;
  from: string;
  user?: string;
  password?: string;
}

export function smtpConfigFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = env.PORTCULLIS_SMTP_HOST?.trim();
  if (!host) return undefined;
  const portText = env.PORTCULLIS_SMTP_PORT?.trim() || '587';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`PORTCULLIS_SMTP_PORT must be a port number, got "${portText}".`);
  const from = env.PORTCULLIS_SMTP_FROM?.trim();
  if (!from) throw new Error('PORTCULLIS_SMTP_FROM must name the sender address when PORTCULLIS_SMTP_HOST is set.');
  return {
    host,
    port,
    isSecure: env.PORTCULLIS_SMTP_SECURE?.trim().toLowerCase() === 'true',
    from,
    user: env.PORTCULLIS_SMTP_USER || undefined,
    password: env.PORTCULLIS_SMTP_PASSWORD || undefined,
  };
}
