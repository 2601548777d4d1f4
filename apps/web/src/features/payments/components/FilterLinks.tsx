import type { IncomingFilter } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Link } from 'react-router';
import classes from './FilterLinks.module.css';

const M = invoicesMessages.invoices;

interface FilterLinksProps<F extends IncomingFilter> {
  filters: readonly F[];
  active: F;
  /** The list's address for a filter: `/payments/in/paid`, `/projects/4/pay/payouts/paid`. */
  pathOf: (filter: F) => string;
  /** The navigation's name: 'Payment filters' or 'Payout filters'. */
  label?: string;
}

/** The list's filters as links (each its own address, reachable by Tab), the open one marked current. */
export function FilterLinks<F extends IncomingFilter>({
  filters,
  active,
  pathOf,
  label = M.filtersLabel,
}: FilterLinksProps<F>) {
  return (
    <nav aria-label={label}>
      <ul className={classes.list}>
        {filters.map((filter) => (
          <li key={filter}>
            <Link
              to={pathOf(filter)}
              className={classes.link}
              aria-current={filter === active ? 'page' : undefined}
            >
              {M.filters[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
