import { useEffect } from 'react';

/** Sets the tab title to "<page> · Lar" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Lar` : 'Lar';
  }, [title]);
}
