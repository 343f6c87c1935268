/**
 * Mail by SMTP (nodemailer, docs/decisions/0068-mail-by-smtp.md): SMTP_URL names the relay
 * (smtps://user:password@smtp.example.com:465, or smtp://… with STARTTLS required), MAIL_FROM the sender.
 */
import nodemailer from 'nodemailer';
import type { MailService } from './mailService';

export interface SmtpSettings {
  url: string;
  from: string;
}

export function smtpMailService(settings: SmtpSettings): MailService & { close: () => void } {
  const url = new URL(settings.url);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    // Off this machine, plain SMTP must upgrade to TLS (STARTTLS) or fail: a link is never sent in the clear.
    requireTLS: url.protocol === 'smtp:' && !isLoopback(url.hostname),
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
    // The library's own log would print message bodies: off.
    logger: false,
    debug: false,
  });
  return {
    name: 'SMTP',
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
      });
    },
    close: () => transport.close(),
  };
}

export const isLoopback = (host: string) => ['localhost', '127.0.0.1', '[::1]', '::1'].includes(host);
