import type { ReactNode } from 'react';

/** The console's table: a scrolling wrap, an optional caption, column headings, the rows, and what follows them. */
export function CareTable({
  caption,
  hideCaption = false,
  head,
  children,
  after,
}: {
  caption?: string;
  hideCaption?: boolean;
  head: string[];
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="care-table-wrap">
      <table className="care-table">
        {caption !== undefined && (
          <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        )}
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  );
}
