/* The browser surface of the rich_text module (imported by other modules' ui/). */
export {}
