import { describe, expect, it } from 'vitest';
import { headerSafe, linksHidden, redactLinks } from './compose.ts';
import { MAILBOX_MODE_WARNING, warnIfMailboxMode } from './mailbox-mode.ts';

describe('headerSafe', () => {
  it.each([
    ['Launch\r\nBcc: victim@example.test', 'Launch Bcc: victim@example.test'],
    ['Launch\nX-Injected: 1', 'Launch X-Injected: 1'],
    ['Tab\there', 'Tab here'],
    ['Nul\u0000 and del\u007f', 'Nul and del'],
    ['C1\u0085next line', 'C1 next line'],
    ['Line\u2028separator\u2029paragraph', 'Line separator paragraph'],
    ['\r\n  padded \r\n', 'padded'],
  ])('turns control characters in %j into one space', (value, safe) => {
    expect(headerSafe(value)).toBe(safe);
  });

  it('keeps ordinary text, accents and emoji as they are', () => {
    const subject = 'Amina Wanjirū invites you to “Café ✨ 2.0” – join now';
    expect(headerSafe(subject)).toBe(subject);
  });
});

describe('redactLinks', () => {
  it('hides every http(s) link and keeps the rest of the text', () => {
    const text =
      'Choose a password here:\nhttps://kazi.test/password/12/s3cr3t-token\n\nOr http://x.test/a?b=c.';
    expect(redactLinks(text)).toBe('Choose a password here:\n[link hidden]\n\nOr [link hidden]');
  });

  it('leaves text without links alone', () => {
    expect(redactLinks('Hello Amina')).toBe('Hello Amina');
  });
});

describe('linksHidden', () => {
  it.each([
    [{ sensitive: true, status: 'stored' }, false, false],
    [{ sensitive: true, status: 'stored' }, true, true],
    [{ sensitive: true, status: 'queued' }, false, true],
    [{ sensitive: true, status: 'sent' }, true, true],
    [{ sensitive: false, status: 'queued' }, true, false],
    [{ sensitive: false, status: 'stored' }, false, false],
  ])('%j with SMTP %s → %s', (mail, smtp, hidden) => {
    expect(linksHidden(mail, smtp)).toBe(hidden);
  });
});

describe('warnIfMailboxMode', () => {
  const start = (env: 'production' | 'development' | 'test', smtpUrl: string | null) => {
    const warnings: string[] = [];
    const warned = warnIfMailboxMode(
      { env, mail: { smtpUrl, from: 'Kazi <no-reply@kazi.test>' } },
      { warn: (message) => warnings.push(message) },
    );
    return { warned, warnings };
  };

  it('warns once at a production start without SMTP', () => {
    expect(start('production', null)).toEqual({ warned: true, warnings: [MAILBOX_MODE_WARNING] });
    expect(MAILBOX_MODE_WARNING).toMatch(/SMTP_URL/);
  });

  it.each([
    ['production', 'smtp://mail.example.test:587'],
    ['development', null],
    ['test', null],
  ] as const)('stays quiet in %s with SMTP %s', (env, smtp) => {
    expect(start(env, smtp)).toEqual({ warned: false, warnings: [] });
  });
});
