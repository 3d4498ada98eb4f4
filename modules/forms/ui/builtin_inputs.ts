import { lazy } from 'react'
import { registerFormInput } from './input_registry'
import { AsyncSelectBlockInput } from './inputs/async_select_input'
import { RadioBlockInput, SelectBlockInput, SelectTabBlockInput } from './inputs/choice_inputs'
import { DateBlockInput } from './inputs/date_input'
import { FileDropZoneBlockInput } from './inputs/file_drop_zone_input'
import { MultiCheckboxBlockInput, MultiSelectBlockInput, MultiSelectTabBlockInput } from './inputs/multi_choice_inputs'
import { NumberBlockInput } from './inputs/number_input'
import { PhoneBlockInput } from './inputs/phone_input'
import { TextBlockInput } from './inputs/text_input'
import { TimeRangeBlockInput } from './inputs/time_range_input'

/*
 * The inputs of spec 001 §3.10. The math field (MathLive), the rich text editor (Tiptap) and the
 * video recorder are large: they load with the first form that uses them.
 */
registerFormInput('text', TextBlockInput)
registerFormInput('textarea', TextBlockInput)
registerFormInput('phone', PhoneBlockInput)
registerFormInput('number', NumberBlockInput)
registerFormInput('date', DateBlockInput)
registerFormInput('equation', lazy(() => import('./inputs/equation_input')))
registerFormInput('radio', RadioBlockInput)
registerFormInput('select', SelectBlockInput)
registerFormInput('select-group', SelectBlockInput)
registerFormInput('select-tab', SelectTabBlockInput)
registerFormInput('select-async', AsyncSelectBlockInput)
registerFormInput('multi-checkbox', MultiCheckboxBlockInput)
registerFormInput('multi-select', MultiSelectBlockInput)
registerFormInput('multi-select-tab', MultiSelectTabBlockInput)
registerFormInput('time-range', TimeRangeBlockInput)
registerFormInput('rich-text', lazy(() => import('./inputs/rich_text_input')))
registerFormInput('video', lazy(() => import('./inputs/video_input')))
registerFormInput('file-drop-zone', FileDropZoneBlockInput)
