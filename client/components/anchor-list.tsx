/** A list of links to the sections of the same page (its contents, its jump links). */
export function AnchorList({
  items,
  ordered = false,
  className,
}: {
  items: readonly { id: string; label: string }[];
  /** Numbered, where the sections are (a legal document's). */
  ordered?: boolean;
  className?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.label}</a>
        </li>
      ))}
    </List>
  );
}
