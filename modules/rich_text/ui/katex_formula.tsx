import { useEffect, useRef } from 'react'
import { KATEX_OPTIONS } from '../shared/index.js'

/* KaTeX and its styles (about 75 KB gzip with the fonts' CSS) load with the first formula a page shows, not with every page that can show rich text (issue 19). */
const loadKatex = () => Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => module.default)

/**
 * A LaTeX formula typeset by KaTeX into its own element (never an HTML string injected by us),
 * with the shared KATEX_OPTIONS (trust: false). Until KaTeX has loaded, the element holds the
 * LaTeX source as text (and says so to assistive technology through its label either way).
 */
export function KatexFormula({ latex, display }: { latex: string; display: boolean }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    let current = true
    if (ref.current && !ref.current.firstChild) ref.current.textContent = latex
    void loadKatex().then((katex) => {
      if (current && ref.current) katex.render(latex, ref.current, { ...KATEX_OPTIONS, displayMode: display })
    })
    return () => {
      current = false
    }
  }, [latex, display])
  return (
    <span ref={ref} role="math" aria-label={latex} style={display ? { display: 'block', textAlign: 'center' } : undefined} />
  )
}
