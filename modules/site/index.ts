/* Public surface of the site context (home, marketing pages, redirects). */
export {}
