import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST, parseOutboundAllowList } from '../../engine/outbound/address-policy';
import { sendNotificationMail } from './smtp';

/**
 * SMTP goes through the outbound guard: with loopback allowed the message arrives (nodemailer speaks
 * SMTP on the guard's socket, with AUTH); with the default policy the guard refuses the connection and
 * the SMTP server never sees one.
 */
describe('sendNotificationMail', () => {
  const received: ParsedMail[] = [];
  let connections = 0;
  let port = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      connections += 1;
      callback();
    },
    onAuth: (auth, _session, callback) =>
      auth.password === 'pw-secret' ? callback(null, { user: auth.username }) : callback(new Error('Bad password')),
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          port = (server.server.address() as { port: number }).port;
          resolve();
        }),
      ),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const config = () => ({
    host: '127.0.0.1',
    port,
    isSecure: false,
    from: 'sender@example.test',
    user: 'mailer',
    password: 'pw-secret',
  });
  const mail = {
    to: 'ada@example.test',
    subject: 'Hi Ada',
    text: 'Body line.',
    deliveryId: '3f1c1c52-4b7e-4c4e-9b1e-1c2b3a4d5e6f',
  };

  it('delivers through the guard with the delivery id as Message-ID', async () => {
    await sendNotificationMail(config(), createOutboundGuard(parseOutboundAllowList('127.0.0.0/8')), mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: 'Hi Ada',
      messageId: `<${mail.deliveryId}@portcullis.notifications>`,
    });
    expect(received[0]!.text?.trim()).toBe('Body line.');
  });

  it('is refused by the guard for a loopback server the policy does not allow, without connecting', async () => {
    const before = connections;
    const error = await sendNotificationMail(config(), createOutboundGuard(EMPTY_ALLOW_LIST), mail).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'EOUTBOUNDREFUSED' });
    expect(String((error as Error).message)).not.toContain('pw-secret');
    expect(connections).toBe(before);
  });

  it('reports a refused login without the password', async () => {
    const error = await sendNotificationMail(
      { ...config(), password: 'wrong-secret' },
      createOutboundGuard(parseOutboundAllowList('127.0.0.0/8')),
      mail,
    ).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/Invalid login|Bad password/);
    expect((error as Error).message).not.toContain('wrong-secret');
  });
});
