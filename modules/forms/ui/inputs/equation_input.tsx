import 'mathlive/fonts.css'
import { useEffect, useRef, type DetailedHTMLProps, type HTMLAttributes as ReactHTMLAttributes } from 'react'
import { Input } from '@mantine/core'
import { MathfieldElement } from 'mathlive'
import type { EquationBlock } from '../../shared/index'
import { describedBy } from '../field_wiring'
import type { FormInputProps } from '../input_registry'

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'math-field': DetailedHTMLProps<ReactHTMLAttributes<MathfieldElement>, MathfieldElement>
    }
  }
}

/*
 * MathLive under Vite and a strict CSP: the KaTeX fonts come from 'mathlive/fonts.css', which Vite
 * bundles with the woff2 files as hashed assets of our own origin, so MathLive finds them in the
 * document and never fetches a fonts folder itself (fontsDirectory null). Key-press sounds are
 * off (soundsDirectory null): a form needs none. The library evaluates no code (no eval or
 * new Function), so script-src needs nothing beyond our own bundle.
 */
MathfieldElement.fontsDirectory = null
MathfieldElement.soundsDirectory = null

/** equation (spec 001 §3.10 "a math field"): the value is the LaTeX the person typed. */
export default function EquationBlockInput({ value, onChange, field, readOnly }: FormInputProps<EquationBlock, string | undefined>) {
  const ref = useRef<MathfieldElement>(null)
  const latest = useRef(onChange)
  latest.current = onChange

  useEffect(() => {
    const mathfield = ref.current
    if (!mathfield) return
    const changed = () => latest.current(mathfield.value)
    mathfield.addEventListener('input', changed)
    return () => mathfield.removeEventListener('input', changed)
  }, [])

  // Only write the value back when it differs: rewriting it would move the caret.
  useEffect(() => {
    const mathfield = ref.current
    if (mathfield && mathfield.value !== (value ?? '')) mathfield.value = value ?? ''
  }, [value])

  useEffect(() => {
    if (ref.current) ref.current.readOnly = readOnly
  }, [readOnly])

  return (
    <Input.Wrapper {...field}>
      <math-field
        ref={ref}
        id={field.id}
        aria-describedby={describedBy(field)}
        aria-invalid={field.error ? true : undefined}
        aria-required={field.required || undefined}
        style={{
          display: 'block',
          width: '100%',
          minHeight: 36,
          padding: '4px 8px',
          fontSize: 18,
          border: `1px solid ${field.error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          background: readOnly ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)',
        }}
      />
    </Input.Wrapper>
  )
}
