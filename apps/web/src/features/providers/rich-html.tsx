import classes from './profile-pages.module.css';

/** HTML the server has already sanitised (sanitize-html allowlists: about text, offer descriptions). */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className={classes.richText}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it reaches the page
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
