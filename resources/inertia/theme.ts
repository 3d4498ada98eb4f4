import {
  createTheme,
  darken,
  Drawer,
  isLightColor,
  luminance,
  Menu,
  Modal,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core'

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
  components: {
    // Mantine leaves these close buttons and the pager's arrows unnamed (axe button-name); a page may pass its own.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // Mantine's focus placeholder is a non-item child of role="menu" (axe aria-required-children); without it
    // Enter on the menu button focuses the first item (the WAI-ARIA menu button pattern).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // Pagination and Table are set as plain objects, not with .extend: importing them here would put
    // them into every page's first download (issue 19), and only some pages show them.
    Pagination: {
      defaultProps: { getControlProps: (control: string) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` }) },
    },
    // A table wider than the screen scrolls sideways: keyboard users reach that by focusing it (axe scrollable-region-focusable).
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, className: 'mantine-focus-auto' } } },
    },
  },
})

/* WCAG 2.2 §1.4.3: text (badge labels included) needs 4.5:1 against its background. */
const AA_CONTRAST = 4.5
const WHITE = '#ffffff'
/** The tinted section background (gray.0): coloured text and outlines must stay readable on it. */
const TINTED = '#f8f9fa'

function contrastRatio(a: string, b: string) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (lighter + 0.05) / (darker + 0.05)
}

/** `shades[from]` or the first darker shade (shade 9 darkened as a last resort) that reaches AA on `background`. */
function readable(shades: readonly string[], from: number, background: string) {
  const shade = shades.slice(from).find((candidate) => contrastRatio(candidate, background) >= AA_CONTRAST)
  if (shade) return shade
  let color = shades[9]
  while (contrastRatio(color, background) < AA_CONTRAST) color = darken(color, 0.05)
  return color
}

/**
 * Mantine's variant colours made readable, for every palette at once (the accessibility gate,
 * issue 8 §6). Mantine puts white on shade 6 (red 3.3:1), shade 9 on shades 1-2 in "light" and
 * "subtle" (teal 4.3:1, red 3.8:1) and shade 6 in outlines and coloured text (gray 3.3:1); each keeps its Mantine
 * shade where that reaches 4.5:1 and otherwise takes the next darker one.
 */
function readableVariantColors(theme: MantineTheme) {
  const primary = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light
  const variables: Record<string, string> = {}
  for (const [name, shades] of Object.entries(theme.colors)) {
    const prefix = `--mantine-color-${name}`
    // autoContrast writes black on light fills (readable); only white text needs a darker fill.
    if (!isLightColor(shades[primary], theme.luminanceThreshold)) {
      const fill = readable(shades, primary, WHITE)
      const index = shades.indexOf(fill)
      variables[`${prefix}-filled`] = fill
      variables[`${prefix}-filled-hover`] = index >= 0 && index < 9 ? shades[index + 1] : darken(fill, 0.1)
    }
    variables[`${prefix}-text`] = readable(shades, primary, TINTED)
    variables[`${prefix}-outline`] = readable(shades, primary, TINTED)
    // On the light background (shade 1) and on its hover (shade 2, also the "subtle" hover).
    let lightText = shades[9]
    while (contrastRatio(lightText, shades[2]) < AA_CONTRAST) lightText = darken(lightText, 0.05)
    variables[`${prefix}-light-color`] = lightText
  }
  return variables
}

/** Mantine's default "dimmed" grey is 3.3:1 on white; this one is 5.8:1 (WCAG AA). Error text as red text. */
export const cssVariables: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { ...readableVariantColors(resolved), '--mantine-color-dimmed': '#5f6670', '--mantine-color-error': 'var(--mantine-color-red-text)' },
  dark: {},
})
