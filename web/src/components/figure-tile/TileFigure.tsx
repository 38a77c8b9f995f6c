import { Skeleton, Text } from '@mantine/core';
import classes from './FigureTile.module.css';

export { classes as tileClasses };

interface TileFigureProps {
  name: string;
  /** The figure as shown; undefined while it loads (a placeholder named `loadingLabel` stands in). */
  value: string | undefined;
  loadingLabel: string;
  /** The figure's test id, which the browser tests read it by. */
  testId: string;
  /** The placeholder's width, about the figure's. */
  placeholderWidth: number;
}

/** A tile's name and figure, inside an element with the class `tileClasses.tile`. */
export function TileFigure({ name, value, loadingLabel, testId, placeholderWidth }: TileFigureProps) {
  return (
    <>
      <Text size="sm" fw={500} className={classes.name}>
        {name}
      </Text>
      {value === undefined ? (
        <Skeleton height={32} width={placeholderWidth} mt={4} aria-label={loadingLabel} />
      ) : (
        <Text className={classes.value} data-testid={testId}>
          {value}
        </Text>
      )}
    </>
  );
}
