import { UPLOAD_PURPOSES } from '../../uploads/shared/index.js'

/*
 * Size limits of a stored document (decisions; the spec is silent). Generous for a long post,
 * small enough that one document cannot make the server or a reader's browser work hard.
 */
export const RICH_TEXT_LIMITS = {
  /** Characters of text (leaves, alt texts, LaTeX) in one document; plain_text too. */
  maxTextLength: 20_000,
  /** Nodes of every kind, text leaves included. */
  maxNodes: 4_000,
  /** Nesting of elements (a list in a list in a quote...). */
  maxDepth: 8,
  /** spec 001 §5.2: at most 5 editor images per message (the uploads module's editor-image rule). */
  maxImages: Number(UPLOAD_PURPOSES['editor-image'].maxFiles),
  /** One LaTeX formula. */
  maxLatexLength: 1_000,
  /** An image's alt text. */
  maxAltLength: 300,
} as const

/** The reader's error texts (spec 002 §8, rich text). */
export const RICH_TEXT_MESSAGES = {
  cannotDisplay: 'Oops! There was an error displaying this content.',
  noSource: '[THIS CONTENT CANNOT BE DISPLAYED]',
  noResults: 'No results.',
  keepTyping: 'Keep typing to see more results.',
} as const

/** spec 002 §9: mention suggestions after 3 characters, debounced 300 ms, menu 230 px. */
export const MENTION_RULES = {
  minQueryLength: 3,
  debounceMs: 300,
  maxResults: 8,
  menuMaxHeightPx: 230,
} as const

/** spec 002 §9: editor max height 300 px, simple 200 px. */
export const EDITOR_MAX_HEIGHT_PX = { simple: 200, full: 300 } as const

/**
 * How KaTeX typesets every formula (editor, reader, the XSS gate): trust: false keeps \href,
 * \url, \includegraphics and \htmlXxx inert; the expansion and size caps stop runaway macros.
 */
export const KATEX_OPTIONS = { throwOnError: false, trust: false, maxExpand: 200, maxSize: 20, strict: 'ignore' } as const

/**
 * The mention menu's line of text (spec 002 §8 mention list): before 3 characters more people
 * come from the server, so "Keep typing to see more results."; from 3 on, "No results." when
 * nobody matches; otherwise nothing.
 */
export function mentionMenuHint(query: string, resultCount: number): string | null {
  if (query.length < MENTION_RULES.minQueryLength) return RICH_TEXT_MESSAGES.keepTyping
  return resultCount === 0 ? RICH_TEXT_MESSAGES.noResults : null
}
