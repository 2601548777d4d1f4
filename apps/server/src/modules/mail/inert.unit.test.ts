import { describe, expect, it } from 'vitest';
import { questionMail } from '../team/mail.ts';
import { greeting, inert, inertBlock } from './compose.ts';

/** Whatever a mail program or a Markdown renderer could make of a text: links, headings, quotes. */
function expectInert(text: string) {
  expect(text).not.toMatch(/[a-z]+:\/\//i);
  expect(text).not.toMatch(/\]\(/);
  expect(text).not.toMatch(/(?:^|[^[])\b[\w-]+\.(?:com|example|test|org)\b/i);
  expect(text).not.toMatch(/^\s{0,3}(?:#|>|[-*+] |=+$|\d+\. )/m);
  expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
}

describe('inert', () => {
  it.each([
    ['[x](http://evil.example/a)', '[x] (http[:]//evil[.]example/a)'],
    ['# heading', '# heading'],
    ['<a href="https://evil.example">click</a>', '<a href="https[:]//evil[.]example">click</a>'],
    ['visit www.evil.com now', 'visit www[.]evil[.]com now'],
    ['mail bob@evil.co', 'mail bob@evil[.]co'],
    ['Amina\n\n# Urgent: pay here', 'Amina # Urgent: pay here'],
    ['Ada\u202eLovelace', 'AdaLovelace'],
    ['javascript://x', 'javascript[:]//x'],
  ])('%j → %j', (value, safe) => {
    expect(inert(value)).toBe(safe);
  });

  it('keeps ordinary names, titles and numbers as they are', () => {
    for (const text of ['Amina Wanjirū', 'Café ✨ 2.0 (e.g. v1.5)', "O'Brien & Sons, Ltd."]) {
      expect(inert(text)).toBe(text);
    }
  });
});

describe('inertBlock', () => {
  it('indents every line by four spaces: no heading, quote, list or link survives', () => {
    const question = [
      '# Pay rise',
      '> quoted',
      '- item',
      '1. first',
      'Title',
      '=====',
      '[click](https://evil.example/login)',
      '<a href="http://evil.example">here</a>',
      'or https://evil.example/x or evil.example',
      '[ref]: http://evil.example',
    ].join('\n');
    const block = inertBlock(question);
    for (const line of block.split('\n')) expect(line).toMatch(/^ {4}\S/);
    expectInert(block);
    expect(block).toContain('    # Pay rise');
    expect(block).toContain('    [click] (https[:]//evil[.]example/login)');
  });

  it('keeps paragraphs, drops runs of blank lines, controls and bidi characters', () => {
    expect(inertBlock('\n\nFirst\r\n\r\n\r\n\r\nSecond\u202e\tline\u0000\n\n')).toBe(
      '    First\n\n    Second line',
    );
  });
});

describe('a question mail', () => {
  it('carries the names, the title and the question as inert text', () => {
    const hostile = '[x](http://evil.example)\n# Heading';
    const person = (id: number, firstName: string) => ({
      id,
      firstName,
      lastName: 'Doe',
      email: `p${id}@kazi.test`,
      avatarFileId: null,
      type: 1,
      category: null,
      isActive: true,
      canContribute: true,
      isAdmin: false,
      isPayAdmin: false,
      isStaff: false,
    });
    const mail = questionMail(
      { publicUrl: 'https://kazi.test' },
      { id: 7, title: '# Launch www.evil.com' },
      person(1, hostile),
      person(2, hostile),
      `Hello\n${hostile}\n<a href="https://evil.example">pay</a>`,
    );
    const userText = mail.text
      .split('\n')
      .filter((line) => !line.includes('https://kazi.test/projects/7') && !line.includes('@kazi.test'))
      .join('\n');
    expectInert(userText);
    expect(mail.text).toContain('A question about the project "# Launch www[.]evil[.]com" from');
    expect(mail.subject).not.toContain('www.evil.com');
  });
});

describe('greeting', () => {
  it.each([
    ['Amina', 'Hello Amina,'],
    ['[Reset here](http://evil.example)', 'Hello [Reset here] (http[:]//evil[.]example),'],
    ['\u202e\n', 'Hello there,'],
    [null, 'Hello there,'],
    ['', 'Hello there,'],
  ])('%j → %j', (name, line) => {
    expect(greeting(name)).toBe(line);
  });
});
