import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BADGE, ROW_LINK, TEXT_MAIN, TEXT_SECONDARY, type BadgeColor } from './dataTableStyles';

/**
 * A cell's text on one line: the main text (a name) cut with an ellipsis when the column is narrow, whole on
 * hover, beside a secondary identifier (a CPF, a CNPJ) that is never cut nor broken.
 */
export function DataTableText({
  text,
  secondary,
  secondaryIsIdentifier = true,
}: {
  text: ReactNode;
  secondary?: ReactNode;
  /** False for a secondary text that may be cut (an e-mail): it then takes at most half the cell. */
  secondaryIsIdentifier?: boolean;
}) {
  // Two spans, no wrapper: one element more per row than plain text, not two. The identifier comes first in
  // the document because it floats right, so that the name beside it gets the width that is left.
  return (
    <>
      {secondary ? (
        <span className={secondaryIsIdentifier ? TEXT_SECONDARY : `${TEXT_SECONDARY} ${TEXT_SECONDARY}-half`}>
          {secondary}
        </span>
      ) : null}
      <span className={TEXT_MAIN} title={typeof text === 'string' ? text : undefined}>
        {text}
      </span>
    </>
  );
}

/** A status as a small outlined label, one element (a hundred MUI Chips weighed on a page turn). */
export function DataTableBadge({ color = 'default', children }: { color?: BadgeColor; children: ReactNode }) {
  return <span className={color === 'default' ? BADGE : `${BADGE} ${BADGE}-${color}`}>{children}</span>;
}

/** A cell's link to the row's own page, in the table's link colour. */
export function DataTableLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className={ROW_LINK} to={to}>
      {children}
    </RouterLink>
  );
}
