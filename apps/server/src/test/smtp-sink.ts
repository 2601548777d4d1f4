import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

const REPLIES: Record<string, string> = {
  EHLO: '250 sink.test',
  HELO: '250 sink.test',
  MAIL: '250 2.1.0 OK',
  RCPT: '250 2.1.5 OK',
  DATA: '354 End data with <CR><LF>.<CR><LF>',
  QUIT: '221 2.0.0 Bye',
};

/**
 * A minimal SMTP server for tests (RFC 5321 without extensions): accepts every mail and keeps it.
 * Enough for nodemailer over plain SMTP; no TLS, no auth.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor() {
    this.server = createServer((socket) => this.session(socket));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          this.received.push(mail);
          mail = { from: '', to: [], data: '' };
          inData = false;
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line.replace(/^MAIL FROM:\s*/i, '');
        if (verb === 'RCPT') mail.to.push(line.replace(/^RCPT TO:\s*/i, ''));
        if (verb === 'DATA') inData = true;
        reply(REPLIES[verb] ?? '250 OK');
        if (verb === 'QUIT') socket.end();
      }
    });
  }
}

/** An SMTP URL on which nothing listens: connections are refused. */
export async function refusedSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return `smtp://127.0.0.1:${address.port}`;
}
