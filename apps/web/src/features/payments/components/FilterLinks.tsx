import type { IncomingFilter } from '@kazi/shared/invoices/rules';
import { invoicesMessages } from '@kazi/shared/messages/invoices';
import { Link } from 'react-router';
import classes from './FilterLinks.module.css';

const M = invoicesMessages.invoices;

interface FilterLinksProps {
  filters: readonly IncomingFilter[];
  active: IncomingFilter;
  /** The list's address for a filter: `/payments/in/paid`, `/projects/4/pay/payments/paid`. */
  pathOf: (filter: IncomingFilter) => string;
}

/** The list's filters as links (each its own address, reachable by Tab), the open one marked current. */
export function FilterLinks({ filters, active, pathOf }: FilterLinksProps) {
  return (
    <nav aria-label={M.filtersLabel}>
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
