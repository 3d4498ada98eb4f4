import { useEffect, useRef } from 'react'
import katex from 'katex'
import 'katex/dist/katex.min.css'

/**
 * A LaTeX formula typeset by KaTeX into its own element (never an HTML string injected by us).
 * trust: false keeps \href, \url, \includegraphics and \htmlXxx commands inert.
 */
export function KatexFormula({ latex, display }: { latex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!ref.current) return
    katex.render(latex, ref.current, { throwOnError: false, trust: false, displayMode: display, maxExpand: 200, maxSize: 20, strict: 'ignore' })
  }, [latex, display])
  return <span ref={ref} role="math" aria-label={latex} style={display ? { display: 'block', textAlign: 'center' } : undefined} />
}
