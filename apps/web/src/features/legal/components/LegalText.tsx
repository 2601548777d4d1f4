import { Code } from '@mantine/core';
import { Fragment } from 'react';

/** A paragraph of a legal document: plain text, with `backticked` names shown as code. */
export function LegalText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder.
    index % 2 ? <Code key={index}>{part}</Code> : <Fragment key={index}>{part}</Fragment>,
  );
}
