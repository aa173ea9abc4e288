import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { t as translate } from '../../lib/i18n';
import { MESSAGES } from '@mvno/contracts/messages';

/** What QueryState reads of a query (TanStack Query's result has it). */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The spinner's accessible name while the query loads, e.g. "Loading your lines". */
  loadingLabel: string;
  /** Said when it failed, before "Try again", e.g. "Your lines could not be loaded." */
  errorText: string;
  /** What the loaded data shows. */
  children: (data: T) => ReactNode;
};

/**
 * The three states of a section that reads something: a spinner while it loads, "could not be
 * loaded" with Try again (which asks again) when it failed, else what the data shows.
 */
export function QueryState<T>({ query, loadingLabel, errorText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={translate(loadingLabel)} />;
  if (query.isError || query.data === undefined) {
    return (
      <p role="alert">
        {translate(errorText)}{' '}
        <Button variant="link" onClick={() => void query.refetch()}>
          {translate(MESSAGES.tryAgain)}
        </Button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
