import { useEffect, useRef } from 'react'
import katex from 'katex'
import 'katex/dist/katex.min.css'
import { KATEX_OPTIONS } from '../shared/index.js'

/**
 * A LaTeX formula typeset by KaTeX into its own element (never an HTML string injected by us),
 * with the shared KATEX_OPTIONS (trust: false).
 */
export function KatexFormula({ latex, display }: { latex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!ref.current) return
    katex.render(latex, ref.current, { ...KATEX_OPTIONS, displayMode: display })
  }, [latex, display])
  return <span ref={ref} role="math" aria-label={latex} style={display ? { display: 'block', textAlign: 'center' } : undefined} />
}
