import { CATEGORIES, ROLE_LABELS } from '@kazi/shared/auth/roles';
import { format } from '@kazi/shared/messages/format';
import { shortlistMessages } from '@kazi/shared/messages/shortlist';
import { TALENT_POOL_PAGE_SIZE, TALENT_SEARCH_DEBOUNCE_MS } from '@kazi/shared/opportunities/rules';
import { TALENT_SEARCH_MAX } from '@kazi/shared/opportunities/talent-pool';
import { listCountries } from '@kazi/shared/reference/countries';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PagePicker } from '@/components/ui/PagePicker.tsx';
import { useProjectContext } from '@/features/projects/project-context.ts';
import { useShortlistAction } from '@/features/shortlist/api/shortlist.ts';
import { TalentTable } from '@/features/shortlist/components/TalentTable.tsx';
import { notifyShortlistFailure } from '@/features/shortlist/toasts.ts';
import { lastPageOf, usePageWithinCount } from '@/lib/lists/last-page.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { talentPoolQuery } from '../api/talent-pool.ts';
import { readTalentFilters, talentFilterParams } from '../filter-params.ts';
import { readRememberedPage, rememberPage } from '../page-memory.ts';
import {
  addableIds,
  emptySelection,
  selectedOn,
  type TalentSelection,
  toggleSelection,
  viewKeyOf,
} from '../selection.ts';

const S = shortlistMessages.shortlist;
const COUNTRIES = listCountries().map((country) => ({ value: country.code, label: country.name }));

/**
 * /projects/:id/network/talent-pool: every active, onboarded developer and designer, searched
 * (500 ms after typing stops, the previous request cancelled) and filtered, people with more of
 * the opportunity's skills first; staff select people on the page shown and add them to the
 * shortlist at once (a new search, filter or page starts a new selection).
 */
export default function TalentPoolTab() {
  const { project } = useProjectContext();
  const [address, setAddress] = useSearchParams();
  const [initial] = useState(() => readTalentFilters(address));
  const [text, setText] = useState(initial.search);
  const [search] = useDebouncedValue(text.trim(), TALENT_SEARCH_DEBOUNCE_MS);
  const [skills, setSkills] = useState<string[]>(initial.skills);
  const [country, setCountry] = useState<string | null>(initial.country);
  const [category, setCategory] = useState<string | null>(initial.category);
  const [vetted, setVetted] = useState(initial.vetted);
  // The address follows the filters (replacing its entry): Back from a profile finds them again.
  useEffect(() => {
    setAddress(talentFilterParams({ search, skills, country, category, vetted }), { replace: true });
  }, [setAddress, search, skills, country, category, vetted]);
  const [page, setPageState] = useState(() => readRememberedPage(project.id));
  const [selection, setSelection] = useState<TalentSelection>(emptySelection);
  const action = useShortlistAction(project.id);
  const manage = project.abilities.manage_shortlist;

  const setPage = (next: number) => {
    setPageState(next);
    rememberPage(project.id, next);
  };
  /** A new search or filter starts from the first page. */
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const params = useMemo(
    () => ({
      page,
      page_size: TALENT_POOL_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(skills.length ? { skills: skills.join(',') } : {}),
      ...(country ? { country } : {}),
      ...(category ? { category } : {}),
      ...(vetted ? { vetted: true } : {}),
    }),
    [page, search, skills, country, category, vetted],
  );
  const list = useQuery(talentPoolQuery(project.id, params));
  const pages = list.data ? lastPageOf(list.data.count, TALENT_POOL_PAGE_SIZE) : 1;
  // A remembered page the pool no longer reaches: its last page.
  usePageWithinCount(page, list.isPlaceholderData ? null : list.data?.count, TALENT_POOL_PAGE_SIZE, setPage);
  const filtered = Boolean(search || skills.length || country || category || vetted);

  // The selection holds on the view it was made on: another search, filter or page empties it for
  // good (coming back to the first view ticks nobody again).
  const view = viewKeyOf(params);
  if (selection.view !== view && selection.ids.size) setSelection(emptySelection);
  const selected = selectedOn(selection, view);
  const chosen = addableIds(selected, list.data?.results);
  const select = (ids: number[], on: boolean) =>
    setSelection((current) => toggleSelection(current, view, ids, on));

  const addSelected = () => {
    if (!chosen.length) return;
    action.mutate(
      { action: 'add', users: chosen.map((id) => ({ id })) },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setSelection(emptySelection);
        },
        onError: () => notifyShortlistFailure(),
      },
    );
  };

  const clear = () => {
    setText('');
    setSkills([]);
    setCountry(null);
    setCategory(null);
    setVetted(false);
    setPage(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {S.talentPoolTitle}
          {list.data ? (
            <Text span c="dimmed" fw={400} ml="xs">
              ({list.data.count}
              {list.data.count_capped ? '+' : ''})
            </Text>
          ) : null}
        </Title>
        {manage ? (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            disabled={!chosen.length}
            loading={action.isPending}
            onClick={addSelected}
          >
            {format(S.addSelected, { count: chosen.length })}
          </Button>
        ) : null}
      </Group>
      <Card withBorder>
        <Stack gap="sm">
          <TextInput
            label={S.searchLabel}
            placeholder={S.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={text}
            maxLength={TALENT_SEARCH_MAX}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MultiSelect
              label={S.skills}
              description={S.skillsHint}
              data={project.skills.map((skill) => ({ value: String(skill.id), label: skill.name }))}
              value={skills}
              onChange={refine(setSkills)}
              clearable
            />
            <Select
              label={S.country}
              data={COUNTRIES}
              value={country}
              onChange={refine(setCountry)}
              searchable
              clearable
            />
            <Select
              label={S.category}
              placeholder={S.anyCategory}
              data={CATEGORIES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              value={category}
              onChange={refine(setCategory)}
              clearable
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Switch
              label={S.vetted}
              checked={vetted}
              onChange={(event) => refine(setVetted)(event.currentTarget.checked)}
            />
            {filtered ? (
              <Button variant="subtle" size="compact-sm" onClick={clear}>
                {S.clearFilters}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      {list.data?.count_capped ? (
        <Alert color="blue" variant="light">
          {format(S.countCapped, { count: list.data.count })}
        </Alert>
      ) : null}
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data && list.data.results.length === 0 ? (
        <Card withBorder>
          <EmptyState title={S.noData} />
        </Card>
      ) : (
        <Card withBorder p={0} aria-busy={list.isFetching}>
          <TalentTable
            label={S.talentPoolTitle}
            rows={list.data?.results.map((talent) => ({ key: talent.id, talent })) ?? null}
            selected={selected}
            onSelect={manage ? select : null}
            selectable={(talent) => !talent.shortlisted}
            showShortlisted
          />
        </Card>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <PagePicker total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Group>
      ) : null}
    </Stack>
  );
}
