import type { PlatformSummary } from '@kazi/shared/invoices/payouts-list';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { displayAmount } from '@kazi/shared/money/display';
import { PAYOUT_PROVIDER_LABELS } from '@kazi/shared/payouts/rules';
import { Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/ErrorState.tsx';
import { PLATFORM_FILTERS, type PlatformFilter } from '../list-params.ts';

const B = invoicesMessages.payoutLists.platformBar;
const ALL = 'all';

interface PlatformBarProps {
  totals: PlatformSummary | undefined;
  /** The totals' failed load, and how to try again. */
  failure?: { error: unknown; retry: () => void; retrying: boolean } | null;
  platform: PlatformFilter | null;
  onPlatform: (platform: PlatformFilter | null) => void;
  /**
   * The payout sheets' controls (upload .xlsx, download unpaid payouts): PayoutSheetUpload and
   * UnpaidPayoutsDownload of features/payout-sheets, wired in by the page.
   */
  sheets?: ReactNode;
}

/**
 * The platform bar of the global payouts list (spec 001 §2; admins and finance): the payouts'
 * totals per platform on the list's filters, the payout sheets' controls, and the payout filter
 * (Payoneer, IBAN) the page keeps in local storage.
 */
export function PlatformBar({ totals, failure = null, platform, onPlatform, sheets }: PlatformBarProps) {
  return (
    <Card p="md" role="region" aria-label={B.label}>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Group gap="lg" wrap="wrap" aria-busy={!totals && !failure}>
          {totals === undefined && failure ? (
            <ErrorState error={failure.error} onRetry={failure.retry} retrying={failure.retrying} />
          ) : totals === undefined ? (
            <Skeleton h={36} w={240} />
          ) : totals.length === 0 ? (
            <Text size="sm" c="dimmed">
              {B.none}
            </Text>
          ) : (
            totals.map((row) => (
              <Stack key={row.payment_platform ?? 'nil'} gap={0}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {row.payment_platform
                    ? PAYOUT_PROVIDER_LABELS[row.payment_platform]
                    : invoicesMessages.payoutLists.nil}
                </Text>
                <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {displayAmount(row.total_amount, 'EUR')}
                </Text>
              </Stack>
            ))
          )}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {sheets}
          <Select
            label={B.filter}
            data={[
              { value: ALL, label: B.allPlatforms },
              ...PLATFORM_FILTERS.map((value) => ({ value, label: PAYOUT_PROVIDER_LABELS[value] })),
            ]}
            value={platform ?? ALL}
            onChange={(value) =>
              onPlatform(PLATFORM_FILTERS.find((candidate) => candidate === value) ?? null)
            }
            allowDeselect={false}
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Group>
    </Card>
  );
}
