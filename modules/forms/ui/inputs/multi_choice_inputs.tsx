import { Checkbox, Chip, MultiSelect, SimpleGrid } from '@mantine/core'
import type { MultiChoiceBlock } from '../../shared/index'
import type { FormInputProps } from '../input_registry'
import { ChipField } from './choice_inputs'

type Props = FormInputProps<MultiChoiceBlock, string[] | undefined>

export function MultiCheckboxBlockInput({ block, value, onChange, field, readOnly }: Props) {
  return (
    <Checkbox.Group {...field} value={value ?? []} onChange={(next) => !readOnly && onChange(next)}>
      {/* Long lists take columns on wider screens so the form stays short. */}
      <SimpleGrid cols={block.options.length > 4 ? { base: 1, xs: 2, sm: 3 } : 1} spacing="xs" verticalSpacing="xs" mt={6}>
        {block.options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} disabled={readOnly} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  )
}

export function MultiSelectBlockInput({ block, value, onChange, field, readOnly }: Props) {
  return (
    <MultiSelect
      {...field}
      data={block.options}
      value={value ?? []}
      onChange={onChange}
      placeholder={value?.length ? undefined : 'Choose one or more'}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  )
}

/** multi-select-tab (spec 001 §3.10): several choices among chips. */
export function MultiSelectTabBlockInput({ block, value, onChange, field, readOnly }: Props) {
  return (
    <ChipField field={field} multiple>
      <Chip.Group multiple value={value ?? []} onChange={(next) => !readOnly && onChange(next)}>
        {block.options.map((option) => (
          <Chip key={option.value} value={option.value} disabled={readOnly && !value?.includes(option.value)}>
            {option.label}
          </Chip>
        ))}
      </Chip.Group>
    </ChipField>
  )
}
