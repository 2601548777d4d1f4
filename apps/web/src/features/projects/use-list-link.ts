import { type To, useSearchParams } from 'react-router';

/** Where a list tab leads: its path, with 'Show all projects' kept on from list to list. */
export function useListLink(): (pathname: string) => To {
  const [params] = useSearchParams();
  const showAll = params.get('show_all') === '1';
  return (pathname) => ({ pathname, search: showAll ? '?show_all=1' : '' });
}
