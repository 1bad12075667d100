// A minimal built page for server tests: index.html with the server's markers (server/page-template.js) around
// each region's default, as the build writes it.

const mark = (name: string, inner: string) => `<!--app:${name}-->${inner}<!--/app:${name}-->`;

/** A marked index.html titled `title`. */
export const markedPage = (title: string): string =>
  `<!doctype html>${mark('html', '<html>')}<head>${mark('title', `<title>${title}</title>`)}${mark('head', '')}</head>` +
  `<body>${mark('root', '<div id="root"></div>')}</body></html>`;
