import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Text } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { counterLine, type SearchOption, type SectionKey } from '../results.ts';
import classes from './GlobalSearch.module.css';

const M = invoicesMessages.invoices.search;

export interface SectionView {
  key: SectionKey;
  label: string;
  query: Pick<UseInfiniteQueryResult, 'isPending' | 'isError' | 'isSuccess' | 'isFetching' | 'fetchNextPage'>;
  /** How many results the server has for the term. */
  count: number;
  options: SearchOption[];
}

interface SearchSectionProps {
  listId: string;
  section: SectionView;
  term: string;
  activeId: string | null;
  onChoose: (option: SearchOption) => void;
  onHover: (id: string) => void;
}

/**
 * One section of the panel: its heading, the counter line, and its listbox (only when it has
 * options: an empty listbox is not allowed), or 'No results found'.
 */
export function SearchSection({ listId, section, term, activeId, onChoose, onHover }: SearchSectionProps) {
  const labelId = `${listId}-label`;
  const shown = section.options.filter((option) => option.kind === 'result').length;
  let body: ReactNode;
  if (section.query.isError) body = <Text className={classes.note}>{M.failed}</Text>;
  else if (section.query.isPending) body = <Text className={classes.note}>{M.loading}</Text>;
  else if (!section.options.length) body = <Text className={classes.note}>{M.noResults}</Text>;
  else {
    body = (
      <>
        <Text className={classes.counter}>{counterLine(shown, section.count, term)}</Text>
        <div role="listbox" id={listId} aria-labelledby={labelId}>
          {section.options.map((option) => (
            // The activedescendant pattern: the box keeps the focus and its keys (arrows, Enter)
            // choose; options are never focused themselves, so they take no key events.
            // biome-ignore lint/a11y/useFocusableInteractive: see above.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
            <div
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={option.id === activeId}
              className={option.kind === 'more' ? classes.more : classes.option}
              data-active={option.id === activeId || undefined}
              // The box keeps the focus: a press here must not blur it before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(option.id)}
              onClick={() => onChoose(option)}
            >
              <span className={classes.label}>{option.label}</span>
              {option.kind === 'result' && option.detail ? (
                <span className={classes.detail}>{option.detail}</span>
              ) : null}
            </div>
          ))}
        </div>
      </>
    );
  }
  return (
    <div className={classes.section}>
      <div id={labelId} className={classes.heading}>
        {section.label}
      </div>
      {body}
    </div>
  );
}
