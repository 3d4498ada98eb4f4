import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/* Frame sizes from spec 000 §9 and 002 §9. */
export const BREAKPOINTS = { xs: '30em', sm: '48em', md: '62em', lg: '80em', xl: '96em' } as const
export const NAVBAR_HEIGHT = 64
export const BANNER_HEIGHT = 50
/** The banner is taller below the `sm` breakpoint so a wrapped message still fits. */
export const BANNER_HEIGHT_SMALL = 64
export const DROPDOWN_WIDTH = 200
export const DROPDOWN_WIDTH_WIDE = 400
/** A menu with more entries than this (or with groups) opens wide, in two columns. */
export const DROPDOWN_WIDE_AFTER = 6
/** Below this breakpoint the header collapses into a burger and a drawer. */
export const MOBILE_NAV_BREAKPOINT = 'sm'

/** Indigo primary; shade 6 on white is 5.9:1 (WCAG AA for body text). */
const haven: MantineColorsTuple = [
  '#eef0ff',
  '#dfe2fb',
  '#bcc2f3',
  '#97a0ec',
  '#7782e5',
  '#5f6ce0',
  '#4a56d4',
  '#3d48bd',
  '#333da6',
  '#272f87',
]

/** Warm accent for decoration (section backgrounds, icons), not for text on white. */
const ember: MantineColorsTuple = [
  '#fff4ec',
  '#ffe6d5',
  '#fdc9a8',
  '#fbaa78',
  '#f98f50',
  '#f77e37',
  '#e8691f',
  '#c2560f',
  '#9d460c',
  '#7a3609',
]

export const PRIMARY_HEX = haven[6]

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"'

export const theme = createTheme({
  breakpoints: BREAKPOINTS,
  colors: { haven, ember },
  primaryColor: 'haven',
  primaryShade: 6,
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700', textWrap: 'balance' },
  focusRing: 'auto',
  respectReducedMotion: true,
})

/** Mantine's default "dimmed" grey is 3.3:1 on white; this one is 5.8:1 (WCAG AA). */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
})
