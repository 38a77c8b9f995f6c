import { Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  /** The heading's id: the section under it is named by it (`aria-labelledby`). */
  id: string;
  title: string;
  /** A dimmed line under the title saying what the section is for. */
  hint?: string;
}

/** A section's heading within a staff page (the page's own title is level 1), with its hint. */
export function SectionHeading({ id, title, hint }: SectionHeadingProps) {
  return (
    <>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {hint !== undefined && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
}
