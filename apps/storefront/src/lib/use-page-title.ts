import { useEffect } from 'react';

/** Sets the document title (WCAG 2.4.2) as "{page} | Tickets". */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    if (page) document.title = `${page} | Tickets`;
  }, [page]);
}
