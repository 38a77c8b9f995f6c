import type { ComponentProps } from 'react';
import styles from './HydratedForm.module.css';
import { useHydrated } from './use-hydrated.ts';

/**
 * A form of a page the server renders (the search, a listing's page): its fields are disabled
 * until the app has taken the page over, so nothing is typed where the app would then drop it.
 */
export function HydratedForm({ children, ...form }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...form}>
      <fieldset className={styles.fields} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
