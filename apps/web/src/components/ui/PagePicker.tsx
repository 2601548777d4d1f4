import { coreMessages } from '@kazi/shared/messages/core';
import { format } from '@kazi/shared/messages/format';
import { Pagination, type PaginationProps } from '@mantine/core';

const M = coreMessages.pagination;

/** The pages under a list, each button named for screen readers ('Page 3', 'Next page'). */
export function PagePicker(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  return (
    <Pagination
      {...props}
      getItemProps={(page) => ({ 'aria-label': format(M.page, { page }) })}
      getControlProps={(control) => ({ 'aria-label': M[control] })}
    />
  );
}
