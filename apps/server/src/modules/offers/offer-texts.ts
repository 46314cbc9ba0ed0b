/** The plain text of sanitised HTML: what the 50-character rule and search read. */
export const plainTextOf = (html: string) =>
  html
    .replace(/<\/(p|li|h\d)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
