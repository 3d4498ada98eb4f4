/* The browser surface of the safety module (imported by other modules' ui/). */
export { ReportButton, type ReportButtonProps } from './components/report_button.js'
