import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../engine/config/smtp-config';
import type { OutboundGuard } from '../../engine/outbound/guard';

/** Seconds an SMTP exchange may take at each step (connect, greeting, each reply). */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export interface NotificationMail {
  to: string;
  subject: string;
  text: string;
  /** The recipient delivery's id: a retry after a lost answer sends the same Message-ID, so mail systems can drop the copy. */
  deliveryId: string;
}

/**
 * Sends one plain-text e-mail through the configured SMTP server with nodemailer. The TCP connection
 * comes from the outbound guard (nodemailer's `getSocket`), so SMTP is checked against the same
 * address policy as every other connection the server opens; nodemailer then speaks SMTP on it
 * (STARTTLS when offered, or TLS from the start when the configuration says secure). Logging is off:
 * the password never reaches a log.
 */
export async function sendNotificationMail(
  config: SmtpConfig,
  guard: OutboundGuard,
  mail: NotificationMail,
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.isSecure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    logger: false,
    debug: false,
    getSocket: (_options, callback) => {
      guard.connectTcp(config.host, config.port, CONNECT_TIMEOUT_MS).then(
        (connection) => callback(null, { connection }),
        (error: Error) => callback(error, false),
      );
    },
  });
  try {
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.deliveryId}@portcullis.notifications>`,
    });
  } finally {
    transport.close();
  }
}
