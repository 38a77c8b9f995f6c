import {
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  type MantineColorsTuple,
  Modal,
} from '@mantine/core';

/** Brand teal; shade 6 (Mantine's default primary shade) is the public site's primary colour. */
const lar: MantineColorsTuple = [
  '#e7f4f2',
  '#d0e8e5',
  '#a2d0c9',
  '#71b7ad',
  '#4aa296',
  '#2f8f83',
  '#0f5f59',
  '#0c514c',
  '#09443f',
  '#063632',
];

export const staffTheme = createTheme({
  primaryColor: 'lar',
  colors: { lar },
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A dialog's title bar is drawn as <header>, which outside a section reads as a second page
    // banner (axe: landmark-no-duplicate-banner); it is the dialog's heading, not a landmark.
    Modal: Modal.extend({ defaultProps: { attributes: { header: { role: 'none' } } } }),
    Drawer: Drawer.extend({ defaultProps: { attributes: { header: { role: 'none' } } } }),
  },
});

/**
 * Mantine's "dimmed" grey (descriptions, hints, empty states) and its error red (field messages
 * and the text of an invalid input, about 3.3:1) are below the WCAG AA contrast ratio on white;
 * these reach it (about 6:1 and 5.4:1).
 *
 * A light red or blue button (Logout, Log out everywhere) darkens under the pointer to shade 2,
 * on which its shade-9 text is 3.8:1 (red) and 4.0:1 (blue): below AA while the user points at it.
 * Under the pointer they lighten to shade 0 instead (5.1:1 and 5.5:1), still a visible change.
 */
export const staffCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5b6670',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-0)',
  },
  dark: {},
});
