import { can } from '@kazi/shared/auth/permissions';
import { isShownNegative } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { Loader, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/auth/api/use-user.ts';
import { paymentSearchQuery, projectSearchQuery } from '../api/search.ts';
import {
  counterLine,
  movedOption,
  paymentPath,
  projectPath,
  SEARCH_DEBOUNCE_MS,
  type SearchOption,
  type SectionKey,
  sectionOptions,
} from '../results.ts';
import classes from './GlobalSearch.module.css';
import { SearchSection, type SectionView } from './SearchSection.tsx';

const M = invoicesMessages.invoices.search;

/**
 * The top bar's search (spec 001 §2): a combobox whose panel lists Projects and, for those who see
 * payments, Payments, 3 at a time with View More, each with its counter line. The arrows move
 * through every option of both sections, Enter opens a result (or loads more), Escape closes the
 * panel (a second Escape clears the box). Focus stays in the box throughout.
 */
export function GlobalSearch() {
  const user = useUser();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const showAll = can(user, 'projects.view_all');
  const seesPayments = can(user, 'payments.view_incoming') || can(user, 'payouts.view');

  const projects = useInfiniteQuery(projectSearchQuery(term, showAll));
  const payments = useInfiniteQuery(paymentSearchQuery(term, showAll, seesPayments));

  const projectResults = projects.data?.pages.flatMap((page) => page.results) ?? [];
  const paymentResults = payments.data?.pages.flatMap((page) => page.results) ?? [];
  const sections: SectionView[] = [
    {
      key: 'projects',
      label: M.projects,
      query: projects,
      count: projects.data?.pages[0]?.count ?? 0,
      options: sectionOptions(
        'projects',
        projectResults.map((project) => ({
          id: `${id}-project-${project.id}`,
          label: project.title,
          detail: project.owner?.display_name ?? null,
          to: projectPath(project.id),
        })),
        projects.hasNextPage,
      ),
    },
    ...(seesPayments
      ? [
          {
            key: 'payments' as SectionKey,
            label: M.payments,
            query: payments,
            count: payments.data?.pages[0]?.count ?? 0,
            options: sectionOptions(
              'payments',
              paymentResults.map((invoice) => ({
                id: `${id}-payment-${invoice.id}`,
                label: invoice.title,
                detail: [
                  invoice.number ?? invoicesMessages.invoices.notAvailable,
                  invoice.project.title,
                  displayAmount(
                    isShownNegative(invoice.type) ? `-${invoice.total_amount}` : invoice.total_amount,
                    invoice.currency,
                  ),
                ].join(' · '),
                to: paymentPath(invoice),
              })),
              payments.hasNextPage,
            ),
          },
        ]
      : []),
  ];
  const options = sections.flatMap((section) => section.options);
  const expanded = open && term.length > 0;
  const active = expanded ? options.find((option) => option.id === activeId) : undefined;
  const panelId = `${id}-panel`;
  const activeOptionId = active?.id;

  // The option the arrows reach stays in view when the panel scrolls (after View More, say).
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
  }, [activeOptionId]);
  const searching = text.trim() !== term || sections.some((section) => section.query.isFetching);

  function choose(option: SearchOption) {
    if (option.kind === 'more') {
      const section = sections.find((candidate) => candidate.key === option.section);
      void section?.query.fetchNextPage();
      return;
    }
    setOpen(false);
    setActiveId(null);
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      setActiveId(
        movedOption(
          options.map((option) => option.id),
          active?.id ?? null,
          event.key === 'ArrowDown' ? 1 : -1,
        ),
      );
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
      setActiveId(null);
    }
  }

  const status = !expanded
    ? ''
    : sections
        .map((section) =>
          section.query.isSuccess
            ? `${section.label}: ${section.count ? counterLine(section.options.filter((o) => o.kind === 'result').length, section.count, term) : M.noResults}`
            : '',
        )
        .filter(Boolean)
        .join('. ');

  return (
    <div className={classes.root}>
      <TextInput
        type="search"
        role="combobox"
        aria-label={M.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        aria-activedescendant={active?.id}
        placeholder={M.placeholder}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActiveId(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={expanded && searching ? <Loader size={14} aria-hidden="true" /> : null}
        classNames={{ input: classes.input }}
      />
      {expanded ? (
        <div id={panelId} className={classes.panel} data-testid="global-search-panel">
          {sections.map((section) => (
            <SearchSection
              key={section.key}
              listId={`${id}-${section.key}`}
              section={section}
              term={term}
              activeId={active?.id ?? null}
              onChoose={choose}
              onHover={setActiveId}
            />
          ))}
        </div>
      ) : null}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </div>
  );
}
